/*
 * FX403 while-cond-not-bool-scalar
 *
 * What it does: checks that a torch.while_loop cond_fn returns a 0-dim bool tensor ("b8[]"), a
 * SymBool or a bool, and not a constant True or other truthy constant, which never ends the
 * loop. A tensor without a printed annotation is not judged.
 * Why is this bad: Dynamo rejects the loop while tracing it ("torch.while_loop: unsupported
 * cond_fn return type": "Expected cond_fn to return a scalar tensor or a bool but got
 * torch.Size([4])."; "torch.while_loop: infinite loop detected"), and the eager kernel
 * raises "cond_fn must return a boolean scalar tensor or a boolean but got ...".
 * Example:
 *     class GraphModule(torch.nn.Module):
 *         def forward(self, arg0_1: "f32[4][1]cpu"):
 *             while_loop_cond_graph_0 = self.while_loop_cond_graph_0
 *             while_loop_body_graph_0 = self.while_loop_body_graph_0
 *             while_loop = torch.ops.higher_order.while_loop(while_loop_cond_graph_0, while_loop_body_graph_0, (arg0_1,), ())
 *             getitem: "f32[4][1]cpu" = while_loop[0]
 *             return (getitem,)
 *
 *         class while_loop_cond_graph_0(torch.nn.Module):
 *             def forward(self, arg0_1: "f32[4][1]cpu"):
 *                 # File: model.py:5 in cond_fn, code: return x < 10
 *                 lt: "b8[4][1]cpu" = torch.ops.aten.lt.Scalar(arg0_1, 10)
 *                 return lt
 *
 *         class while_loop_body_graph_0(torch.nn.Module):
 *             def forward(self, arg0_1: "f32[4][1]cpu"):
 *                 add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(arg0_1, 1)
 *                 return (add,)
 * Fix: reduce the condition to one element (`(x < 10).all()`, `x.sum() < 10`) or compare a
 * 0-dim counter; make sure the condition can become false.
 */
#include "analysis/alias.h"
#include "analysis/metacmp.h"
#include "engine/rule.h"

static void check_cond_fn(RuleCtx *c, const HopCall *k, const HopSub *s)
{
    const Module *cm = graph_module(c->g, s->module);
    if (!cm->printed || cm->output == NONE_ID) return;
    const Value *outs;
    if (module_outputs(cm, &outs) != 1) return;
    const Value *v = &outs[0];
    NodeId at = v->kind == VK_NODE && cm->nodes[v->node].kind != NK_PLACEHOLDER ? v->node : cm->output;
    Diag *d = NULL;
    if (v->kind == VK_BOOL || v->kind == VK_INT || v->kind == VK_FLOAT) {
        bool truthy = v->kind == VK_BOOL ? v->b : v->kind == VK_INT ? v->i != 0 : v->f != 0.0;
        if (!truthy) return;
        const char *text = v->kind == VK_BOOL ? "True" : v->kind == VK_INT ? rule_fmt(c, "%lld", (long long)v->i)
                                                                          : rule_fmt(c, "%g", v->f);
        d = rule_report(c, s->module, at,
                        "%s cond_fn '%.*s' always returns %s, so the loop never ends; PyTorch: \"torch.while_loop: "
                        "infinite loop detected\" (\"Infinite loop detected because while_loop's cond_fn always "
                        "returns the same value %s.\")",
                        k->info->api, STR_ARG(cm->attr), text, text);
    } else if (v->kind == VK_NODE) {
        MetaEnd e = metacmp_end_node(c->scratch, c->g, s->module, v->node);
        if (e.kind != END_TENSOR || !e.meta) return;
        const Meta *m = e.meta;
        bool is_bool = m->dtype == DT_B8 || (m->dtype == DT_UNKNOWN && str_eqz(str_trim(m->dtype_abbr), "b8"));
        if (is_bool && m->rank == 0) return;
        const char *what = !is_bool ? (m->rank ? "a non-bool tensor with dimensions" : "a non-bool tensor")
                                    : "a bool tensor with dimensions";
        d = rule_report(c, s->module, at,
                        "%s cond_fn '%.*s' returns %s ('%.*s': %s); PyTorch: \"torch.while_loop: unsupported cond_fn "
                        "return type\" (\"Expected cond_fn to return a scalar tensor or a bool but got %s.\")",
                        k->info->api, STR_ARG(cm->attr), what, STR_ARG(cm->nodes[v->node].name), e.text,
                        metacmp_size_repr(c->scratch, m));
    }
    if (d) rule_related(c, d, k->module, k->node, "the %s call", k->info->api);
}

void rule_while_cond_not_bool_scalar(RuleCtx *c)
{
    uint32_t ncalls = 0;
    const HopCall *calls = hop_calls(c->facts, &ncalls);
    for (uint32_t i = 0; i < ncalls; i++) {
        const HopCall *k = &calls[i];
        if (k->kind != HOP_WHILE_LOOP && k->kind != HOP_WHILE_LOOP_STACK_OUTPUT) continue;
        for (uint32_t j = 0; j < k->nsubs; j++)
            if (k->subs[j].role == HSUB_COND_FN && k->subs[j].module != NONE_ID) check_cond_fn(c, k, &k->subs[j]);
    }
}
