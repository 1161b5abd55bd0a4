/*
 * FX503 export-signature-mismatch
 *
 * What it does: compares an ExportedProgram's graph signature with its graph, as the export
 * verifier does (`_verify_exported_program_signature`): one input spec per placeholder, in
 * order and by name; lifted parameters, buffers, constants and custom objects with a target;
 * one output spec per returned value; the output tokens first, then the mutated buffers,
 * parameters and user inputs (each naming an input of that kind), then the user outputs in
 * signature order. Signature-only printouts (no graph) are not checked.
 * Why is this bad: PyTorch refuses to build such a program ("Number of graph inputs (3) does
 * not match number of inputs in the graph signature (4)", "Input spec name x does not match
 * node name x_1", "User output mul is not in the correct order ..."): the signature is how
 * `ep.module()`, serialization and every backend map the flat graph inputs and outputs to
 * parameters, buffers and user values, so a stale signature silently feeds the wrong tensors.
 * Example:
 *     ExportedProgram:
 *         class GraphModule(torch.nn.Module):
 *             def forward(self, x: "f32[4]"):
 *                 sin: "f32[4]" = torch.ops.aten.sin.default(x)
 *                 cos: "f32[4]" = torch.ops.aten.cos.default(x);  x = None
 *                 return (cos, sin)
 *     Graph signature:
 *         # inputs
 *         x: USER_INPUT
 *
 *         # outputs
 *         sin: USER_OUTPUT
 *         cos: USER_OUTPUT
 * Fix: rebuild the signature after a graph pass (keep `ep.graph_signature` in step with the
 * placeholders and the output tuple), or re-export instead of editing the graph by hand.
 */
#include "analysis/functional.h"
#include "engine/rule.h"

static const char *spec_label(RuleCtx *c, const SigSpec *s, bool input)
{
    return rule_fmt(c, "%.*s: %s", STR_ARG(s->name),
                    input ? functional_input_kind_name(s->kind) : functional_output_kind_name(s->kind));
}

static const char *name_list(RuleCtx *c, const ExportSignature *sig, int kind1, int kind2)
{
    const char *out = "";
    for (uint32_t i = 0; i < sig->noutputs; i++)
        if (sig->outputs[i].kind == kind1 || sig->outputs[i].kind == kind2)
            out = rule_fmt(c, "%s%s'%.*s'", out, *out ? ", " : "", STR_ARG(sig->outputs[i].name));
    return out;
}

/* Whether an input spec of kind `k` whose target (or name, for user inputs) is `key` exists. */
static bool input_exists(const ExportSignature *sig, int k, Str key)
{
    for (uint32_t i = 0; i < sig->ninputs; i++) {
        const SigSpec *s = &sig->inputs[i];
        if (s->kind == k && str_eq(k == IK_USER_INPUT ? s->name : s->target, key)) return true;
    }
    return false;
}

static bool spec_named(const ExportSignature *sig, Str name)
{
    for (uint32_t i = 0; i < sig->ninputs; i++)
        if (str_eq(sig->inputs[i].name, name)) return true;
    return false;
}

