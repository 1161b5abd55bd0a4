/*
 * FX101 branch-input-mutation
 *
 * What it does: finds a higher-order-op subgraph (a cond branch, a while_loop cond_fn or
 * body_fn, a scan or associative_scan combine_fn, a map body, a flex_attention score_mod or
 * mask_mod, a torch.switch branch, a flex_gemm epilogue) that writes into one of its inputs: directly, through a view chain, through
 * `out=`, `copy_` or an index assignment, or through a nested higher-order op whose own
 * subgraph writes the value passed in.
 * Why is this bad: PyTorch rejects it at trace time ("cond_true might be modifying the
 * input!", or Dynamo's "Encountered input mutation during higher order op tracing"): the
 * subgraph's inputs alias the caller's tensors, and a write inside would change them in a way
 * the compiled graph cannot express. torch.cond and torch.switch accept it only with grad
 * disabled (`--no-grad`, or a printed `_set_grad_enabled(False)` before the call); flex_gemm's
 * epilogue only where AOTAutograd runs ("flex_gemm might be modifying the input!");
 * invoke_subgraph and auto-functionalized ops are allowed to mutate. Where the verdict depends
 * on a grad mode that neither the dump nor the user says, it is a warning naming the modes,
 * unless the dump shows the write was edited in after capture (an in-place op whose origin
 * comment records the out-of-place call, or a node without an origin among nodes that have
 * one): no frontend judged it, so it is judged with grad enabled. Dynamo's own graph in a log
 * (dynamo_output_graph, TORCH_LOGS graph_code) shows Dynamo traced the write, which it does
 * for a cond or switch branch only with grad off: such a graph is judged with grad off, where
 * 2.12 and later accept it. Before 2.11, Dynamo did not take an item assignment (`x[0] = v`:
 * printed as such by Dynamo, or as fill_.Tensor of a lifted number by an aten trace) as a
 * write: it is reported there only where AOTAutograd runs.
 * Metadata changes (`t_`, `resize_`, `set_`) are reported by FX102 input-metadata-mutation.
 * Example:
 *     class GraphModule(torch.nn.Module):
 *         def forward(self, arg0_1: "b8[]", arg1_1: "f32[4]"):
 *             true_graph_0 = self.true_graph_0
 *             false_graph_0 = self.false_graph_0
 *             cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1,))
 *             getitem: "f32[4]" = cond[0]
 *             return (getitem,)
 *
 *         class true_graph_0(torch.nn.Module):
 *             def forward(self, arg0_1: "f32[4]"):
 *                 # File: model.py:12 in true_fn, code: x.view(2, 2).add_(1)
 *                 view: "f32[2, 2]" = torch.ops.aten.view.default(arg0_1, [2, 2])
 *                 add_: "f32[2, 2]" = torch.ops.aten.add_.Tensor(view, 1)
 *                 sin: "f32[4]" = torch.ops.aten.sin.default(arg0_1)
 *                 return (sin,)
 *
 *         class false_graph_0(torch.nn.Module):
 *             def forward(self, arg0_1: "f32[4]"):
 *                 cos: "f32[4]" = torch.ops.aten.cos.default(arg0_1)
 *                 return (cos,)
 * Fix: clone the input first (`x = x.clone()`) and write the clone, or return the new value
 * instead of writing in place.
 */
#include "analysis/alias.h"
#include "analysis/hop_ban.h"
#include "engine/rule.h"

/* The write, as the user would name it: "add_.Tensor", "method add_", "copy_.default". */
static const char *write_words(RuleCtx *c, const MutationSite *s)
{
    const Node *n = &c->g->modules[s->module].nodes[s->node];
    const char *t = target_format(c->scratch, &n->target);
    if (n->target.kind == TK_OP && str_eqz(n->target.ns, "aten"))
        return rule_fmt(c, "%.*s%s%.*s", STR_ARG(n->target.op), n->target.overload.len ? "." : "",
                        STR_ARG(n->target.overload));
    if (s->arg.name && str_eqz(str_from(s->arg.name), "out")) return rule_fmt(c, "%s with out=", t);
    return t;
}

