/*
 * FX203 hop-operands-alias
 *
 * What it does: finds a higher-order-op call that passes one tensor twice, or two views of one
 * tensor (`x` and `x.view(...)`, `x[0]` and `x[1]`), as operands that become two inputs of the
 * same subgraph, where the HOP forbids input-input aliasing: cond (with grad enabled),
 * while_loop, scan and associative_scan (carries and additional inputs; the scanned slices are
 * copies), map (positional arguments), invoke_subgraph. The same int or SymInt twice is fine, and
 * so is a lifted value repeated because each branch lifted it for itself (each subgraph uses
 * only one of the two inputs).
 * Why is this bad: PyTorch rejects it at trace time ("cond_true might be aliasing the input or
 * the output!", or Dynamo's "Encountered aliasing during higher order op tracing" with
 * "Input-to-input aliasing detected at nodes ..."): the subgraph was traced assuming its
 * inputs are distinct tensors. With grad disabled (`--no-grad`, or a printed
 * `_set_grad_enabled(False)` before the call) Dynamo accepts it in a cond, but functionalizing
 * an ATen-level graph still rejects it: a warning there. Releases before 2.7 (`--target 2.6` and
 * older) checked input-output aliasing only, so nothing is reported for them.
 * Example:
 *     class GraphModule(torch.nn.Module):
 *         def forward(self, arg0_1: "b8[]", arg1_1: "f32[4]"):
 *             true_graph_0 = self.true_graph_0
 *             false_graph_0 = self.false_graph_0
 *             # File: model.py:20 in forward, code: return torch.cond(p, f, g, (x, x))
 *             cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1, arg1_1))
 *             getitem: "f32[4]" = cond[0]
 *             return (getitem,)
 *
 *         class true_graph_0(torch.nn.Module):
 *             def forward(self, arg0_1: "f32[4]", arg1_1: "f32[4]"):
 *                 add: "f32[4]" = torch.ops.aten.add.Tensor(arg0_1, arg1_1)
 *                 return (add,)
 *
 *         class false_graph_0(torch.nn.Module):
 *             def forward(self, arg0_1: "f32[4]", arg1_1: "f32[4]"):
 *                 mul: "f32[4]" = torch.ops.aten.mul.Tensor(arg0_1, arg1_1)
 *                 return (mul,)
 * Fix: pass the tensor once and use it twice inside the subgraph, or pass a clone
 * (`(x, x.clone())`).
 */
#include "analysis/alias.h"
#include "analysis/hop_ban.h"
#include "engine/rule.h"

/* The placeholders of subgraph `s` that operands a and b feed directly (not as slices), when the
 * ban applies to it and it is printed; false otherwise. */
static bool fed_pair(RuleCtx *c, const HopCall *call, uint32_t s, const AliasPair *p, NodeId *pa, NodeId *pb)
{
    const HopSub *sub = &call->subs[s];
    if (sub->module == NONE_ID) return false;
    if (hop_ban_rule(c->g, c->facts, c->cfg, call, sub, RC_ALIAS_IN_IN).verdict != RV_REJECT) return false;
    if (!graph_module(c->g, sub->module)->printed) return false;
    *pa = facts_placeholder(c->facts, sub->module, hop_sub_input(call, sub, p->a, HIN_OPERAND));
    *pb = facts_placeholder(c->facts, sub->module, hop_sub_input(call, sub, p->b, HIN_OPERAND));
    return *pa != NONE_ID && *pb != NONE_ID;
}

/* The first subgraph of the call, under the ban, that receives both operands as inputs (PyTorch
 * checks the subgraphs in order and names the first), provided some subgraph reads both: Dynamo
 * merges the values each branch lifted, so a value both lifted shows up twice and each branch
 * reads its own copy only. Returns its index or -1, and the two placeholders. */
static int aliased_sub(RuleCtx *c, const HopCall *call, const AliasPair *p, NodeId *pa, NodeId *pb)
{
    int first = -1;
    bool read = false;
    for (uint32_t s = 0; s < call->nsubs; s++) {
        NodeId a, b;
        if (!fed_pair(c, call, s, p, &a, &b)) continue;
        const Module *mod = graph_module(c->g, call->subs[s].module);
        if (first < 0) {
            first = (int)s;
            *pa = a;
            *pb = b;
        }
        read |= mod->nodes[a].nusers && mod->nodes[b].nusers;
    }
    return read ? first : -1;
}

static Str operand_text(RuleCtx *c, const HopCall *call, uint32_t k, Str fallback)
{
    const Value *v = call->operands[k].value;
    if (!v || v->span.end <= v->span.start || !c->g->src) return fallback;
    Str t = source_slice(c->g->src, v->span);
    return t.len && t.len < 80 ? t : fallback;
}

