/* The engine: shared analyses once per graph, then every enabled rule over it. */
#include "engine/engine.h"

#include "analysis/alias.h"
#include "engine/rule.h"

/* A subgraph that the dump references but does not print (plain gm.code prints only the top
 * level) cannot be checked: say so once, as a note at the get_attr that names it. */
static void note_unprinted(const Config *cfg, const Graph *g, DiagList *out)
{
    /* after a syntax error the "unprinted" subgraph is usually the one the parser lost */
    if (!cfg->enabled[RID_FX904] || g->syntax_broken) return;
    for (ModuleId mi = 0; mi < g->nmodules; mi++) {
        const Module *m = &g->modules[mi];
        if (m->printed || m->parent == NONE_ID) continue;
        const Module *p = &g->modules[m->parent];
        for (NodeId i = 0; i < p->nnodes; i++) {
            const Node *n = &p->nodes[i];
            if (n->kind != NK_GET_ATTR || n->submodule != mi) continue;
            Diag *d = diag_add(out, g->src, n->span, RID_FX904, cfg->severity[RID_FX904],
                               "subgraph '%.*s' is referenced but not printed in this dump; its checks were skipped",
                               STR_ARG(m->attr));
            d->graph_path = arena_printf(out->arena, "%s", m->path);
            d->key = arena_printf(out->arena, "FX904|%s", m->path);
            if (g->compile_id.len) d->compile_id = arena_strndup(out->arena, g->compile_id.ptr, g->compile_id.len);
            if (g->event.len) d->event = arena_strndup(out->arena, g->event.ptr, g->event.len);
            break;
        }
    }
}

void engine_check_graph(const Config *cfg, const Graph *g, DiagList *out, Arena *scratch)
{
    ArenaMark before = arena_mark(scratch);
    const struct Facts *facts = facts_build(scratch, g);
    ArenaMark after_facts = arena_mark(scratch);
    note_unprinted(cfg, g, out);
    for (uint32_t r = 0; r < RULE_COUNT; r++) {
        if (!cfg->enabled[r] || !rule_fn[r]) continue;
        RuleCtx ctx = {g, facts, cfg, out, scratch, r};
        rule_fn[r](&ctx);
        arena_rewind(scratch, after_facts);
    }
    arena_rewind(scratch, before);
}
