/*
 * FX411 scan-xs-invalid
 *
 * What it does: checks the init and xs a scan or associative_scan is called with, as their
 * frontends and Dynamo do: scan needs at least one init leaf and every init leaf a tensor;
 * associative_scan needs at least one xs leaf; every xs leaf must be a tensor with more
 * dimensions than the scan dimension (0 in the newest HOP, where the frontend has moved it;
 * the printed `dim` of older scan and associative_scan calls otherwise) and a scan dimension
 * that is not 0 (scan runs over zero steps since 2.14, measured on 2.14.1; associative_scan
 * still refuses). Sizes are read from the printed annotations; a symbolic size is never taken
 * for 0. An int init whose carry is a tensor is left to FX404 (a type mismatch there), and
 * map's xs are FX407's.
 * Why is this bad: PyTorch raises before tracing the body ("scan() operator requires init
 * leaves.", "All init leaves must be a Tensor but got 1.0", "All xs leaves must at least have
 * 'dim' number of dimensions and scan dimension > 0", "xs leaves must be a Tensor", "Expected at
 * least 1 xs leaf"; Dynamo: "torch.scan: zero-sized tensor", "torch.associative_scan:
 * zero-sized tensor"), so the graph cannot be traced again as printed.
 * Example:
 *     class GraphModule(torch.nn.Module):
 *         def forward(self, arg0_1: "f32[4][1]cpu", arg1_1: "f32[][]cpu"):
 *             # File: model.py:20 in forward, code: carry, ys = scan(combine, init, xs)
 *             scan_combine_graph_0 = self.scan_combine_graph_0
 *             scan = torch.ops.higher_order.scan(scan_combine_graph_0, [arg0_1], [arg1_1], [])
 *             getitem: "f32[4][1]cpu" = scan[0]
 *             getitem_1: "f32[4][1]cpu" = scan[1]
 *             return (getitem, getitem_1)
 *
 *         class scan_combine_graph_0(torch.nn.Module):
 *             def forward(self, arg0_1: "f32[4][1]cpu", arg1_1: "f32[4][1]cpu"):
 *                 add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(arg0_1, arg1_1)
 *                 clone: "f32[4][1]cpu" = torch.ops.aten.clone.default(add)
 *                 return (add, clone)
 * Fix: pass tensors (wrap numbers with `torch.tensor`) with a scan dimension, give scan an
 * init, and skip the scan when the scanned dimension is empty (before 2.14).
 */
#include "analysis/alias.h"
#include "analysis/hop_ban.h"
#include "analysis/metapair.h"
#include "model/pytype.h"
#include "engine/rule.h"

static const char DIMS_QUOTE[] =
    "\"All xs leaves must at least have 'dim' number of dimensions and scan dimension > 0\"";

/* The value as PyTorch's f-string prints it: the literal, or a symbol's expression. */
static const char *got_repr(RuleCtx *c, const HopCall *k, const Value *v)
{
    NodeId n = value_node(v);
    if (n == NONE_ID) {
        Str text = v->span.end > v->span.start ? source_slice(c->g->src, v->span) : (Str){0};
        return text.len ? rule_fmt(c, "%.*s", STR_ARG(text)) : "...";
    }
    const Node *node = &graph_module(c->g, k->module)->nodes[n];
    return node->meta->kind == META_SYM ? rule_fmt(c, "%.*s", STR_ARG(node->meta->sym)) : "...";
}

static const char *hop_words(const HopCall *k) { return k->kind == HOP_SCAN ? "torch.scan" : "torch.associative_scan"; }

static void report_at(RuleCtx *c, const HopCall *k, const Value *v, const char *message)
{
    Diag *d = rule_report(c, k->module, k->node, "%s", message);
    NodeId n = value_node(v);
    if (n != NONE_ID) rule_related(c, d, k->module, n, "defined here");
}

/* The scan dimension of the printed call: 0, or the `dim` argument of the older forms. */
static int64_t scan_dim(const HopCall *k, const Node *n)
{
    const Value *d = NULL;
    if (k->kind == HOP_SCAN && k->form == HFORM_SCAN_6) d = node_arg(n, 3, NULL);
    if (k->kind == HOP_ASSOCIATIVE_SCAN && k->form == HFORM_ASSOC_OLD) d = node_arg(n, 2, NULL);
    return d && d->kind == VK_INT ? d->i : 0;
}