static void report_site(RuleCtx *c, HopBan *ban, ModuleId m, const MutationSite *s)
{
    if (!hop_ban_recheck(c->g, c->facts, c->cfg, ban, hop_ban_write_check(c->g, ban->call, ban->sub, s))) return;
    const MutationSite *origin = mutation_origin(s);
    /* _check_alias_and_mutation reads positional arguments only: a write through `out=` is
     * caught by Dynamo's version counters, never by functionalization (spec §1.0.3) */
    if (origin->arg.pos < 0 && !release_accept_worded(&ban->ruling, RM_FUNC_MUTATION)) return;
    const HopCall *call = ban->call;
    const HopSub *sub = ban->sub;
    const Module *mod = &c->g->modules[m];
    const Node *ph = NULL;
    NodeId phid = NONE_ID;
    if (s->root.node < mod->nnodes) {
        phid = s->root.node;
        ph = &mod->nodes[phid];
    }
    const char *ph_name = ph ? rule_fmt(c, "%.*s", STR_ARG(ph->name)) : "?";
    const char *via = "", *chain = "";
    if (s->inner) {
        const HopCall *inner = &hop_calls(c->facts, &(uint32_t){0})[s->call];
        via = rule_fmt(c, " through the nested %s call '%.*s'", inner->info->api,
                       STR_ARG(mod->nodes[s->node].name));
    } else if (s->target != phid && s->target != NONE_ID) {
        via = rule_fmt(c, " through view '%.*s'", STR_ARG(mod->nodes[s->target].name));
        chain = rule_fmt(c, "; view chain %s", alias_chain_format(c->scratch, c->g, c->facts, m, s->target));
    }
    const char *what = write_words(c, origin);
    HopBan site = *ban; /* the edit evidence is this write's */
    const char *edit = hop_ban_settle_by_edit(c->scratch, c->g, &site, origin->module, origin->node);
    const char *pytorch = hop_ban_quote(c->scratch, c->cfg, &site);
    bool open = hop_ban_unsure(&site);
    bool unsure = s->strength == ALIAS_MAY || s->guessed || origin->guessed || open;
    Diag *d = rule_report_sev(c, unsure ? SEV_WARNING : SEV_ERROR, m, s->node,
                              "%s %s '%.*s' %swrites its input '%s'%s with %s%s%s%s; PyTorch: %s",
                              call->info->api, hop_ban_role_words(sub), STR_ARG(mod->attr),
                              unsure && !open ? "may " : "", ph_name, via, what, chain,
                              hop_ban_mixed_words(c->scratch, &site), edit ? edit : "", pytorch);
    if (unsure) d->severity = SEV_WARNING;
    rule_related(c, d, call->module, call->node, "the %s call that runs '%.*s'", call->info->api, STR_ARG(mod->attr));
    if (phid != NONE_ID) rule_related(c, d, m, phid, "input '%s' of '%.*s'", ph_name, STR_ARG(mod->attr));
    if (origin != s) rule_related(c, d, origin->module, origin->node, "the write inside the nested subgraph");
}

void rule_branch_input_mutation(RuleCtx *c)
{
    for (ModuleId m = 0; m < c->g->nmodules; m++) {
        HopBan ban;
        if (!hop_ban_find(c->g, c->facts, c->cfg, m, RC_INPUT_MUTATION, &ban) &&
            !hop_ban_find(c->g, c->facts, c->cfg, m, RC_CAPTURED_MUTATION, &ban))
            continue;
        uint32_t nsites = 0;
        const MutationSite *sites = mutation_sites(c->facts, m, &nsites);
        for (uint32_t i = 0; i < nsites; i++)
            /* metadata changes (t_, resize_, set_) are FX102's to report */
            if (sites[i].ph != NONE_ID && sites[i].kind != MUT_METADATA) report_site(c, &ban, m, &sites[i]);
    }
}
