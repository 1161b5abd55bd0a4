/*
 * FX101 branch-input-mutation
 *
 * What it does: finds a higher-order-op subgraph (a cond branch, a while_loop cond_fn or
 * body_fn, a scan or associative_scan combine_fn, a map body, a flex_attention score_mod or
 * mask_mod) that writes into one of its inputs: directly, through a view chain, through
 * `out=`, `copy_` or an index assignment, or through a nested higher-order op whose own
 * subgraph writes the value passed in.
 * Why is this bad: PyTorch rejects it at trace time ("cond_true might be modifying the
 * input!", or Dynamo's "Encountered input mutation during higher order op tracing"): the
 * subgraph's inputs alias the caller's tensors, and a write inside would change them in a way
 * the compiled graph cannot express. torch.cond accepts it only with grad disabled
 * (`--no-grad`); invoke_subgraph and auto-functionalized ops are allowed to mutate.
 * Example:
 *     class true_graph_0(torch.nn.Module):
 *         def forward(self, arg0_1: "f32[4]"):
 *             view: "f32[2, 2]" = torch.ops.aten.view.default(arg0_1, [2, 2])
 *             add_: "f32[2, 2]" = torch.ops.aten.add_.Tensor(view, 1)
 * Fix: clone the input first (`x = x.clone()`) and write the clone, or return the new value
 * instead of writing in place.
 */
#include "alias.h"
#include "rule.h"

/* How PyTorch's messages name a subgraph's role, for the first half of ours. */
static const char *role_words(const HopSub *sub)
{
    switch (sub->role) {
    case HSUB_TRUE_BRANCH: return "true branch";
    case HSUB_FALSE_BRANCH: return "false branch";
    case HSUB_COND_FN: return "cond_fn";
    case HSUB_BODY_FN: return "body_fn";
    case HSUB_COMBINE_FN: return "combine_fn";
    case HSUB_MAP_BODY: return "body";
    case HSUB_SCORE_MOD: return "score_mod";
    case HSUB_MASK_MOD: return "mask_mod";
    default: return "subgraph";
    }
}

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

static void report_site(RuleCtx *c, const HopCall *call, const HopSub *sub, ModuleId m, const MutationSite *s)
{
    const Module *mod = &c->g->modules[m];
    const Node *ph = NULL;
    NodeId phid = NONE_ID;
    if (s->root.node < mod->nnodes) {
        phid = s->root.node;
        ph = &mod->nodes[phid];
    }
    const char *ph_name = ph ? rule_fmt(c, "%.*s", STR_ARG(ph->name)) : "?";
    const char *via = "";
    if (s->inner) {
        const HopCall *inner = &hop_calls(c->facts, &(uint32_t){0})[s->call];
        via = rule_fmt(c, " through the nested %s call '%.*s'", inner->info->api,
                       STR_ARG(mod->nodes[s->node].name));
    } else if (s->target != phid && s->target != NONE_ID) {
        via = rule_fmt(c, " through view '%.*s' (%s)", STR_ARG(mod->nodes[s->target].name),
                       alias_chain_format(c->scratch, c->g, c->facts, m, s->target));
    }
    const MutationSite *origin = mutation_origin(s);
    const char *what = write_words(c, origin);
    const char *pytorch = c->g->flavor == FLAVOR_DYNAMO
        ? rule_fmt(c, "\"Encountered input mutation during higher order op tracing\" "
                      "(\"Higher order ops do not support input mutation. Found in %s\")", call->info->api)
        : rule_fmt(c, "\"%s might be modifying the input!\"", sub->name);
    bool unsure = s->strength == ALIAS_MAY || s->guessed || origin->guessed;
    Diag *d = rule_report_sev(c, unsure ? SEV_WARNING : SEV_ERROR, m, s->node,
                              "%s %s '%.*s' %swrites its input '%s'%s (%s); PyTorch: %s",
                              call->info->api, role_words(sub), STR_ARG(mod->attr),
                              unsure ? "may " : "", ph_name, via, what, pytorch);
    if (unsure) d->severity = SEV_WARNING;
    rule_related(c, d, call->module, call->node, "the %s call that runs '%.*s'", call->info->api, STR_ARG(mod->attr));
    if (phid != NONE_ID) rule_related(c, d, m, phid, "input '%s' of '%.*s'", ph_name, STR_ARG(mod->attr));
    if (origin != s) rule_related(c, d, origin->module, origin->node, "the write inside the nested subgraph");
}

void rule_branch_input_mutation(RuleCtx *c)
{
    for (ModuleId m = 0; m < c->g->nmodules; m++) {
        uint32_t ncallers = 0;
        const HopCallRef *refs = hop_callers(c->facts, m, &ncallers);
        const HopCall *calls = hop_calls(c->facts, &(uint32_t){0});
        const HopCall *call = NULL;
        const HopSub *sub = NULL;
        for (uint32_t i = 0; i < ncallers && !call; i++) {
            const HopCall *k = &calls[refs[i].call];
            const HopSub *s = &k->subs[refs[i].sub];
            if (!(s->forbid & HOP_FORBID_MUTATION)) continue;
            if ((s->forbid & HOP_FORBID_IF_GRAD) && c->cfg->no_grad) continue;
            call = k;
            sub = s;
        }
        if (!call) continue;
        uint32_t nsites = 0;
        const MutationSite *sites = mutation_sites(c->facts, m, &nsites);
        for (uint32_t i = 0; i < nsites; i++)
            if (sites[i].ph != NONE_ID) report_site(c, call, sub, m, &sites[i]);
    }
}