/* The name of a storage root operands a and b share, for the message. */
static const char *common_base(RuleCtx *c, ModuleId m, NodeId a, NodeId b)
{
    AliasSet x = alias_roots(c->facts, m, a), y = alias_roots(c->facts, m, b);
    for (uint32_t i = 0; i < x.n; i++)
        for (uint32_t k = 0; k < y.n; k++)
            if (x.roots[i].node == y.roots[k].node && x.roots[i].elem == y.roots[k].elem)
                return rule_fmt(c, "'%.*s'", STR_ARG(c->g->modules[m].nodes[x.roots[i].node].name));
    return "one tensor";
}

static bool report_pair(RuleCtx *c, const HopCall *call, const AliasPair *p)
{
    NodeId pa = NONE_ID, pb = NONE_ID;
    int s = aliased_sub(c, call, p, &pa, &pb);
    if (s < 0) return false;
    const HopSub *sub = &call->subs[s];
    const Module *caller = graph_module(c->g, call->module), *mod = graph_module(c->g, sub->module);
    /* operands as printed at the call (Dynamo's l_x_, not its placeholder L_x_) */
    Str a = operand_text(c, call, p->a, caller->nodes[p->na].name);
    Str b = operand_text(c, call, p->b, caller->nodes[p->nb].name);
    const char *what = p->na == p->nb
        ? rule_fmt(c, "passes '%.*s' twice, as operands %u and %u", STR_ARG(a), p->a, p->b)
        : rule_fmt(c, "passes '%.*s' (operand %u) and '%.*s' (operand %u), %s the storage of %s", STR_ARG(a), p->a,
                   STR_ARG(b), p->b, p->strength == ALIAS_MAY ? "which may share" : "both in",
                   common_base(c, call->module, p->na, p->nb));
    HopBan ban = {call, sub, 0, RC_ALIAS_IN_IN, hop_ban_rule(c->g, c->facts, c->cfg, call, sub, RC_ALIAS_IN_IN),
                  GRAD_ENABLED};
    const char *pytorch = hop_ban_quote(c->scratch, c->cfg, &ban);
    if (hop_ban_says_dynamo(&ban))
        pytorch = rule_fmt(c, "%s; \"Input-to-input aliasing detected at nodes %.*s and %.*s\"", pytorch,
                           STR_ARG(mod->nodes[pa].name), STR_ARG(mod->nodes[pb].name));
    /* Outside Dynamo graphs an invoke_subgraph may come from a PyTorch pass that never checks this */
    bool unsure = p->strength == ALIAS_MAY || (call->kind == HOP_INVOKE_SUBGRAPH && !hop_ban_dynamo(c->g)) ||
                  hop_ban_unsure(&ban);
    Diag *d = rule_report_sev(c, unsure ? SEV_WARNING : SEV_ERROR, call->module, call->node,
                              "%s call %s; %s '%.*s' sees them as inputs '%.*s' and '%.*s'%s; PyTorch: %s",
                              call->info->api, what, hop_ban_role_words(sub), STR_ARG(mod->attr),
                              STR_ARG(mod->nodes[pa].name), STR_ARG(mod->nodes[pb].name),
                              hop_ban_mixed_words(c->scratch, &ban), pytorch);
    d->key = arena_printf(c->out->arena, "%s|op%u=op%u", d->key ? d->key : "", p->a, p->b);
    rule_related(c, d, call->module, p->na, "operand %u '%.*s'", p->a, STR_ARG(a));
    if (p->nb != p->na) rule_related(c, d, call->module, p->nb, "operand %u '%.*s'", p->b, STR_ARG(b));
    rule_related(c, d, sub->module, pb, "input '%.*s' of '%.*s'", STR_ARG(mod->nodes[pb].name), STR_ARG(mod->attr));
    return true;
}

void rule_hop_operands_alias(RuleCtx *c)
{
    uint32_t ncalls = 0;
    const HopCall *calls = hop_calls(c->facts, &ncalls);
    for (uint32_t ci = 0; ci < ncalls; ci++) {
        const HopCall *call = &calls[ci];
        if (hop_ban_generated(c->g, call)) continue;
        uint32_t n = 0;
        const AliasPair *p = alias_operand_pairs(c->facts, ci, &n);
        /* one finding per later operand: (x, x, x) is two findings, not three */
        bool *done = ARENA_ARRAY(c->scratch, bool, call->noperands ? call->noperands : 1);
        for (uint32_t i = 0; i < n; i++)
            if (p[i].kind == AP_INPUT_INPUT && p[i].b < call->noperands && !done[p[i].b])
                done[p[i].b] = report_pair(c, call, &p[i]);
    }
}