static void check_xs_leaf(RuleCtx *c, const HopCall *k, const HopOperand *op, int64_t dim, bool dynamo)
{
    const char *api = hop_words(k);
    PyType t = pytype_of_value(c->g, k->module, op->value);
    if (t == PT_UNKNOWN) return;
    const char *what = pytype_describe(c->scratch, c->g, k->module, op->value);
    if (t != PT_TENSOR) {
        const char *quote = k->kind == HOP_SCAN
            ? rule_fmt(c, "\"All xs leaves must be a Tensor but got %s\"", got_repr(c, k, op->value))
            : "\"xs leaves must be a Tensor\"";
        report_at(c, k, op->value,
                  rule_fmt(c, "%s xs[%u], %s, is %s, not a tensor; PyTorch: %s", api, op->index, what, pytype_phrase(t),
                           quote));
        return;
    }
    NodeId n = value_node(op->value);
    if (n == NONE_ID) return;
    const Meta *m = graph_module(c->g, k->module)->nodes[n].meta;
    if (m->kind != META_TENSOR) return;
    int64_t d = dim < 0 ? dim + m->rank : dim;
    if (d < 0 || d >= m->rank) {
        report_at(c, k, op->value,
                  rule_fmt(c, "%s xs[%u], %s, has %u dimension%s, so it has no scan dimension %lld; PyTorch: %s", api,
                           op->index, what, m->rank, m->rank == 1 ? "" : "s", (long long)dim, DIMS_QUOTE));
        return;
    }
    const Dim *size = &m->sizes[d];
    if (!size->is_const || size->value != 0) return;
    /* 2.14 runs a scan over zero steps */
    if (k->kind == HOP_SCAN && hop_ban_rule(c->g, c->facts, c->cfg, k, NULL, RC_XS_EMPTY).verdict != RV_REJECT) return;
    const char *dyn = dynamo && op->index == 0 ? rule_fmt(c, " (Dynamo: \"%s: zero-sized tensor\")", api) : "";
    report_at(c, k, op->value,
              rule_fmt(c, "%s xs[%u], %s, has size 0 along the scan dimension %lld, so there is nothing to scan; "
                          "PyTorch: %s%s",
                       api, op->index, what, (long long)d, DIMS_QUOTE, dyn));
}

/* Whether FX404 scan-carry-mismatch already reports init operand i: its carry is a tensor, so
 * check_meta_consistency sees a type difference there. */
static bool carry_reports_type(RuleCtx *c, const HopCall *k, uint32_t i)
{
    for (uint32_t j = 0; j < k->npairs; j++) {
        const HopPair *p = &k->pairs[j];
        if (p->lhs.kind != HEND_OPERAND || p->lhs.index != i) continue;
        if (!metapair_sub_readable(c->g, k, p->rhs.sub)) return false;
        PairResult r = metapair_compare(c->scratch, c->g, c->facts, k, p, MC_CONSISTENCY);
        return r.diff.field[MF_TYPE] == VERDICT_DIFF;
    }
    return false;
}

static void check_call(RuleCtx *c, const HopCall *k)
{
    const Node *n = module_node(graph_module(c->g, k->module), k->node);
    bool dynamo = hop_ban_dynamo(c->g);
    const Value *init = k->kind == HOP_SCAN ? node_arg(n, 1, NULL) : NULL;
    const Value *xs = node_arg(n, k->kind == HOP_SCAN ? 2 : 1, NULL);
    if (init && (init->kind == VK_LIST || init->kind == VK_TUPLE) && init->seq.n == 0)
        rule_report(c, k->module, k->node, "torch.scan is called without init; PyTorch: \"scan() operator requires "
                                           "init leaves.\"%s",
                    dynamo ? " (Dynamo: \"torch.scan: no init leaves\")" : "");
    if (k->kind == HOP_ASSOCIATIVE_SCAN && xs && (xs->kind == VK_LIST || xs->kind == VK_TUPLE) && xs->seq.n == 0)
        rule_report(c, k->module, k->node, "torch.associative_scan is called without xs; PyTorch: \"Expected at "
                                           "least 1 xs leaf\"");
    int64_t dim = scan_dim(k, n);
    for (uint32_t i = 0; i < k->noperands; i++) {
        const HopOperand *op = &k->operands[i];
        if (op->group == HG_XS) {
            check_xs_leaf(c, k, op, dim, dynamo);
            continue;
        }
        if (op->group != HG_INIT) continue;
        PyType t = pytype_of_value(c->g, k->module, op->value);
        if (t == PT_TENSOR || t == PT_UNKNOWN || carry_reports_type(c, k, i)) continue;
        const char *what = pytype_describe(c->scratch, c->g, k->module, op->value);
        report_at(c, k, op->value,
                  rule_fmt(c, "torch.scan init[%u], %s, is %s, not a tensor; PyTorch: \"All init leaves must be a "
                              "Tensor but got %s\"", op->index, what, pytype_phrase(t), got_repr(c, k, op->value)));
    }
}

void rule_scan_xs_invalid(RuleCtx *c)
{
    uint32_t ncalls = 0;
    const HopCall *calls = hop_calls(c->facts, &ncalls);
    for (uint32_t i = 0; i < ncalls; i++)
        if (calls[i].kind == HOP_SCAN || calls[i].kind == HOP_ASSOCIATIVE_SCAN) check_call(c, &calls[i]);
}
