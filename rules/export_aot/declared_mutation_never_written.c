/*
 * FX505 declared-mutation-never-written
 *
 * What it does: finds a BUFFER_MUTATION, PARAMETER_MUTATION or USER_INPUT_MUTATION output of
 * an ExportedProgram whose returned value is the input's own placeholder, unmodified: nothing
 * in the graph writes it, in place or through a view. The signature promises a state update
 * the graph never computes.
 * Why is this bad: PyTorch accepts the program (the unlifted module copies the buffer into
 * itself), so this is a note, not an error; but a functionalized graph only declares a
 * mutation when the traced code wrote the input, so the returned placeholder usually means a
 * graph pass dropped or rerouted the write and left the signature behind: the buffer silently
 * stops updating. Writes by ops the dump cannot describe (custom ops, unknown higher-order
 * ops taking the placeholder) keep the rule silent.
 * Example:
 *     ExportedProgram:
 *         class GraphModule(torch.nn.Module):
 *             def forward(self, b_count: "i64[]", x: "f32[4]"):
 *                 mul: "f32[4]" = torch.ops.aten.mul.Tensor(x, 2);  x = None
 *                 return (b_count, mul)
 *     Graph signature:
 *         # inputs
 *         b_count: BUFFER target='count' persistent=True
 *         x: USER_INPUT
 *
 *         # outputs
 *         b_count: BUFFER_MUTATION target='count'
 *         mul: USER_OUTPUT
 * Fix: restore the write (return the updated value, e.g. `add = torch.ops.aten.add.Tensor(b_count,
 * 1)`) or drop the mutation output and its spec if the buffer is no longer updated.
 */
#include "analysis/alias.h"
#include "analysis/functional.h"
#include "engine/rule.h"

/* The input spec a mutation output targets, or NULL (FX503 reports a missing one). */
static const SigSpec *targeted_input(const ExportSignature *sig, const SigSpec *o)
{
    int want = o->kind == OK_BUFFER_MUTATION      ? IK_BUFFER
               : o->kind == OK_PARAMETER_MUTATION ? IK_PARAMETER
               : o->kind == OK_USER_INPUT_MUTATION ? IK_USER_INPUT
                                                   : -1;
    if (want < 0) return NULL;
    for (uint32_t i = 0; i < sig->ninputs; i++) {
        const SigSpec *s = &sig->inputs[i];
        if (s->kind == want && str_eq(want == IK_USER_INPUT ? s->name : s->target, o->target)) return s;
    }
    return NULL;
}

/* Whether a use of placeholder ph could write it without the analyses knowing: an op outside
 * the registry that its name does not mark as in-place, or a higher-order op we cannot map. */
static bool opaque_user(RuleCtx *c, const Module *root, NodeId ph)
{
    const Node *p = &root->nodes[ph];
    for (uint32_t u = 0; u < p->nusers; u++) {
        const Node *n = &root->nodes[p->users[u]];
        if (n->kind == NK_CALL_MODULE || n->kind == NK_CALL_METHOD) return true;
        if (n->kind != NK_CALL_FUNCTION || n->target.kind != TK_OP) continue;
        bool is_hop = false;
        HopKind k = hop_kind_of(&n->target, &is_hop);
        if (is_hop) {
            if (k == HOP_UNKNOWN) return true;
            continue;
        }
        const OpFacts *f = facts_op(c->facts, 0, p->users[u]);
        if (!f || (f->flags & OPF_UNKNOWN)) return true;
    }
    return false;
}

void rule_declared_mutation_never_written(RuleCtx *c)
{
    const Graph *g = c->g;
    if (g->stage != STAGE_EXPORT || !g->sig || !g->nmodules || !g->modules[0].printed) return;
    const Module *root = &g->modules[0];
    const Value *vals = NULL;
    uint32_t nout = module_outputs(root, &vals);
    for (uint32_t j = 0; j < g->sig->noutputs; j++) {
        const SigSpec *o = &g->sig->outputs[j];
        const SigSpec *in = targeted_input(g->sig, o);
        if (!in) continue;
        NodeId ph = graph_lookup(g, 0, in->name);
        if (ph == NONE_ID || root->nodes[ph].kind != NK_PLACEHOLDER) continue;
        /* the returned value the spec names: by name, else at the spec's position */
        const Value *v = NULL;
        for (uint32_t i = 0; i < nout && !v; i++)
            if (value_node(&vals[i]) != NONE_ID && str_eq(root->nodes[vals[i].node].name, o->name)) v = &vals[i];
        if (!v && nout == g->sig->noutputs) v = &vals[j];
        if (!v || value_node(v) != ph) continue;
        if (mutation_of(c->facts, 0, ph) || opaque_user(c, root, ph)) continue;
        Diag *d = rule_report_span(c, SEV_INFO, v->span,
                                   "%s output '%.*s' returns %s '%.*s' unmodified: nothing in the graph writes "
                                   "it, so the declared mutation of '%.*s' copies the old value back; a pass "
                                   "may have dropped the write the signature still declares",
                                   functional_output_kind_name(o->kind), STR_ARG(o->name),
                                   functional_input_words((InputKind)in->kind), STR_ARG(root->nodes[ph].name),
                                   STR_ARG(o->target));
        rule_related(c, d, 0, ph, "placeholder '%.*s'", STR_ARG(root->nodes[ph].name));
        diag_add_related(c->out, d, g->src, o->span, "the output spec");
    }
}
