/*
 * FX301 dynamic-shape-op-in-subgraph
 *
 * What it does: finds an op whose output shape depends on tensor data (nonzero, masked_select,
 * unique, bincount, repeat_interleave without output_size, boolean-mask indexing `x[mask]`,
 * argwhere, one-arg torch.where) inside a subgraph of a higher-order op that turns graph
 * breaks into hard errors: cond and torch.switch branches, while_loop cond_fn and body_fn, scan
 * and associative_scan combine_fn, map bodies, invoke_subgraph, hints_wrapper, strict_mode, and
 * anything nested in them. An indexing whose index dtype the dump does not show counts only
 * when its printed size has a new data-dependent symbol (u0) born at that node.
 * Why is this bad: unless `torch._dynamo.config.capture_dynamic_output_shape_ops = True` or
 * the compile is fullgraph=True (which lets Dynamo capture such ops), Dynamo stops at such an op
 * with the graph break "Dynamic shape operator" ("Operator `aten.nonzero.default`'s output shape
 * depends on input Tensor data."), and inside these higher-order ops a graph break is
 * UncapturedHigherOrderOpError ("This higher order operator doesn't work unless it is captured
 * completely with torch.compile."). The HOP frontends force capture_scalar_outputs on, not this
 * flag. torch.export and make_fx trace such ops (unbacked sizes), so only torch.compile is
 * concerned, and a graph torch.compile printed shows the op was traced: the rule is silent on a
 * graph the capture path says came from torch.compile (a trace log, a Dynamo graph,
 * `--capture compile`), under export and make_fx, and under
 * `--capture-dynamic-output-shape-ops`. Where the dump does not show how it was captured (no
 * annotations on its inputs, as `gm.code` prints them), the finding is a warning naming the
 * assumption the graph depends on. A flex_gemm epilogue (PyTorch 2.14) is another matter: the
 * HOP does not lift its body's unbacked sizes, so a data-dependent size the epilogue does not
 * return fails wherever the proxy mode runs it, torch.export, make_fx and AOTAutograd ("Pending
 * unbacked symbols {u0} not in returned outputs"), whatever Dynamo traced and whatever the flag
 * says. Before 2.11 map could not stack a body output whose size is such a symbol (each
 * iteration has its own): "Pending unbacked symbols {u2, u3} not in returned outputs", on every
 * path (measured 2.10.0).
 * Example:
 *     class GraphModule(torch.nn.Module):
 *         def forward(self, arg0_1, arg1_1):
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
#include "analysis/assume.h"
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
    const Meta *meta = c->g->modules[m].nodes[n].meta;
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

typedef struct Mentions {
    Str sym;
    bool found;
} Mentions;

static void check_mention(Str s, void *ctx)
{
    Mentions *m = ctx;
    if (str_eq(s, m->sym)) m->found = true;
}

/* Whether an output of mod is printed with a size that mentions sym. */
static bool size_returned(const Graph *g, ModuleId sm, const Module *mod, Str sym)
{
    const Value *outs;
    uint32_t k = module_outputs(mod, &outs);
    Mentions m = {sym, false};
    for (uint32_t i = 0; i < k && !m.found; i++) {
        NodeId n = value_node(&outs[i]);
        if (n == NONE_ID) continue;
        const Meta *meta = graph_module(g, sm)->nodes[n].meta;
        if (meta->kind == META_TENSOR)
            for (uint32_t d = 0; d < meta->rank; d++) meta_each_symbol(meta->sizes[d].text, check_mention, &m);
        else if (meta->kind == META_SYM)
            meta_each_symbol(meta->sym, check_mention, &m);
    }
    return m.found;
}

/* A HOP that does not lift a body's unbacked symbols (flex_gemm): a data-dependent size its body
 * makes and does not return is PyTorch's PendingUnbackedSymbolNotFound wherever the proxy mode
 * runs the body (torch.export, make_fx, AOTAutograd), whatever Dynamo traced. */
static void report_pending(RuleCtx *c, const HopRegion *r, ModuleId m, NodeId n, Str sym, const ReleaseRuling *rr)
{
    if (!sym.len || !r->sub || r->sub->module == NONE_ID) return;
    if (size_returned(c->g, r->sub->module, r->module, sym)) return;
    const Node *node = &c->g->modules[m].nodes[n];
    const char *func = ops_func_name(c->scratch, node, facts_op(c->facts, m, n));
    HopBan ban = {r->call, r->sub, 0, RC_DYNAMIC_SHAPE, *rr, GRAD_ENABLED};
    Diag *d = rule_report_sev(c, rr->mixed ? SEV_WARNING : SEV_ERROR, m, n,
                              "'%.*s' (%s) makes the data-dependent size %.*s%s in %s %s '%.*s', which does not "
                              "return it and whose HOP does not lift it out%s; PyTorch: %s",
                              STR_ARG(node->name), func, STR_ARG(sym), hop_region_nesting(c->scratch, c->g, r, m),
                              r->call->info->api, hop_ban_role_words(r->sub), STR_ARG(r->module->attr),
                              hop_ban_mixed_words(c->scratch, &ban), hop_ban_quote(c->scratch, c->cfg, &ban));
    rule_related(c, d, r->call->module, r->call->node, "the %s call that runs '%.*s'", r->call->info->api,
                 STR_ARG(r->module->attr));
}

