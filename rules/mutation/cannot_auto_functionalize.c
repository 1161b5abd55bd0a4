/*
 * FX103 cannot-auto-functionalize
 *
 * What it does: finds an `auto_functionalized` or `auto_functionalized_v2` call whose
 * `_mutable_op` PyTorch's `can_auto_functionalize` refuses for a reason the dump shows: a
 * built-in op (namespace aten, prims or prim: `torch.ops.aten.add_.Tensor`), an op named
 * without its overload (an OpOverloadPacket, `torch.ops.mylib.foo`), or, for the first
 * version, a higher-order op. The other conditions (a mutable schema, written arguments typed
 * Tensor or Tensor list, returns that alias nothing) need the custom op's schema, which the
 * dump does not print, so custom ops named with an overload (`torch.ops.mylib.foo.default`)
 * and auto_functionalized_v2 of a higher-order op are not judged.
 * Why is this bad: both HOPs start with `assert can_auto_functionalize(_mutable_op)`, so the
 * graph cannot be run or traced again: the call fails with an AssertionError. Built-in ops
 * are never auto-functionalized because they have functional variants (`add` for `add_`)
 * that functionalization uses instead; such a call was written by hand or by a pass.
 * Example:
 *     def forward(self, arg0_1: "f32[4][1]cpu", arg1_1: "f32[4][1]cpu"):
 *         # File: model.py:9 in forward, code: x.add_(y)
 *         auto_functionalized = torch.ops.higher_order.auto_functionalized(torch.ops.aten.add_.Tensor, self = arg0_1, other = arg1_1)
 *         getitem_1: "f32[4][1]cpu" = auto_functionalized[1]
 *         copy_: "f32[4][1]cpu" = torch.ops.aten.copy_.default(arg0_1, getitem_1)
 *         return (getitem_1,)
 * Fix: call the functional variant of the built-in op (`torch.ops.aten.add.Tensor`) and keep
 * the `copy_` epilogue for a graph input; for a custom op, pass the OpOverload
 * (`torch.ops.mylib.foo.default`), not the packet.
 */
#include <string.h>

#include "analysis/alias.h"
#include "engine/rule.h"

static bool builtin_namespace(Str ns)
{
    return str_eqz(ns, "aten") || str_eqz(ns, "prims") || str_eqz(ns, "prim");
}

void rule_cannot_auto_functionalize(RuleCtx *c)
{
    uint32_t ncalls = 0;
    const HopCall *calls = hop_calls(c->facts, &ncalls);
    for (uint32_t i = 0; i < ncalls; i++) {
        const HopCall *call = &calls[i];
        bool v2 = call->kind == HOP_AUTO_FUNCTIONALIZED_V2;
        if (call->kind != HOP_AUTO_FUNCTIONALIZED && !v2) continue;
        Target t = target_from_op_value(call->op);
        if (t.kind != TK_OP) continue;
        const char *why;
        if (target_is_hop(&t)) {
            if (v2) continue; /* v2 takes HOPs that implement gen_schema: not decidable here */
            why = "a higher-order op; auto_functionalized (the first version) takes only OpOverloads";
        } else if (builtin_namespace(t.ns)) {
            why = rule_fmt(c, "a built-in op (namespace '%.*s'); built-in ops have functional variants that "
                              "functionalization uses instead, and only custom ops are auto-functionalized",
                           STR_ARG(t.ns));
        } else if (!t.overload.len) {
            why = "an OpOverloadPacket (the op without an overload), not an OpOverload";
        } else {
            continue;
        }
        const Node *n = &c->g->modules[call->module].nodes[call->node];
        rule_report(c, call->module, call->node,
                    "'%.*s' auto-functionalizes %.*s%s%.*s%s%.*s, %s; PyTorch: \"assert "
                    "can_auto_functionalize(_mutable_op)\" fails in %s.__call__ (AssertionError)",
                    STR_ARG(n->name), STR_ARG(t.ns), t.ns.len ? "." : "", STR_ARG(t.op), t.overload.len ? "." : "",
                    STR_ARG(t.overload), why, v2 ? "AutoFunctionalizedV2" : "AutoFunctionalized");
    }
}
