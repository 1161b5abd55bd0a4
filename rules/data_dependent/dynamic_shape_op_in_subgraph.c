/*
 * FX301 dynamic-shape-op-in-subgraph
 *
 * What it does: finds an op whose output shape depends on tensor data (nonzero, masked_select,
 * unique, bincount, repeat_interleave without output_size, boolean-mask indexing `x[mask]`,
 * argwhere, one-arg torch.where) inside a subgraph of a higher-order op that turns graph
 * breaks into hard errors: cond branches, while_loop cond_fn and body_fn, scan and
 * associative_scan combine_fn, map bodies, invoke_subgraph, hints_wrapper, strict_mode, and
 * anything nested in them. An indexing whose index dtype the dump does not show counts only
 * when its printed size has a new data-dependent symbol (u0) born at that node.
 * Why is this bad: unless `torch._dynamo.config.capture_dynamic_output_shape_ops = True`,
 * Dynamo stops at such an op with the graph break "Dynamic shape operator" ("Operator
 * `aten.nonzero.default`'s output shape depends on input Tensor data."), and inside these
 * higher-order ops a graph break is UncapturedHigherOrderOpError ("This higher order operator
 * doesn't work unless it is captured completely with torch.compile."). The HOP frontends force
 * capture_scalar_outputs on, but not this flag; strict torch.export sets it, non-strict export
 * and torch.compile leave it to the user. The finding is a warning because the dump cannot
 * show the flag: PyTorch printed such a graph only when the op traced, so a dump it produced
 * had the flag set (or came from strict export). The warning names the assumption the graph
 * depends on; re-running the model without the flag fails as quoted. The rule is silent under
 * `--capture-dynamic-output-shape-ops`, and when the dump itself proves the flag was on: a
 * Dynamo graph, or an AOT graph of a trace log, that also holds a dynamic-shape op outside
 * every such subgraph (without the flag, Dynamo would have broken the graph there).
 * Example:
 *     class GraphModule(torch.nn.Module):
 *         def forward(self, arg0_1: "b8[]", arg1_1: "f32[8]"):
 *             true_graph_0 = self.true_graph_0
 *             false_graph_0 = self.false_graph_0
 *             cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1,))
 *             getitem: "f32[]" = cond[0]
 *             return (getitem,)
 *
 *         class true_graph_0(torch.nn.Module):
 *             def forward(self, arg0_1: "f32[8]"):
 *                 # File: model.py:6 in true_fn, code: return x.sum() * x.nonzero().size(0)
 *                 nonzero: "i64[u0, 1]" = torch.ops.aten.nonzero.default(arg0_1)
 *                 sym_size_int: "Sym(u0)" = torch.ops.aten.sym_size.int(nonzero, 0)
 *                 sum_1: "f32[]" = torch.ops.aten.sum.default(arg0_1)
 *                 mul: "f32[]" = torch.ops.aten.mul.Tensor(sum_1, sym_size_int)
 *                 return (mul,)
 *
 *         class false_graph_0(torch.nn.Module):
 *             def forward(self, arg0_1: "f32[8]"):
 *                 sum_1: "f32[]" = torch.ops.aten.sum.default(arg0_1)
 *                 return (sum_1,)
 * Fix: set `torch._dynamo.config.capture_dynamic_output_shape_ops = True` (or pass
 * `--capture-dynamic-output-shape-ops` if it is set), or compute the op outside the
 * higher-order op and pass its result in, or use a static-size form (`repeat_interleave(...,
 * output_size=n)`, `torch.where(mask, x, 0)` instead of `x[mask]`).
 */
#include "analysis/alias.h"
#include "analysis/hop_ban.h"
#include "engine/rule.h"

typedef struct BornHere {
    const struct Facts *f;
    ModuleId m;
    NodeId n;
    Str sym;
} BornHere;

static void check_born(Str sym, void *ctx)
{
    BornHere *b = ctx;
    if (b->sym.len || !(meta_expr_symbols(sym) & (SYM_UNBACKED | SYM_UFLOAT))) return;
    const UnbackedBirth *u = unbacked_birth(b->f, sym);
    if (u && u->module == b->m && u->node == b->n) b->sym = sym;
}

