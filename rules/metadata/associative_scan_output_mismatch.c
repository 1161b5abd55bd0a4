/*
 * FX405 associative-scan-output-mismatch
 *
 * What it does: checks that a torch associative_scan combine_fn returns one output per xs
 * leaf, each with the shape, dtype, stride and device of that leaf's slice (the combine_fn's
 * lhs placeholder). Strides and devices are compared only when the dump prints them. A size
 * made up inside combine_fn is FX303's; a size PyTorch could only compare by symbol values is
 * a warning.
 * Why is this bad: the combine_fn's results are combined again with further slices, so
 * PyTorch requires them to look exactly like the slices ("expected combine_fn to return 2
 * results but got 1"; "Expected initial_xs and combine_fn_output to have same metadata but
 * found: pair[0] differ in ..."): casting to another dtype, moving to another device or
 * changing the memory format all fail.
 * Example:
 *     class GraphModule(torch.nn.Module):
 *         def forward(self, arg0_1: "i64[10, 4][4, 1]cpu"):
 *             associative_scan_combine_graph_0 = self.associative_scan_combine_graph_0
 *             associative_scan = torch.ops.higher_order.associative_scan(associative_scan_combine_graph_0, [arg0_1], ())
 *             getitem: "i64[10, 4][4, 1]cpu" = associative_scan[0]
 *             return (getitem,)
 *
 *         class associative_scan_combine_graph_0(torch.nn.Module):
 *             def forward(self, arg0_1: "i64[4][1]cpu", arg1_1: "i64[4][1]cpu"):
 *                 # File: model.py:5 in combine, code: return x + y * 0.5
 *                 mul: "f32[4][1]cpu" = torch.ops.aten.mul.Tensor(arg1_1, 0.5)
 *                 add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(arg0_1, mul)
 *                 return (add,)
 * Fix: keep the combine_fn dtype-, device- and layout-preserving (cast after the scan instead
 * of inside it) and return exactly one value per xs leaf.
 */
#include "analysis/assume.h"
#include "analysis/metapair.h"
#include "engine/rule.h"

static void report_pair(RuleCtx *c, const HopCall *k, int s, const HopPair *p, const PairResult *r)
{
    const Module *sm = graph_module(c->g, k->subs[s].module);
    ModuleId m;
    NodeId n;
    if (!metapair_site(c->g, k, p->rhs, &m, &n)) return;
    Diag *d = rule_report_sev(c, metapair_level(r) == 2 ? SEV_ERROR : SEV_WARNING, m, n,
                              "torch associative_scan combine_fn '%.*s' output %u %s %s the xs slice it combines, "
                              "%s%s; PyTorch: \"%s\"",
                              STR_ARG(sm->attr), p->index, metapair_end_desc(c->scratch, c->g, &r->rref, &r->rhs),
                              metapair_match_words(r), metapair_end_desc(c->scratch, c->g, &r->lref, &r->lhs),
                              metapair_unsure_note(r),
                              assume_dynamo_words(c->g, c->facts, c->cfg->capture, c->cfg->target_version)
                                  ? metapair_consistency_message(c->scratch, r, p->index, "initial_xs",
                                                                 "combine_fn_output", false)
                                  : metapair_consistency_message(c->scratch, r, p->index, "init", "carry", false));
    if (r->lref.node != NONE_ID) rule_related(c, d, r->lref.module, r->lref.node, "the xs slice");
    rule_related(c, d, k->module, k->node, "the associative_scan call");
}

void rule_associative_scan_output_mismatch(RuleCtx *c)
{
    uint32_t ncalls = 0;
    const HopCall *calls = hop_calls(c->facts, &ncalls);
    for (uint32_t i = 0; i < ncalls; i++) {
        const HopCall *k = &calls[i];
        if (k->kind != HOP_ASSOCIATIVE_SCAN) continue;
        int s = metapair_readable_sub(c->g, k, HSUB_COMBINE_FN);
        if (s < 0) continue;
        uint32_t nx = metapair_count_operands(k, HG_XS), nout = k->subs[s].noutputs;
        if (nout != nx) {
            const Module *sm = graph_module(c->g, k->subs[s].module);
            const char *pytorch = assume_dynamo_words(c->g, c->facts, c->cfg->capture, c->cfg->target_version)
                ? "\"torch.associative_scan: combine_fn improper number of leaves\" (\"combine_fn needs to produce one "
                  "pytree for the output but combine_fn produces the pytree ...\")"
                : rule_fmt(c, "\"expected combine_fn to return %u results but got %u\"", nx, nout);
            Diag *d = rule_report(c, k->subs[s].module, sm->output,
                                  "torch associative_scan combine_fn '%.*s' returns %u value%s for %u xs %s; "
                                  "PyTorch: %s",
                                  STR_ARG(sm->attr), nout, nout == 1 ? "" : "s", nx, nx == 1 ? "leaf" : "leaves",
                                  pytorch);
            rule_related(c, d, k->module, k->node, "the associative_scan call");
            continue;
        }
        for (uint32_t j = 0; j < k->npairs; j++) {
            PairResult r;
            if (metapair_carry_mismatch(c->scratch, c->g, c->facts, k, &k->pairs[j], MC_CONSISTENCY, &r))
                report_pair(c, k, s, &k->pairs[j], &r);
        }
    }
}