/* map stacks one output per iteration: a body output whose size is a data-dependent symbol born
 * in the body has a size of its own in each iteration (u1, u2, u3), which map could not stack
 * before 2.11 ("Pending unbacked symbols {u2, u3} not in returned outputs"). */
static void check_map_stacking(RuleCtx *c)
{
    uint32_t ncalls = 0;
    const HopCall *calls = hop_calls(c->facts, &ncalls);
    for (uint32_t i = 0; i < ncalls; i++) {
        const HopCall *call = &calls[i];
        if (call->kind != HOP_MAP_IMPL) continue;
        for (uint32_t s = 0; s < call->nsubs; s++) {
            const HopSub *sub = &call->subs[s];
            if (sub->module == NONE_ID) continue;
            const Module *mod = &c->g->modules[sub->module];
            for (NodeId n = 0; n < mod->nnodes; n++) {
                Str sym = {NULL, 0};
                if (!is_dynamic(c, sub->module, n, &sym) || !sym.len) continue;
                if (!size_returned(c->g, sub->module, mod, sym)) continue;
                ReleaseRuling rr = hop_ban_rule(c->g, c->facts, c->cfg, call, sub, RC_STACK_UNBACKED);
                if (rr.verdict != RV_REJECT) continue;
                const Node *node = &mod->nodes[n];
                const char *func = ops_func_name(c->scratch, node, facts_op(c->facts, sub->module, n));
                HopBan ban = {call, sub, 0, RC_STACK_UNBACKED, rr, GRAD_ENABLED};
                Diag *d = rule_report_sev(c, rr.mixed ? SEV_WARNING : SEV_ERROR, sub->module, n,
                                          "'%.*s' (%s) makes the data-dependent size %.*s, which %s body '%.*s' "
                                          "returns: map stacks one output per iteration, each with a size of its "
                                          "own, which this release cannot do%s; PyTorch: %s",
                                          STR_ARG(node->name), func, STR_ARG(sym), call->info->api,
                                          STR_ARG(mod->attr), hop_ban_mixed_words(c->scratch, &ban),
                                          hop_ban_quote(c->scratch, c->cfg, &ban));
                rule_related(c, d, call->module, call->node, "the %s call that runs '%.*s'", call->info->api,
                             STR_ARG(mod->attr));
            }
        }
    }
}

void rule_dynamic_shape_op_in_subgraph(RuleCtx *c)
{
    check_map_stacking(c);
    /* printed by torch.compile: Dynamo traced the op, with fullgraph=True or the flag */
    const uint8_t compile = CAPTURE_BIT(CAPTURE_COMPILE) | CAPTURE_BIT(CAPTURE_COMPILE_EAGER);
    bool traced = c->cfg->capture_dynamic_output_shape_ops || !(assume_capture(c->facts, c->cfg->capture) & ~compile);
    for (ModuleId m = 0; m < c->g->nmodules; m++) {
        HopRegion r;
        if (!hop_region_of(c->g, c->facts, m, HOP_FORBID_GRAPH_BREAK, &r)) continue;
        const Module *mod = &c->g->modules[m];
        for (NodeId n = 0; n < mod->nnodes; n++) {
            Str sym = {NULL, 0};
            if (!is_dynamic(c, m, n, &sym)) continue;
            ReleaseRuling rr = hop_ban_rule(c->g, c->facts, c->cfg, r.call, r.sub, RC_DYNAMIC_SHAPE);
            if (rr.verdict != RV_REJECT) continue;
            if (rr.change && rr.change->message == RM_PENDING_UNBACKED) {
                report_pending(c, &r, m, n, sym, &rr);
                continue;
            }
            if (traced) continue;
            const Node *node = &mod->nodes[n];
            const OpFacts *of = facts_op(c->facts, m, n);
            const char *func = ops_func_name(c->scratch, node, of);
            const char *size = sym.len ? rule_fmt(c, " (size %.*s)", STR_ARG(sym)) : "";
            const char *paths = rr.mixed ? rule_fmt(c, " (%s)", release_paths_words(c->scratch, rr.rejecting)) : "";
            Diag *d = rule_report(c, m, n,
                                  "'%.*s' (%s) has a data-dependent output shape%s%s in %s %s '%.*s', where a "
                                  "graph break is a hard error: torch.compile%s traces it only with fullgraph=True "
                                  "or torch._dynamo.config.capture_dynamic_output_shape_ops = True, which the dump "
                                  "does not show; PyTorch without them: \"Operator `%s`'s output shape depends on "
                                  "input Tensor data.\" -> \"This higher order operator doesn't work unless it is "
                                  "captured completely with torch.compile.\"",
                                  STR_ARG(node->name), func, size, hop_region_nesting(c->scratch, c->g, &r, m),
                                  r.call->info->api, hop_ban_role_words(r.sub), STR_ARG(r.module->attr), paths, func);
            rule_related(c, d, r.call->module, r.call->node, "the %s call that runs '%.*s'", r.call->info->api,
                         STR_ARG(r.module->attr));
        }
    }
}
