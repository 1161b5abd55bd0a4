/*
 * FX407 map-leading-dims-mismatch
 *
 * What it does: checks that the xs a torch map (map_impl) iterates over are tensors with one
 * shared, non-zero leading size (a 0-dim xs has none). Sizes are
 * read from the printed annotations of the xs at the call; a leading size that only symbol
 * values could settle (s0 against 4, s0 against s1) is a warning.
 * Why is this bad: map runs the body once per leading index of every xs together, so PyTorch
 * rejects xs that disagree ("Leading dimensions of mapped xs must be consistent. Got shapes
 * [torch.Size([3, 4]), torch.Size([4, 4])].", "Leading dimensions of mapped xs cannot be 0.",
 * Dynamo: "torch.map: improper inputs" for 0-dim or empty xs).
 * Example:
 *     class GraphModule(torch.nn.Module):
 *         def forward(self, arg0_1: "f32[3, 4]", arg1_1: "f32[4, 4]"):
 *             # File: model.py:20 in forward, code: return map(f, (x, y))
 *             body_graph_0 = self.body_graph_0
 *             map_impl = torch.ops.higher_order.map_impl(body_graph_0, [arg0_1, arg1_1], [])
 *             getitem: "f32[3, 4]" = map_impl[0]
 *             return (getitem,)
 *
 *         class body_graph_0(torch.nn.Module):
 *             def forward(self, arg0_1: "f32[4]", arg1_1: "f32[4]"):
 *                 add: "f32[4]" = torch.ops.aten.add.Tensor(arg0_1, arg1_1)
 *                 return [add]
 * Fix: map over tensors of the same length (slice or pad them first); pass values that are not
 * iterated over through the extra arguments instead of xs.
 */
#include "analysis/assume.h"
#include "analysis/metapair.h"
#include "engine/rule.h"
#include "model/symdim.h"

static const char *shapes_repr(RuleCtx *c, const HopCall *k)
{
    const char *out = "[";
    bool first = true;
    for (uint32_t i = 0; i < k->noperands; i++) {
        if (k->operands[i].group != HG_XS) continue;
        MetaEnd e = metacmp_end(c->scratch, c->g, k->module, k->operands[i].value);
        const char *r = e.kind == END_TENSOR && e.meta ? metacmp_size_repr(c->scratch, e.meta) : e.text;
        out = rule_fmt(c, "%s%s%s", out, first ? "" : ", ", *r ? r : "?");
        first = false;
    }
    return rule_fmt(c, "%s]", out);
}

static Diag *report_at(RuleCtx *c, Severity sev, const HopCall *k, const Value *v, const char *message)
{
    Diag *d = rule_report_sev(c, sev, k->module, k->node, "%s", message);
    NodeId n = value_node(v);
    if (n != NONE_ID) rule_related(c, d, k->module, n, "this xs");
    return d;
}

static void check_map(RuleCtx *c, const HopCall *k)
{
    bool dynamo = assume_dynamo_words(c->g, c->facts, c->cfg->capture, c->cfg->target_version);
    const Dim *lead = NULL;
    const char *lead_name = NULL;
    for (uint32_t i = 0; i < k->noperands; i++) {
        const HopOperand *op = &k->operands[i];
        if (op->group != HG_XS) continue;
        MetaEnd e = metacmp_end(c->scratch, c->g, k->module, op->value);
        NodeId n = value_node(op->value);
        HopEndRef ref = {k->module, n, op->value};
        const char *name = n != NONE_ID ? metapair_end_name(c->scratch, c->g, &ref) : e.text;
        if (e.kind == END_INT || e.kind == END_NONE || e.kind == END_OTHER) {
            report_at(c, SEV_ERROR, k, op->value,
                      rule_fmt(c, "torch map xs %s is not a tensor; PyTorch: \"Mapped xs can only consist of "
                                  "tensors. Got xs [...].\"", name));
            return;
        }
        if (e.kind != END_TENSOR || !e.meta) continue;
        const Meta *m = e.meta;
        if (m->rank == 0 || (m->sizes[0].is_const && m->sizes[0].value == 0)) {
            const char *what = m->rank == 0 ? "is 0-dim: it has no leading dimension to map over"
                                            : "has leading size 0";
            const char *quote = dynamo || m->rank == 0
                ? "\"torch.map: improper inputs\" (\"torch.map doesn't support scalar or non-zero sized tensors "
                  "during tracing.\")"
                : "\"Leading dimensions of mapped xs cannot be 0.\"";
            report_at(c, SEV_ERROR, k, op->value,
                      rule_fmt(c, "torch map xs '%s' (%s) %s; PyTorch: %s", name, e.text, what, quote));
            return;
        }
        if (!lead) {
            lead = &m->sizes[0];
            lead_name = name;
            continue;
        }
        DimOrder o = dim_order(lead, &m->sizes[0]);
        if (o == ORD_EQ) continue;
        bool sure = o != ORD_UNKNOWN;
        report_at(c, sure ? SEV_ERROR : SEV_WARNING, k, op->value,
                  rule_fmt(c, "torch map xs '%s' has leading size %.*s but xs '%s' has %.*s%s; PyTorch: \"Leading "
                              "dimensions of mapped xs must be consistent. Got shapes %s.\"",
                           name, STR_ARG(str_trim(m->sizes[0].text)), lead_name, STR_ARG(str_trim(lead->text)),
                           sure ? "" : " (they may differ: the sizes depend on symbol values the dump does not fix)",
                           shapes_repr(c, k)));
        return;
    }
}

void rule_map_leading_dims_mismatch(RuleCtx *c)
{
    uint32_t ncalls = 0;
    const HopCall *calls = hop_calls(c->facts, &ncalls);
    for (uint32_t i = 0; i < ncalls; i++)
        if (calls[i].kind == HOP_MAP_IMPL) check_map(c, &calls[i]);
}
