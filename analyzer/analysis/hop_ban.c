/* Finding the HOP call that holds a subgraph to a ban, and the names messages give it. */
#include "analysis/hop_ban.h"

/* The value a grad-mode switch at node n sets: 1 enabled, 0 disabled, -1 n is no such switch. */
static int grad_switch(const Node *n)
{
    if (n->kind != NK_CALL_FUNCTION || !str_eqz(n->target.op, "_set_grad_enabled") || n->nargs < 1) return -1;
    return n->args[0].kind == VK_BOOL ? n->args[0].b : -1;
}

bool hop_ban_grad_disabled(const Graph *g, const struct Facts *f, const HopCall *call)
{
    ModuleId m = call->module;
    NodeId at = call->node;
    for (int depth = 0; depth < 16; depth++) {
        const Module *mod = graph_module(g, m);
        /* the last switch printed before the call; the facts list them, so no walk back */
        const NodeId *sw;
        uint32_t nsw = facts_grad_switches(f, m, &sw);
        for (uint32_t k = nsw; k-- > 0;) {
            if (sw[k] >= at || sw[k] >= mod->nnodes) continue;
            int v = grad_switch(module_node(mod, sw[k]));
            if (v >= 0) return v == 0;
        }
        /* none printed here: this module runs under the grad mode of the call that runs it */
        const HopCall *outer = hop_caller(f, m, NULL);
        if (!outer) return false;
        if (outer->kind == HOP_WRAP_WITH_SET_GRAD_ENABLED) {
            const Node *n = module_node(graph_module(g, outer->module), outer->node);
            if (n->nargs && n->args[0].kind == VK_BOOL) return !n->args[0].b;
        }
        m = outer->module;
        at = outer->node;
    }
    return false;
}

bool hop_ban_applies(const Graph *g, const struct Facts *f, const HopCall *call, const HopSub *sub,
                     const Config *cfg, uint16_t bits)
{
    if (!(sub->forbid & bits)) return false;
    if (!(sub->forbid & HOP_FORBID_IF_GRAD)) return true;
    return !cfg->no_grad && !hop_ban_grad_disabled(g, f, call);
}

bool hop_ban_applies_later(const Graph *g, const struct Facts *f, const HopCall *call, const HopSub *sub,
                           const Config *cfg, uint16_t bits)
{
    bits &= HOP_FORBID_ALIAS;
    if (!bits || !(sub->forbid & bits) || !(sub->forbid & HOP_FORBID_IF_GRAD)) return false;
    if (hop_ban_applies(g, f, call, sub, cfg, bits)) return false;
    return !hop_ban_dynamo(g);
}

const char *hop_ban_later_words(void)
{
    return " (grad is disabled, so Dynamo allows it, but functionalizing the graph in AOTAutograd or "
           "export still rejects it)";
}

bool hop_ban_find(const Graph *g, const struct Facts *f, const Config *cfg, ModuleId m, uint16_t bits, HopBan *out)
{
    uint32_t nrefs = 0, ncalls = 0;
    const HopCallRef *refs = hop_callers(f, m, &nrefs);
    const HopCall *calls = hop_calls(f, &ncalls);
    for (uint32_t i = 0; i < nrefs; i++) {
        if (refs[i].call >= ncalls) continue;
        const HopCall *c = &calls[refs[i].call];
        if (refs[i].sub >= c->nsubs || !hop_ban_applies(g, f, c, &c->subs[refs[i].sub], cfg, bits)) continue;
        *out = (HopBan){c, &c->subs[refs[i].sub], refs[i].call, false};
        return true;
    }
    for (uint32_t i = 0; i < nrefs; i++) {
        if (refs[i].call >= ncalls) continue;
        const HopCall *c = &calls[refs[i].call];
        if (refs[i].sub >= c->nsubs || !hop_ban_applies_later(g, f, c, &c->subs[refs[i].sub], cfg, bits)) continue;
        *out = (HopBan){c, &c->subs[refs[i].sub], refs[i].call, true};
        return true;
    }
    return false;
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

bool hop_ban_old_alias_check(const Config *cfg) { return cfg->target_version && cfg->target_version < 207; }

const char *hop_ban_quote(Arena *a, const Graph *g, const Config *cfg, const HopBan *ban, uint16_t what)
{
    bool write = what == HOP_FORBID_MUTATION;
    const HopCall *call = ban->call;
    if (write && (call->kind == HOP_FLEX_ATTENTION || call->kind == HOP_FLEX_ATTENTION_BACKWARD))
        return arena_strdup(a, "\"Mutations detected in score_mod\"");
    if (write && hop_ban_dynamo(g))
        return arena_printf(a, "\"Encountered input mutation during higher order op tracing\" (\"Higher order ops do "
                               "not support input mutation. Found in %s\")", call->info->api);
    if (hop_ban_old_alias_check(cfg)) {
        /* UnsupportedAliasMutationException's wording before the storage-based check (§9) */
        switch (call->kind) {
        case HOP_COND:
            return arena_printf(a, "\"One of torch.cond branch might be %s the input!\"",
                                write ? "modifying" : "aliasing");
        case HOP_MAP_IMPL:
            return arena_printf(a, "\"torch.map is %s the input!\"", write ? "mutating" : "aliasing");
        case HOP_SCAN:
            return arena_printf(a, "\"Combine_fn might be %s the input!\"", write ? "modifying" : "aliasing");
        case HOP_WHILE_LOOP:
        case HOP_WHILE_LOOP_STACK_OUTPUT:
            return arena_printf(a, "\"torch.while_loop's %s might be %s the input!\"", ban->sub->name,
                                write ? "modifying" : "aliasing");
        default: break;
        }
    }
    return arena_printf(a, "\"%s might be %s!\"", ban->sub->name,
                        write ? "modifying the input" : "aliasing the input or the output");
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
