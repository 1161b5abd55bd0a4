/* Finding the HOP call that holds a subgraph to a check, and the names messages give it. */
#include "analysis/hop_ban.h"

#include "analysis/assume.h"

#include <string.h>

/* The HOP_FORBID_* bit that makes a subgraph role subject to `check` at all. */
static uint16_t check_bit(ReleaseCheck check)
{
    switch (check) {
    case RC_INPUT_MUTATION:
    case RC_CAPTURED_MUTATION: return HOP_FORBID_MUTATION;
    case RC_ALIAS_IN_OUT: return HOP_FORBID_ALIAS_IN_OUT;
    case RC_ALIAS_OUT_OUT: return HOP_FORBID_ALIAS_OUT_OUT;
    case RC_ALIAS_IN_IN: return HOP_FORBID_ALIAS_IN_IN;
    default: return HOP_FORBID_GRAPH_BREAK;
    }
}

ReleaseRuling hop_ban_rule(const Graph *g, const struct Facts *f, const Config *cfg, const HopCall *call,
                           const HopSub *sub, ReleaseCheck check)
{
    if (sub && !(sub->forbid & check_bit(check))) return (ReleaseRuling){RV_ACCEPT, false, 0, NULL};
    return release_rule(cfg->target_version, call->kind, check, assume_grad(g, f, cfg, call),
                        assume_capture(g, cfg->capture));
}

bool hop_ban_grad_disabled(const Graph *g, const struct Facts *f, const HopCall *call)
{
    return assume_printed_grad(g, f, call) == 0;
}

bool hop_ban_find(const Graph *g, const struct Facts *f, const Config *cfg, ModuleId m, ReleaseCheck check,
                  HopBan *out)
{
    uint32_t nrefs = 0, ncalls = 0;
    const HopCallRef *refs = hop_callers(f, m, &nrefs);
    const HopCall *calls = hop_calls(f, &ncalls);
    for (uint32_t i = 0; i < nrefs; i++) {
        if (refs[i].call >= ncalls) continue;
        const HopCall *c = &calls[refs[i].call];
        if (refs[i].sub >= c->nsubs) continue;
        const HopSub *sub = &c->subs[refs[i].sub];
        ReleaseRuling r = hop_ban_rule(g, f, cfg, c, sub, check);
        if (r.verdict != RV_REJECT) continue;
        *out = (HopBan){c, sub, refs[i].call, check, r, assume_grad(g, f, cfg, c)};
        return true;
    }
    return false;
}

bool hop_ban_recheck(const Graph *g, const struct Facts *f, const Config *cfg, HopBan *ban, ReleaseCheck check)
{
    ban->check = check;
    ban->ruling = hop_ban_rule(g, f, cfg, ban->call, ban->sub, check);
    return ban->ruling.verdict == RV_REJECT;
}

const char *hop_ban_mixed_words(Arena *a, const HopBan *ban)
{
    if (!ban->ruling.mixed) return "";
    const char *paths = release_paths_words(a, ban->ruling.rejecting);
    return arena_printf(a, " (only %s reject%s it; the dump does not show how it was captured: say --capture)",
                        paths, strstr(paths, " and ") ? "" : "s");
}

const char *hop_ban_role_words(const HopSub *sub)
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

bool hop_ban_dynamo(const Graph *g)
{
    /* graph_finish infers the dialect from ops, Dynamo's input and subgraph names, and the
     * trace event; a graph of operators and HOP calls alone stays unknown. */
    return g->flavor == FLAVOR_DYNAMO || g->stage == STAGE_DYNAMO;
}

const char *hop_ban_quote(Arena *a, const Config *cfg, const HopBan *ban)
{
    return release_quote(a, &ban->ruling, cfg->target_version, ban->call->kind, ban->sub->name);
}

bool hop_ban_says_dynamo(const HopBan *ban)
{
    return ban->ruling.change &&
           (ban->ruling.change->message == RM_DYNAMO_ALIAS || ban->ruling.change->message == RM_DYNAMO_MUTATION);
}

static bool generated_name(Str s)
{
    return str_starts(s, "partitioned_") || str_starts(s, "fw_") || str_starts(s, "bw_") ||
           str_starts(s, "___forward") || str_starts(s, "___backward");
}

bool hop_ban_generated(const Graph *g, const HopCall *call)
{
    if (call->kind != HOP_INVOKE_SUBGRAPH) return false;
    const Node *n = module_node(graph_module(g, call->module), call->node);
    if (n->nargs > 1 && n->args[1].kind == VK_STR && generated_name(n->args[1].s)) return true;
    for (uint32_t s = 0; s < call->nsubs; s++) {
        ModuleId sm = call->subs[s].module;
        if (sm == NONE_ID) continue;
        const Module *mod = graph_module(g, sm);
        if (generated_name(mod->attr)) return true;
        for (NodeId i = 0; i < mod->nnodes; i++)
            if (mod->nodes[i].kind == NK_PLACEHOLDER && str_starts(mod->nodes[i].name, "subgraph_input_")) return true;
    }
    return false;
}
