/*
 * FX104 hop-op-not-functional
 *
 * What it does: finds an `out_dtype` call whose op writes one of its arguments (an in-place or
 * out= overload such as `aten.add_.Tensor`, `aten.mul.out`): out_dtype runs its op and hands
 * back a new tensor of the requested dtype, so the op must be functional. Ops outside the schema
 * registry are not judged.
 * Why is this bad: OutDtypeOperator checks its op every time it runs or is traced and raises
 * ValueError "out_dtype's first argument needs to be a functional operator"; the graph cannot be
 * compiled, exported or traced as printed.
 * Example:
 *     class GraphModule(torch.nn.Module):
 *         def forward(self, L_x_: "i8[4, 4][4, 1]cpu", L_y_: "i8[4, 4][4, 1]cpu"):
 *             l_x_ = L_x_
 *             l_y_ = L_y_
 *             # File: model.py:8 in forward, code: return out_dtype(torch.ops.aten.mul_.Tensor, torch.int32, x, y)
 *             out_dtype = torch.ops.higher_order.out_dtype(torch.ops.aten.mul_.Tensor, torch.int32, l_x_, l_y_)
 *             return (out_dtype,)
 * Fix: pass the functional overload (`torch.ops.aten.mul.Tensor`) and use its result.
 */
#include "analysis/alias.h"
#include "analysis/hop_ban.h"
#include "engine/rule.h"

void rule_hop_op_not_functional(RuleCtx *c)
{
    uint32_t ncalls = 0;
    const HopCall *calls = hop_calls(c->facts, &ncalls);
    for (uint32_t i = 0; i < ncalls; i++) {
        const HopCall *call = &calls[i];
        if (call->kind != HOP_OUT_DTYPE || !call->op) continue;
        Target t = target_from_op_value(call->op);
        if (t.kind != TK_OP || !str_eqz(t.ns, "aten")) continue;
        const OpSchema *s = ops_lookup(t.op, t.overload);
        if (!s) continue;
        const char *written = NULL;
        for (uint32_t k = 0; k < s->nargs && !written; k++)
            if (op_schema_arg(s, k)->flags & OPA_WRITE) written = op_schema_arg(s, k)->name;
        if (!written) continue;
        ReleaseRuling rr = hop_ban_rule(c->g, c->facts, c->cfg, call, NULL, RC_OP_CONTRACT);
        if (rr.verdict != RV_REJECT) continue;
        const Node *n = &c->g->modules[call->module].nodes[call->node];
        rule_report(c, call->module, call->node,
                    "'%.*s' runs aten.%.*s%s%.*s under out_dtype, which writes its argument '%s'; out_dtype needs a "
                    "functional op; PyTorch: \"out_dtype's first argument needs to be a functional operator\"",
                    STR_ARG(n->name), STR_ARG(t.op), t.overload.len ? "." : "", STR_ARG(t.overload), written);
    }
}
