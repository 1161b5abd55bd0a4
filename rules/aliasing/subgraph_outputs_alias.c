/*
 * FX202 subgraph-outputs-alias
 *
 * What it does: finds a higher-order-op subgraph that returns two outputs sharing storage made
 * inside it: the same value twice (`return (y, y)`), or a value and a view of it, or two views of
 * one intermediate, where the HOP forbids output-output aliasing (cond branches with grad
 * enabled, torch.switch branches, while_loop, scan and associative_scan combine_fn, map bodies,
 * invoke_subgraph; not flex_gemm, whose functionalization lets two outputs of one intermediate
 * through in 2.14.1).
 * Outputs sharing an input's storage are FX201's findings.
 * Why is this bad: PyTorch rejects it at trace time ("scan might be aliasing the input or the
 * output!", or Dynamo's "Encountered aliasing during higher order op tracing" with
 * "Output-to-output aliasing detected at nodes ..."): two HOP results would share one buffer.
 * wrap and checkpoint bodies may alias. With grad disabled (`--no-grad`, or a printed
 * `_set_grad_enabled(False)` before the call) Dynamo accepts it in a cond, but functionalizing
 * an ATen-level graph still rejects it: a warning there. Aliasing through a maybe-view
 * (`reshape`, `contiguous`) is reported as a warning. Releases before 2.7 (`--target 2.6` and
 * older) checked input-output aliasing only, so nothing is reported for them.
 * Example:
 *     class GraphModule(torch.nn.Module):
 *         def forward(self, arg0_1: "f32[4]", arg1_1: "f32[5, 4]"):
 *             scan_combine_graph_0 = self.scan_combine_graph_0
 *             scan = torch.ops.higher_order.scan(scan_combine_graph_0, [arg0_1], [arg1_1], [])
 *             getitem: "f32[4]" = scan[0]
 *             getitem_1: "f32[5, 4]" = scan[1]
 *             return (getitem, getitem_1)
 *
 *         class scan_combine_graph_0(torch.nn.Module):
 *             def forward(self, arg0_1: "f32[4]", arg1_1: "f32[4]"):
 *                 # File: model.py:8 in combine, code: nxt = carry + x
 *                 add: "f32[4]" = torch.ops.aten.add.Tensor(arg0_1, arg1_1)
 *                 return (add, add)
 * Fix: return a copy for all but one of them (`return (y, y.clone())`).
 */
#include "analysis/alias.h"
#include "analysis/hop_ban.h"
#include "engine/rule.h"

/* The strongest storage root two outputs share that is not an input (inputs are FX201's), or
 * ALIAS_NONE; *root gets its node. */
static AliasStrength shared_inner_root(RuleCtx *c, ModuleId m, const Value *a, const Value *b, NodeId *root)
{
    AliasSet x = alias_value_roots(c->facts, m, a, c->scratch), y = alias_value_roots(c->facts, m, b, c->scratch);
    uint8_t best = ALIAS_NONE;
    *root = NONE_ID;
    for (uint32_t i = 0; i < x.n; i++) {
        const AliasRoot *r = &x.roots[i];
        if (r->elem == NONE_ID && alias_placeholder_index(c->facts, m, r->node) != NONE_ID) continue;
        for (uint32_t k = 0; k < y.n; k++) {
            if (y.roots[k].node != r->node || y.roots[k].elem != r->elem) continue;
            uint8_t s = r->strength < y.roots[k].strength ? r->strength : y.roots[k].strength;
            if (s > best) {
                best = s;
                *root = r->node;
            }
        }
    }
    return (AliasStrength)best;
}

static const char *value_words(RuleCtx *c, const Module *mod, const Value *v)
{
    NodeId n = value_node(v);
    return n != NONE_ID ? rule_fmt(c, "'%.*s'", STR_ARG(mod->nodes[n].name)) : "a list";
}

