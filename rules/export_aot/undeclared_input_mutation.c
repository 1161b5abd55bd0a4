/*
 * FX504 undeclared-input-mutation
 *
 * What it does: in an ExportedProgram graph that is functionalized (its signature returns
 * mutated buffers, parameters or user inputs as outputs, or it holds auto_functionalized
 * calls), finds an in-place write to a lifted buffer, parameter or user input, directly, through
 * a view, or inside a subgraph, whose mutation the signature does not declare with a
 * BUFFER_MUTATION / PARAMETER_MUTATION / USER_INPUT_MUTATION output. In the functional form
 * a mutation is never written in place: the new value is computed out of place and returned
 * under that output kind, and `ep.module()` copies it back. The export training IR (the
 * default since PyTorch 2.6) declares no mutation outputs and writes buffers and inputs in
 * place legally (`add_ = torch.ops.aten.add_.Tensor(b_count, 1)`): it is not reported.
 * Why is this bad: the export verifier rejects the in-place op of a functional graph
 * ("operator 'aten.add_.Tensor' is not functional"), and consumers that trust the signature
 * (run_decompositions, AOTInductor, ExecuTorch's mutable-buffer planning) never learn that the
 * buffer changes, so its update is lost or applied out of order.
 * Example:
 *     ExportedProgram:
 *         class GraphModule(torch.nn.Module):
 *             def forward(self, b_steps: "i64[]", b_total: "f32[4]", x: "f32[4]"):
 *                 add_: "i64[]" = torch.ops.aten.add_.Tensor(b_steps, 1)
 *                 add: "f32[4]" = torch.ops.aten.add.Tensor(b_total, x)
 *                 return (add, x)
 *     Graph signature:
 *         # inputs
 *         b_steps: BUFFER target='steps' persistent=True
 *         b_total: BUFFER target='total' persistent=True
 *         x: USER_INPUT
 *
 *         # outputs
 *         add: BUFFER_MUTATION target='total'
 *         x: USER_OUTPUT
 * Fix: write `steps` functionally (`add_1 = torch.ops.aten.add.Tensor(b_steps, 1)`) and return
 * it as a BUFFER_MUTATION output with target 'steps'; after a graph pass, re-run
 * `ep.run_decompositions()` so functionalization rebuilds the signature.
 */
#include "analysis/alias.h"
#include "analysis/functional.h"
#include "engine/rule.h"

/* Whether an earlier site already reported this (node, input) pair. */
static bool seen_before(const MutationSite *s, uint32_t i)
{
    const MutationSite *o = mutation_origin(&s[i]);
    for (uint32_t j = 0; j < i; j++) {
        const MutationSite *p = mutation_origin(&s[j]);
        if (p->module == o->module && p->node == o->node && s[j].root.node == s[i].root.node) return true;
    }
    return false;
}

void rule_undeclared_input_mutation(RuleCtx *c)
{
    const Graph *g = c->g;
    if (g->stage != STAGE_EXPORT || !g->sig || !g->nmodules) return;
    const char *why = functional_export_evidence(g, c->cfg, c->scratch);
    if (!why) return; /* training IR: in-place writes to inputs are how it mutates */
    const Module *root = &g->modules[0];
    uint32_t n = 0;
    const MutationSite *sites = mutation_sites(c->facts, 0, &n);
    for (uint32_t i = 0; i < n; i++) {
        const SigSpec *in = functional_undeclared_write(g, &sites[i]);
        if (!in || seen_before(sites, i)) continue;
        const MutationSite *o = mutation_origin(&sites[i]);
        const Node *w = &g->modules[o->module].nodes[o->node];
        OpMutability mut = functional_op_mutability(g, o->module, w);
        if (mut == OPMUT_NONE) continue; /* batch_norm's running stats: the schema writes nothing */
        const Node *ph = &root->nodes[sites[i].root.node];
        bool unsure = mut == OPMUT_GUESSED || sites[i].strength == ALIAS_MAY;
        const char *op = target_format(c->scratch, &w->target);
        const char *via = "";
        if (o != &sites[i])
            via = rule_fmt(c, " inside subgraph '%.*s' (through '%.*s')", STR_ARG(g->modules[o->module].attr),
                           STR_ARG(root->nodes[sites[i].node].name));
        else if (sites[i].target != sites[i].root.node && sites[i].target != NONE_ID)
            via = rule_fmt(c, " through view '%.*s'", STR_ARG(root->nodes[sites[i].target].name));
        OutputKind want = functional_mutation_kind((InputKind)in->kind);
        Str key = in->kind == IK_USER_INPUT ? in->name : in->target;
        Diag *d = rule_report_sev(c, unsure ? SEV_WARNING : SEV_ERROR, o->module, o->node,
                                  "%s '%.*s'%s %s in place by '%.*s' (%s)%s, but the graph signature declares no "
                                  "%s output for '%.*s'; the graph is in the functional ATen dialect (%s), where a "
                                  "mutation is returned as that output, not written in place; PyTorch: \"operator "
                                  "'%s' is not functional\"",
                                  functional_input_words((InputKind)in->kind), STR_ARG(ph->name),
                                  in->target.len ? rule_fmt(c, " (target '%.*s')", STR_ARG(in->target)) : "",
                                  unsure ? "may be written" : "is written", STR_ARG(w->name), op, via,
                                  functional_output_kind_name(want), STR_ARG(key), why, op);
        rule_related(c, d, 0, sites[i].root.node, "%s '%.*s'", functional_input_words((InputKind)in->kind),
                     STR_ARG(ph->name));
        diag_add_related(c->out, d, g->src, in->span, "its input spec");
    }
}
