/*
 * FX406 cond-predicate-not-scalar-bool
 *
 * What it does: checks that a torch.cond predicate holds exactly one element. A tensor
 * predicate must look like "b8[]" or "b8[1]"; a size printed as a backed symbol (s0, at least 2)
 * or a zero makes it hold more or fewer, an unbacked size (u0) makes it uncertain (warning). A
 * SymBool or Python bool predicate is fine; a tuple or list is not a predicate at all. The
 * predicate's dtype is not checked: PyTorch documents bool but accepts any one-element tensor.
 * Why is this bad: torch.cond picks a branch from the predicate's single value; PyTorch
 * rejects anything else ("Expected pred to be bool or single-element tensor, but got ...";
 * Dynamo: "torch.cond: improper predicate", "Expected `pred` to be a bool or a boolean tensor
 * with a single item ..."), and a compiled graph fails when it runs ("Boolean value of Tensor
 * with more than one value is ambiguous").
 * Example:
 *     class GraphModule(torch.nn.Module):
 *         def forward(self, arg0_1: "f32[4][1]cpu"):
 *             # File: model.py:20 in forward, code: return torch.cond(x > 0, true_fn, false_fn, (x,))
 *             gt: "b8[4][1]cpu" = torch.ops.aten.gt.Scalar(arg0_1, 0)
 *             true_graph_0 = self.true_graph_0
 *             false_graph_0 = self.false_graph_0
 *             cond = torch.ops.higher_order.cond(gt, true_graph_0, false_graph_0, (arg0_1,))
 *             getitem: "f32[4][1]cpu" = cond[0]
 *             return (getitem,)
 *
 *         class true_graph_0(torch.nn.Module):
 *             def forward(self, arg0_1: "f32[4][1]cpu"):
 *                 sin: "f32[4][1]cpu" = torch.ops.aten.sin.default(arg0_1)
 *                 return (sin,)
 *
 *         class false_graph_0(torch.nn.Module):
 *             def forward(self, arg0_1: "f32[4][1]cpu"):
 *                 cos: "f32[4][1]cpu" = torch.ops.aten.cos.default(arg0_1)
 *                 return (cos,)
 * Fix: reduce the predicate to one element (`(x > 0).any()`, `x.sum() > 0`) or use a shape
 * condition (`x.shape[0] > 4`).
 */
#include "analysis/assume.h"
#include "analysis/metapair.h"
#include "engine/rule.h"
#include "model/symdim.h"

/* Whether the predicate holds exactly one element: returns 1 yes, 0 surely not (with *why
 * saying how), -1 when a data-dependent or unreadable size decides (also in *why). */
static int single_element(RuleCtx *c, const Meta *m, const char **why)
{
    int verdict = 1;
    for (uint8_t i = 0; i < m->rank; i++) {
        const Dim *d = &m->sizes[i];
        Str t = str_trim(d->text);
        if (d->is_const) {
            if (d->value == 1) continue;
            *why = d->value == 0 ? rule_fmt(c, "it is empty (size 0)")
                                 : rule_fmt(c, "it holds several values (size %.*s)", STR_ARG(t));
            return 0;
        }
        Mono mo;
        /* a backed size is at least 2 (sizes 0 and 1 are specialised), so numel is too */
        if (mono_parse(d->text, &mo) && mo.coef >= 1 && d->syms && !(d->syms & ~SYM_BACKED)) {
            *why = rule_fmt(c, "it holds several values (size %.*s: a dynamic size is at least 2)", STR_ARG(t));
            return 0;
        }
        *why = rule_fmt(c, "it may hold several values or none (size %.*s depends on the data)", STR_ARG(t));
        verdict = -1;
    }
    return verdict;
}

static void check_pred(RuleCtx *c, const HopCall *k, const Value *v)
{
    bool dynamo = assume_dynamo_words(c->g, c->facts, c->cfg->capture, c->cfg->target_version);
    if (v->kind == VK_TUPLE || v->kind == VK_LIST || v->kind == VK_DICT) {
        rule_report(c, k->module, k->node,
                    "torch.cond predicate is a %s, not a bool or a one-element tensor; PyTorch: %s",
                    v->kind == VK_DICT ? "dict" : v->kind == VK_LIST ? "list" : "tuple",
                    dynamo ? "\"torch.cond: improper predicate\" (\"Expected `pred` to be a bool or a boolean tensor "
                             "with a single item but got ...\")"
                           : "\"Expected pred to be bool or tensor, but got ....\"");
        return;
    }
    NodeId pn = value_node(v);
    if (pn == NONE_ID) return;
    MetaEnd e = metacmp_end_node(c->scratch, c->g, k->module, pn);
    if (e.kind != END_TENSOR || !e.meta) return;
    const char *why = "";
    int single = single_element(c, e.meta, &why);
    if (single == 1) return;
    HopEndRef ref = {k->module, pn, v};
    /* torch.compile runs the call and fails on the tensor's truth value; export and make_fx
     * validate the predicate first */
    Diag *d = rule_report_sev(
        c, single == 0 ? SEV_ERROR : SEV_WARNING, k->module, k->node, "torch.cond predicate '%s' (%s) %s: %s; PyTorch: %s",
        metapair_end_name(c->scratch, c->g, &ref), e.text, single == 0 ? "is not a one-element tensor" : "may not be a one-element tensor", why,
        dynamo ? "\"Boolean value of Tensor with more than one value is ambiguous\""
               : "\"Expected pred to be bool or single-element tensor, but got ....\"");
    rule_related(c, d, k->module, pn, "the predicate");
}

void rule_cond_predicate_not_scalar_bool(RuleCtx *c)
{
    uint32_t ncalls = 0;
    const HopCall *calls = hop_calls(c->facts, &ncalls);
    for (uint32_t i = 0; i < ncalls; i++) {
        const HopCall *k = &calls[i];
        if (k->kind != HOP_COND) continue;
        const Value *pred = node_arg(&c->g->modules[k->module].nodes[k->node], 0, "pred");
        if (pred) check_pred(c, k, pred);
    }
}
