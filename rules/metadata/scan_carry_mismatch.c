/*
 * FX404 scan-carry-mismatch
 *
 * What it does: compares the carries a torch scan combine_fn returns (its first len(init)
 * outputs) with the init values they replace: shape, dtype, stride and device, tensor against
 * int, and that there are enough outputs: as many carries as init values, and a ys output for
 * every result past them that the call's users read (`scan[1]`). The ys outputs are otherwise
 * free. Strides and
 * devices are compared only when the dump prints them; int carries are never compared by
 * value. A size made up inside combine_fn is FX303's; a size PyTorch could only compare by
 * symbol values is a warning.
 * Why is this bad: the carry is fed back as the next step's init, so PyTorch requires it to
 * match exactly ("Expected init and carry to have same metadata but found: pair[0] differ in
 * ..."; before 2025 "The shape of the new_carry ..." / "The dtype of the new_carry ...").
 * Example:
 *     class GraphModule(torch.nn.Module):
 *         def forward(self, arg0_1: "f32[4][1]cpu", arg1_1: "f32[5, 4][4, 1]cpu"):
 *             scan_combine_graph_0 = self.scan_combine_graph_0
 *             scan = torch.ops.higher_order.scan(scan_combine_graph_0, [arg0_1], [arg1_1], [])
 *             getitem: "f32[4][1]cpu" = scan[0]
 *             getitem_1: "f32[5, 4][4, 1]cpu" = scan[1]
 *             return (getitem, getitem_1)
 *
 *         class scan_combine_graph_0(torch.nn.Module):
 *             def forward(self, arg0_1: "f32[4][1]cpu", arg1_1: "f32[4][1]cpu"):
 *                 add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(arg0_1, arg1_1)
 *                 # File: model.py:8 in combine, code: return (carry + x).double(), carry + x
 *                 _to_copy: "f64[4][1]cpu" = torch.ops.aten._to_copy.default(add, dtype = torch.float64)
 *                 clone: "f32[4][1]cpu" = torch.ops.aten.clone.default(add)
 *                 return (_to_copy, clone)
 * Fix: keep each carry's shape and dtype (cast back with `.to(init.dtype)`, avoid broadcasting
 * the carry against the xs slice), or return the changing value as a ys output instead.
 */
#include "analysis/hop_ban.h"
#include "analysis/metapair.h"
#include "engine/rule.h"

/* The highest result index a getitem of the call reads (scan[k]), or -1 when none is read. */
static int64_t highest_read(RuleCtx *c, const HopCall *k, NodeId *at)
{
    const Module *mod = graph_module(c->g, k->module);
    const Node *call = module_node(mod, k->node);
    int64_t top = -1;
    for (uint32_t u = 0; u < call->nusers; u++) {
        const Node *use = module_node(mod, call->users[u]);
        if (use->kind != NK_CALL_FUNCTION || use->target.kind != TK_OPERATOR || !str_eqz(use->target.op, "getitem") ||
            use->nargs < 2 || value_node(&use->args[0]) != k->node || use->args[1].kind != VK_INT)
            continue;
        if (use->args[1].i > top) top = use->args[1].i, *at = call->users[u];
    }
    return top;
}

static void report_pair(RuleCtx *c, const HopCall *k, int s, const HopPair *p, const PairResult *r)
{
    const Module *sm = graph_module(c->g, k->subs[s].module);
    ModuleId m;
    NodeId n;
    if (!metapair_site(c->g, k, p->rhs, &m, &n)) return;
    Diag *d = rule_report_sev(c, metapair_level(r) == 2 ? SEV_ERROR : SEV_WARNING, m, n,
                              "torch scan combine_fn '%.*s' carry %u %s %s init %u %s%s; PyTorch: \"%s\"",
                              STR_ARG(sm->attr), p->index, metapair_end_desc(c->scratch, c->g, &r->rref, &r->rhs),
                              metapair_match_words(r), p->index, metapair_end_desc(c->scratch, c->g, &r->lref, &r->lhs),
                              metapair_unsure_note(r),
                              metapair_consistency_message(c->scratch, r, p->index, "init", "carry", false));
    if (r->lref.node != NONE_ID) rule_related(c, d, r->lref.module, r->lref.node, "the init value");
    rule_related(c, d, k->module, k->node, "the scan call");
}

void rule_scan_carry_mismatch(RuleCtx *c)
{
    uint32_t ncalls = 0;
    const HopCall *calls = hop_calls(c->facts, &ncalls);
    for (uint32_t i = 0; i < ncalls; i++) {
        const HopCall *k = &calls[i];
        if (k->kind != HOP_SCAN) continue;
        int s = metapair_readable_sub(c->g, k, HSUB_COMBINE_FN);
        if (s < 0) continue;
        uint32_t ni = metapair_count_operands(k, HG_INIT), nout = k->subs[s].noutputs;
        if (nout < ni) {
            const Module *sm = graph_module(c->g, k->subs[s].module);
            Diag *d = rule_report(c, k->subs[s].module, sm->output,
                                  "torch scan combine_fn '%.*s' returns %u value%s but there are %u init values to "
                                  "carry; PyTorch: \"Expected init and carry to have same number of outputs but got "
                                  "lhs:[...] and rhs:[...]\"",
                                  STR_ARG(sm->attr), nout, nout == 1 ? "" : "s", ni);
            rule_related(c, d, k->module, k->node, "the scan call");
            continue;
        }
        NodeId at = NONE_ID;
        int64_t top = highest_read(c, k, &at);
        ReleaseRuling rr = hop_ban_rule(c->g, c->facts, c->cfg, k, NULL, RC_RESULT_COUNT);
        if (top >= (int64_t)nout && rr.verdict == RV_REJECT) {
            const Module *sm = graph_module(c->g, k->subs[s].module);
            Diag *d = rule_report(c, k->subs[s].module, sm->output,
                                  "torch scan combine_fn '%.*s' returns %u value%s, but the call's result %lld is "
                                  "read; PyTorch: %s",
                                  STR_ARG(sm->attr), nout, nout == 1 ? "" : "s", (long long)top,
                                  release_quote(c->scratch, &rr, c->cfg->target_version, k->kind, ""));
            rule_related(c, d, k->module, at, "result %lld read here", (long long)top);
            continue;
        }
        for (uint32_t j = 0; j < k->npairs; j++) {
            PairResult r;
            if (metapair_carry_mismatch(c->scratch, c->g, c->facts, k, &k->pairs[j], MC_CONSISTENCY, &r))
                report_pair(c, k, s, &k->pairs[j], &r);
        }
    }
}