/* Reports the pair; returns whether it did. */
static bool report_pair(RuleCtx *c, const HopBan *ban, ModuleId m, const AliasPair *p)
{
    const Module *mod = &c->g->modules[m];
    const Value *outs;
    uint32_t nouts = module_outputs(mod, &outs);
    if (p->a >= nouts || p->b >= nouts) return false;
    NodeId root;
    AliasStrength st = shared_inner_root(c, m, &outs[p->a], &outs[p->b], &root);
    if (st == ALIAS_NONE) return false;
    NodeId na = value_node(&outs[p->a]), nb = value_node(&outs[p->b]);
    /* a view made for the second output is reported where it is made (the user's line); one
     * value returned twice, at the return */
    NodeId at = nb != NONE_ID && nb != na && mod->nodes[nb].kind != NK_PLACEHOLDER ? nb : mod->output;
    if (at == NONE_ID) return false;
    const char *a = value_words(c, mod, &outs[p->a]), *b = value_words(c, mod, &outs[p->b]);
    const char *base = root < mod->nnodes ? rule_fmt(c, "'%.*s'", STR_ARG(mod->nodes[root].name)) : "one tensor";
    const char *what = na == nb && na != NONE_ID
        ? rule_fmt(c, "returns %s twice, as outputs %u and %u", a, p->a, p->b)
        : rule_fmt(c, "returns %s (output %u) and %s (output %u), %s the storage of %s", a, p->a, b, p->b,
                   st == ALIAS_MAY ? "which may share" : "both in", base);
    const HopCall *call = ban->call;
    const char *pytorch = hop_ban_quote(c->scratch, c->cfg, ban);
    if (hop_ban_says_dynamo(ban))
        pytorch = rule_fmt(c, "%s; \"Output-to-output aliasing detected at nodes %s and %s\"", pytorch,
                           na != NONE_ID ? rule_fmt(c, "%.*s", STR_ARG(mod->nodes[na].name)) : "?",
                           nb != NONE_ID ? rule_fmt(c, "%.*s", STR_ARG(mod->nodes[nb].name)) : "?");
    bool unsure = st == ALIAS_MAY || hop_ban_unsure(ban);
    Diag *d = rule_report_sev(c, unsure ? SEV_WARNING : SEV_ERROR, m, at, "%s %s '%.*s' %s%s; PyTorch: %s",
                              call->info->api, hop_ban_role_words(ban->sub), STR_ARG(mod->attr), what,
                              hop_ban_mixed_words(c->scratch, ban), pytorch);
    d->key = arena_printf(c->out->arena, "%s|out%u=out%u", d->key ? d->key : "", p->a, p->b);
    rule_related(c, d, call->module, call->node, "the %s call that runs '%.*s'", call->info->api, STR_ARG(mod->attr));
    if (root < mod->nnodes && root != at) rule_related(c, d, m, root, "the shared storage is made here");
    return true;
}

void rule_subgraph_outputs_alias(RuleCtx *c)
{
    for (ModuleId m = 0; m < c->g->nmodules; m++) {
        HopBan ban;
        if (!hop_ban_find(c->g, c->facts, c->cfg, m, RC_ALIAS_OUT_OUT, &ban)) continue;
        if (hop_ban_generated(c->g, ban.call)) continue;
        uint32_t n = 0;
        const AliasPair *p = alias_pairs(c->facts, m, &n);
        const Value *outs;
        uint32_t nouts = module_outputs(&c->g->modules[m], &outs);
        /* one finding per later output: (y, y, y) is two findings, not three */
        bool *done = ARENA_ARRAY(c->scratch, bool, nouts ? nouts : 1);
        for (uint32_t i = 0; i < n; i++)
            if (p[i].kind == AP_OUTPUT_OUTPUT && p[i].b < nouts && !done[p[i].b])
                done[p[i].b] = report_pair(c, &ban, m, &p[i]);
    }
}