static void check_inputs(RuleCtx *c, const Module *root, const ExportSignature *sig)
{
    uint32_t nph = module_nplaceholders(root);
    NodeId *ph = ARENA_ARRAY(c->scratch, NodeId, nph + 1);
    uint32_t got = module_placeholders(root, ph, nph);
    if (nph != sig->ninputs) {
        /* name the first position where they stop lining up */
        uint32_t k = 0;
        while (k < got && k < sig->ninputs && str_eq(root->nodes[ph[k]].name, sig->inputs[k].name)) k++;
        const char *detail = "";
        if (k < got && !spec_named(sig, root->nodes[ph[k]].name))
            detail = rule_fmt(c, "; placeholder %u '%.*s' has no input spec", k, STR_ARG(root->nodes[ph[k]].name));
        else if (k < sig->ninputs && graph_lookup(c->g, 0, sig->inputs[k].name) == NONE_ID)
            detail = rule_fmt(c, "; input spec %u ('%s') names no placeholder", k, spec_label(c, &sig->inputs[k], true));
        else if (k < got && k < sig->ninputs)
            detail = rule_fmt(c, "; they first differ at position %u", k);
        Diag *d = rule_report_span(c, SEV_ERROR, sig->span,
                                   "the graph has %u placeholders but the signature lists %u input specs%s; "
                                   "PyTorch: \"Number of graph inputs (%u) does not match number of inputs in "
                                   "the graph signature (%u)\"",
                                   nph, sig->ninputs, detail, nph, sig->ninputs);
        if (k < got) rule_related(c, d, 0, ph[k], "placeholder %u '%.*s'", k, STR_ARG(root->nodes[ph[k]].name));
        return;
    }
    for (uint32_t i = 0; i < sig->ninputs && i < got; i++) {
        const SigSpec *s = &sig->inputs[i];
        const Node *n = &root->nodes[ph[i]];
        /* tokens and custom objects carry no name the verifier compares; neither do constants */
        bool named = s->kind != IK_TOKEN && s->kind != IK_CUSTOM_OBJ && s->name.len;
        if (named && !str_eq(s->name, n->name)) {
            Diag *d = rule_report_span(c, SEV_ERROR, s->span,
                                       "input spec %u names '%.*s' but placeholder %u is '%.*s'; PyTorch: "
                                       "\"Input spec name %.*s does not match node name %.*s\"",
                                       i, STR_ARG(s->name), i, STR_ARG(n->name), STR_ARG(s->name), STR_ARG(n->name));
            rule_related(c, d, 0, ph[i], "placeholder %u '%.*s'", i, STR_ARG(n->name));
        }
        bool lifted = s->kind == IK_PARAMETER || s->kind == IK_BUFFER || s->kind == IK_CONSTANT_TENSOR ||
                      s->kind == IK_CUSTOM_OBJ;
        if (lifted && !s->target.len)
            rule_report_span(c, SEV_ERROR, s->span,
                             "%s input '%.*s' has no target (the state-dict or constant name it is lifted from); "
                             "PyTorch: \"InputSpec for %.*s has no target.\"",
                             functional_input_kind_name(s->kind), STR_ARG(s->name), STR_ARG(s->name));
    }
}

static const SigSpec *output_by_name(const ExportSignature *sig, int kind, Str name)
{
    for (uint32_t i = 0; i < sig->noutputs; i++)
        if (sig->outputs[i].kind == kind && str_eq(sig->outputs[i].name, name)) return &sig->outputs[i];
    return NULL;
}