/* The first unbacked symbol of node n's printed sizes that is born at n; empty when none. */
static Str size_born_at(RuleCtx *c, ModuleId m, NodeId n)
{
    const Meta *meta = &c->g->modules[m].nodes[n].meta;
    BornHere b = {c->facts, m, n, {NULL, 0}};
    if (meta->kind != META_TENSOR) return b.sym;
    for (uint32_t d = 0; d < meta->rank && !b.sym.len; d++) meta_each_symbol(meta->sizes[d].text, check_born, &b);
    return b.sym;
}

/* Whether the op at n of m makes a data-dependent output shape; *sym gets the size it made. */
static bool is_dynamic(RuleCtx *c, ModuleId m, NodeId n, Str *sym)
{
    const OpFacts *of = facts_op(c->facts, m, n);
    if (!of || !(of->flags & (OPF_DYNAMIC_SHAPE | OPF_DYNAMIC_MAYBE))) return false;
    *sym = size_born_at(c, m, n);
    return (of->flags & OPF_DYNAMIC_SHAPE) || sym->len;
}

/* Whether the dump proves the flag was on: a Dynamo-derived graph with a dynamic-shape op
 * outside every subgraph that forbids graph breaks (Dynamo traced it, so the flag was set). */
static bool dump_shows_flag(RuleCtx *c)
{
    const Graph *g = c->g;
    bool dynamo_derived = g->flavor == FLAVOR_DYNAMO || g->stage == STAGE_DYNAMO ||
                          g->stage == STAGE_AOT_FORWARD || g->stage == STAGE_AOT_BACKWARD ||
                          g->stage == STAGE_AOT_JOINT || g->stage == STAGE_AOT_INFERENCE;
    if (!dynamo_derived) return false;
    for (ModuleId m = 0; m < g->nmodules; m++) {
        if (hop_region(c->facts, m, HOP_FORBID_GRAPH_BREAK, NULL)) continue;
        for (NodeId n = 0; n < g->modules[m].nnodes; n++) {
            const OpFacts *of = facts_op(c->facts, m, n);
            if (of && (of->flags & OPF_DYNAMIC_SHAPE)) return true;
        }
    }
    return false;
}

void rule_dynamic_shape_op_in_subgraph(RuleCtx *c)
{
    if (c->cfg->capture_dynamic_output_shape_ops) return;
    bool checked = false;
    for (ModuleId m = 0; m < c->g->nmodules; m++) {
        HopRegion r;
        if (!hop_region_of(c->g, c->facts, m, HOP_FORBID_GRAPH_BREAK, &r)) continue;
        const Module *mod = &c->g->modules[m];
        for (NodeId n = 0; n < mod->nnodes; n++) {
            Str sym = {NULL, 0};
            if (!is_dynamic(c, m, n, &sym)) continue;
            if (!checked) {
                checked = true;
                if (dump_shows_flag(c)) return;
            }
            const Node *node = &mod->nodes[n];
            const OpFacts *of = facts_op(c->facts, m, n);
            const char *func = ops_func_name(c->scratch, node, of);
            const char *size = sym.len ? rule_fmt(c, " (size %.*s)", STR_ARG(sym)) : "";
            Diag *d = rule_report(c, m, n,
                                  "'%.*s' (%s) has a data-dependent output shape%s%s in %s %s '%.*s', where a "
                                  "graph break is a hard error: it traces only with "
                                  "torch._dynamo.config.capture_dynamic_output_shape_ops = True, which the dump "
                                  "does not show; PyTorch without it: \"Operator `%s`'s output shape depends on "
                                  "input Tensor data.\" -> \"This higher order operator doesn't work unless it is "
                                  "captured completely with torch.compile.\"",
                                  STR_ARG(node->name), func, size, hop_region_nesting(c->scratch, c->g, &r, m),
                                  r.call->info->api, hop_ban_role_words(r.sub), STR_ARG(r.module->attr), func);
            rule_related(c, d, r.call->module, r.call->node, "the %s call that runs '%.*s'", r.call->info->api,
                         STR_ARG(r.module->attr));
        }
    }
}
