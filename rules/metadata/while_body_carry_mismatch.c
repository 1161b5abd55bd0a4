/*
 * FX402 while-body-carry-mismatch
 *
 * What it does: compares what a torch.while_loop body_fn returns with the carried inputs it
 * replaces (while_loop and while_loop_stack_output): the number of outputs, then per
 * position the tensor shape, dtype, stride and device, and tensor against int. Int and
 * SymInt carries are never compared by value (a counter 0 may come back as Sym(u0 + 1)).
 * Strides and devices are compared only when the dump prints them ("f32[4, 8][8, 1]cpu").
 * A size made up inside the body (nonzero, x[mask]) is FX303's; a size PyTorch could only
 * compare by symbol values (s0 against 4) is a warning.
 * Why is this bad: the body's outputs become the next iteration's carried inputs, so PyTorch
 * requires them to match exactly (check_meta_consistency without memory format): "Expected
 * carried_inputs and body_output to have same metadata but found: pair[0] differ in ...", or
 * "... to have same number of outputs but got lhs:... and rhs:..." (torch.compile's Dynamo
 * names the pair the other way round: "body_fn_output and carried_inputs").
 * Example:
 *     class GraphModule(torch.nn.Module):
 *         def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[4, 8][8, 1]cpu"):
 *             while_loop_cond_graph_0 = self.while_loop_cond_graph_0
 *             while_loop_body_graph_0 = self.while_loop_body_graph_0
 *             while_loop = torch.ops.higher_order.while_loop(while_loop_cond_graph_0, while_loop_body_graph_0, (arg0_1, arg1_1), ())
 *             getitem: "i64[][]cpu" = while_loop[0]
 *             getitem_1: "f32[4, 8][8, 1]cpu" = while_loop[1]
 *             return (getitem, getitem_1)
 *
 *         class while_loop_cond_graph_0(torch.nn.Module):
 *             def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[4, 8][8, 1]cpu"):
 *                 lt: "b8[][]cpu" = torch.ops.aten.lt.Scalar(arg0_1, 10)
 *                 return lt
 *
 *         class while_loop_body_graph_0(torch.nn.Module):
 *             def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[4, 8][8, 1]cpu"):
 *                 add: "i64[][]cpu" = torch.ops.aten.add.Tensor(arg0_1, 1)
 *                 # File: model.py:9 in body_fn, code: return i + 1, x.sum(0)
 *                 sum_1: "f32[8][1]cpu" = torch.ops.aten.sum.dim_IntList(arg1_1, [0])
 *                 return (add, sum_1)
 * Fix: return values with the carried inputs' shapes and dtypes (`keepdim=True`, `.to(dtype)`,
 * `.contiguous()`), one per carried input; return varying results through an outer tensor.
 */
#include "analysis/assume.h"
#include "analysis/metapair.h"
#include "engine/rule.h"

static void report_count(RuleCtx *c, const HopCall *k, int body, uint32_t nc)
{
    const Module *bm = graph_module(c->g, k->subs[body].module);
    uint32_t nb = k->subs[body].noutputs;
    /* Dynamo compares (body output, carried input); the proxy-mode trace of export and make_fx
     * the other way round */
    const char *pytorch = assume_dynamo_words(c->g, c->facts, c->cfg->capture, c->cfg->target_version)
        ? "\"Expected body_fn_output and carried_inputs to have same number of outputs but got lhs:[...] and "
          "rhs:[...]\""
        : "\"Expected carried_inputs and body_output to have same number of outputs but got lhs:(...) and "
          "rhs:(...)\"";
    Diag *d = rule_report(c, k->subs[body].module, bm->output,
                          "%s body_fn '%.*s' returns %u value%s for %u carried input%s; PyTorch: %s", k->info->api,
                          STR_ARG(bm->attr), nb, nb == 1 ? "" : "s", nc, nc == 1 ? "" : "s", pytorch);
    rule_related(c, d, k->module, k->node, "the %s call with %u carried input%s", k->info->api, nc, nc == 1 ? "" : "s");
}

static void report_pair(RuleCtx *c, const HopCall *k, int body, const HopPair *p, const PairResult *r)
{
    const Module *bm = graph_module(c->g, k->subs[body].module);
    bool dynamo = assume_dynamo_words(c->g, c->facts, c->cfg->capture, c->cfg->target_version);
    /* The pair is (body output, carried input). Dynamo names them that way round; the fake
     * kernel, which export and make_fx reach, the other way. */
    const char *quote = dynamo
        ? metapair_consistency_message(c->scratch, r, p->index, "body_fn_output", "carried_inputs", false)
        : metapair_consistency_message(c->scratch, r, p->index, "carried_inputs", "body_output", true);
    ModuleId m;
    NodeId n;
    if (!metapair_site(c->g, k, p->lhs, &m, &n)) return;
    Diag *d = rule_report_sev(c, metapair_level(r) == 2 ? SEV_ERROR : SEV_WARNING, m, n,
                              "%s body_fn '%.*s' output %u %s %s carried input %u %s%s; PyTorch: \"%s\"",
                              k->info->api, STR_ARG(bm->attr), p->index,
                              metapair_end_desc(c->scratch, c->g, &r->lref, &r->lhs),
                              metapair_match_words(r), p->index, metapair_end_desc(c->scratch, c->g, &r->rref, &r->rhs),
                              metapair_unsure_note(r), quote);
    if (r->rref.node != NONE_ID) rule_related(c, d, r->rref.module, r->rref.node, "the carried input");
    rule_related(c, d, k->module, k->node, "the %s call", k->info->api);
}

void rule_while_body_carry_mismatch(RuleCtx *c)
{
    uint32_t ncalls = 0;
    const HopCall *calls = hop_calls(c->facts, &ncalls);
    for (uint32_t i = 0; i < ncalls; i++) {
        const HopCall *k = &calls[i];
        if (k->kind != HOP_WHILE_LOOP && k->kind != HOP_WHILE_LOOP_STACK_OUTPUT) continue;
        int body = metapair_readable_sub(c->g, k, HSUB_BODY_FN);
        if (body < 0) continue;
        uint32_t nc = metapair_count_operands(k, HG_CARRIED);
        if (k->subs[body].noutputs != nc) {
            report_count(c, k, body, nc);
            continue;
        }
        for (uint32_t j = 0; j < k->npairs; j++) {
            PairResult r;
            if (metapair_carry_mismatch(c->scratch, c->g, c->facts, k, &k->pairs[j], MC_CONSISTENCY, &r))
                report_pair(c, k, body, &k->pairs[j], &r);
        }
    }
}
