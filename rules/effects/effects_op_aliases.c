/*
 * FX603 effects-op-aliases
 *
 * What it does: finds a `with_effects` call whose wrapped op has an alias annotation in its
 * schema: an argument it writes or returns a view of (`Tensor(a!) self` of `add_.Tensor`,
 * `Tensor(a) self` of `view.default`) or a return that aliases one (`-> Tensor(a)`,
 * `-> Tensor(a)[]`). The schema comes from PyTorch's registry (native_functions.yaml), so ATen
 * ops are judged; custom ops and higher-order ops, whose schemas the dump does not show, are
 * not.
 * Why is this bad: with_effects threads a token through an effectful call and returns
 * `(new_token, *results)` as fresh values; an op that mutates or aliases its inputs cannot be
 * ordered that way, and PyTorch asserts "Ops with aliasing is not supported" when the call is
 * made (PyTorch never wraps such an op itself: `has_effects` is false for any op with alias
 * annotations). The graph was edited by hand or by a pass, or an effect was registered for an
 * aliasing op.
 * Example:
 *     def forward(self, arg0_1: "f32[0][1]cpu", arg1_1: "f32[2, 3][3, 1]cpu"):
 *         # File: model.py:6 in forward, code: log_view(x)
 *         with_effects = torch.ops.higher_order.with_effects(arg0_1, torch.ops.aten.view.default, arg1_1, [6])
 *         getitem: "f32[0][1]cpu" = with_effects[0]
 *         getitem_1: "f32[6][1]cpu" = with_effects[1]
 *         return (getitem, getitem_1)
 * Fix: make the effectful op functional (return new tensors instead of views or in-place
 * writes: register it with a schema without alias annotations) and apply the view or the
 * write outside with_effects.
 */
#include <string.h>

#include "analysis/alias.h"
#include "knowledge/ops.h"
#include "engine/rule.h"

/* Describes the first alias annotation of schema s ("argument 'self' is Tensor(a!)"), or
 * NULL when it has none. */
static const char *first_alias(RuleCtx *c, const OpSchema *s)
{
    for (uint32_t i = 0; i < s->nargs; i++) {
        const OpArg *a = op_schema_arg(s, i);
        if (!a->alias) continue;
        bool list = a->type == OPT_TENSOR_LIST || a->type == OPT_TENSOR_OPT_LIST;
        return rule_fmt(c, "argument '%s' is annotated Tensor(%c%s%s)%s (the op %s it)", a->name ? a->name : "?",
                        a->alias, a->flags & OPA_WILDCARD ? " -> *" : "", a->flags & OPA_WRITE ? "!" : "",
                        list ? "[]" : "", a->flags & OPA_WRITE ? "writes" : "returns a view of");
    }
    for (uint32_t i = 0; i < s->nrets; i++) {
        const OpArg *r = op_schema_ret(s, i);
        if (!r->alias) continue;
        bool list = r->type == OPT_TENSOR_LIST || r->type == OPT_TENSOR_OPT_LIST;
        return rule_fmt(c, "return %u is annotated Tensor(%c%s)%s (it aliases an input)", i, r->alias,
                        r->flags & OPA_WRITE ? "!" : "", list ? "[]" : "");
    }
    return NULL;
}

void rule_effects_op_aliases(RuleCtx *c)
{
    uint32_t ncalls = 0;
    const HopCall *calls = hop_calls(c->facts, &ncalls);
    for (uint32_t i = 0; i < ncalls; i++) {
        const HopCall *call = &calls[i];
        if (call->kind != HOP_WITH_EFFECTS) continue;
        Target t = target_from_op_value(call->op);
        if (t.kind != TK_OP || !str_eqz(t.ns, "aten") || !t.overload.len) continue;
        const OpSchema *s = ops_lookup(t.op, t.overload);
        const char *why = s ? first_alias(c, s) : NULL;
        if (!why) continue;
        const Node *n = &c->g->modules[call->module].nodes[call->node];
        rule_report(c, call->module, call->node,
                    "'%.*s' wraps aten.%.*s.%.*s in with_effects, but the op's schema has an alias annotation: %s; "
                    "with_effects orders only ops that return fresh values; PyTorch: \"Ops with aliasing is not "
                    "supported\"",
                    STR_ARG(n->name), STR_ARG(t.op), STR_ARG(t.overload), why);
    }
}