static void check_outputs(RuleCtx *c, const Module *root, const ExportSignature *sig)
{
    const Value *vals = NULL;
    uint32_t nout = module_outputs(root, &vals);
    Span ret = root->output != NONE_ID ? root->nodes[root->output].span : sig->span;
    if (nout != sig->noutputs) {
        Diag *d = rule_report_span(c, SEV_ERROR, ret,
                                   "the graph returns %u values but the signature lists %u output specs; PyTorch: "
                                   "\"Number of output nodes %u is different Than the number of outputs specified "
                                   "by the graph signature: %u\"",
                                   nout, sig->noutputs, nout, sig->noutputs);
        diag_add_related(c->out, d, c->g->src, sig->span, "the graph signature");
        return;
    }
    uint32_t ntok = 0, nmut = 0, nuser = 0;
    for (uint32_t i = 0; i < sig->noutputs; i++) {
        int k = sig->outputs[i].kind;
        ntok += k == OK_TOKEN;
        nmut += k == OK_BUFFER_MUTATION || k == OK_PARAMETER_MUTATION || k == OK_USER_INPUT_MUTATION;
        nuser += k == OK_USER_OUTPUT || k == OK_LOSS_OUTPUT;
    }
    /* the verifier reads outputs [ntok, ntok + nmut) as mutations, then the user outputs */
    for (uint32_t i = ntok; i < ntok + nmut && i < nout; i++) {
        NodeId id = value_node(&vals[i]);
        if (id == NONE_ID) continue;
        Str name = root->nodes[id].name;
        const SigSpec *b = output_by_name(sig, OK_BUFFER_MUTATION, name);
        const SigSpec *p = b ? NULL : output_by_name(sig, OK_PARAMETER_MUTATION, name);
        const SigSpec *u = b || p ? NULL : output_by_name(sig, OK_USER_INPUT_MUTATION, name);
        const SigSpec *s = b ? b : p ? p : u;
        if (!s) {
            const SigSpec *slot = i < sig->noutputs ? &sig->outputs[i] : NULL;
            Diag *d = rule_report_span(
                c, SEV_ERROR, vals[i].span,
                "the graph returns '%.*s' as output %u, a mutation slot, but the signature declares no "
                "mutation output named '%.*s'%s%.*s%s; PyTorch: \"Mutation node %.*s is neither a buffer nor a "
                "user input.\"",
                STR_ARG(name), i, STR_ARG(name), slot ? " (that slot belongs to '" : "",
                slot ? (int)slot->name.len : 0, slot ? slot->name.ptr : "", slot ? "')" : "", STR_ARG(name));
            if (slot) diag_add_related(c->out, d, c->g->src, slot->span, "signature output %u", i);
            continue;
        }
        int in_kind = s == b ? IK_BUFFER : s == p ? IK_PARAMETER : IK_USER_INPUT;
        if (input_exists(sig, in_kind, s->target)) continue;
        const char *what = functional_input_words((InputKind)in_kind);
        const char *title = s == b ? "Buffer" : s == p ? "Parameter" : "User input";
        Diag *d = rule_report_span(c, SEV_ERROR, s->span,
                                   "%s output '%.*s' targets '%.*s', which is no %s input of the signature; "
                                   "PyTorch: \"%s output %.*s does not point to a %s that exists.\"",
                                   functional_output_kind_name(s->kind), STR_ARG(name), STR_ARG(s->target), what,
                                   title, STR_ARG(name), what);
        rule_related(c, d, 0, root->output, "returned here as output %u", i);
    }
    /* user outputs in signature order */
    uint32_t k = 0;
    for (uint32_t j = 0; j < sig->noutputs && k < nuser; j++) {
        const SigSpec *s = &sig->outputs[j];
        if (s->kind != OK_USER_OUTPUT && s->kind != OK_LOSS_OUTPUT) continue;
        uint32_t i = ntok + nmut + k++;
        if (i >= nout) break;
        NodeId id = value_node(&vals[i]);
        if (id == NONE_ID || !s->name.len) continue; /* constants: printed values, not names */
        Str name = root->nodes[id].name;
        if (str_eq(name, s->name)) continue;
        Diag *d = rule_report_span(c, SEV_ERROR, vals[i].span,
                                   "output %u is '%.*s' but the signature's user output %u is '%.*s'; PyTorch: "
                                   "\"User output %.*s is not in the correct order or is not found in the exported "
                                   "program's user_output list: [%s]. \"",
                                   i, STR_ARG(name), k - 1, STR_ARG(s->name), STR_ARG(name),
                                   name_list(c, sig, OK_USER_OUTPUT, OK_LOSS_OUTPUT));
        diag_add_related(c->out, d, c->g->src, s->span, "output spec '%s'", spec_label(c, s, false));
    }
}

void rule_export_signature_mismatch(RuleCtx *c)
{
    const Graph *g = c->g;
    if (g->stage != STAGE_EXPORT || !g->sig || !g->nmodules || !g->modules[0].printed) return;
    const Module *root = &g->modules[0];
    check_inputs(c, root, g->sig);
    if (root->output != NONE_ID) check_outputs(c, root, g->sig);
}
