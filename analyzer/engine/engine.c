/* The engine: shared analyses once per graph, then every enabled rule over it. */
#include "engine/engine.h"

#include <stdlib.h>
#include <string.h>

#include "analysis/alias.h"
#include "base/budget.h"
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

/* PyTorch's printers end every forward with its return (FX's output node). A subgraph printed
 * without one was cut short (a log or file that stopped mid-graph): FX901 where its text
 * stops; so was a graph whose text stops in the middle of a line. A top-level graph without
 * one may also be a graph printed while it was being built (comptime.print_graph): only noted
 * (FX907). After a syntax error FX901 has said it all. */
static void note_cut_modules(const Config *cfg, const Graph *g, DiagList *out)
{
    if (!g->src || g->syntax_broken) return;
    for (ModuleId mi = 0; mi < g->nmodules; mi++) {
        const Module *m = &g->modules[mi];
        if (!m->printed || m->output != NONE_ID) continue;
        bool mid_line = g->src->len && g->src->text[g->src->len - 1] != '\n';
        bool nested = m->parent != NONE_ID, cut = nested || mid_line;
        uint32_t rule = cut ? RID_FX901 : RID_FX907;
        if (!cfg->enabled[rule]) continue;
        uint32_t end = m->span.end;
        for (NodeId i = 0; i < m->nnodes; i++)
            if (m->nodes[i].span.end > end) end = m->nodes[i].span.end;
        Diag *d = diag_add(out, g->src, (Span){end, end}, rule, cfg->severity[rule],
                           cut ? "'%s' ends without its return line: the dump was cut short here"
                                  : "'%s' ends without a return line: a graph printed while it was being built, or a "
                                    "dump cut short here",
                           m->path);
        d->graph_path = arena_printf(out->arena, "%s", m->path);
        d->key = arena_printf(out->arena, "%s|cut|%s", cut ? "FX901" : "FX907", m->path);
        if (g->compile_id.len) d->compile_id = arena_strndup(out->arena, g->compile_id.ptr, g->compile_id.len);
        if (g->event.len) d->event = arena_strndup(out->arena, g->event.ptr, g->event.len);
    }
}

typedef struct NamedNode {
    Str name;
    NodeId id;
} NamedNode;

static int cmp_named_node(const void *a, const void *b)
{
    const NamedNode *x = a, *y = b;
    uint32_t n = x->name.len < y->name.len ? x->name.len : y->name.len;
    int c = memcmp(x->name.ptr, y->name.ptr, n);
    if (c) return c;
    if (x->name.len != y->name.len) return x->name.len < y->name.len ? -1 : 1;
    return (x->id > y->id) - (x->id < y->id);
}

/* FX names every node of a graph once; a name defined twice in one forward means the dump was
 * edited or pasted together. Python rebinds it, and so does the model, so findings stay
 * right; say so, once per later definition. */
static void note_duplicate_names(const Config *cfg, const Graph *g, DiagList *out, Arena *scratch)
{
    if (!cfg->enabled[RID_FX907] || !g->src) return;
    for (ModuleId mi = 0; mi < g->nmodules; mi++) {
        const Module *m = &g->modules[mi];
        if (m->nnodes < 2) continue;
        /* The module's name index holds one node per name: when it finds each named node
         * itself, no name is defined twice (the common case, without a sort). Anything else
         * (a name bound twice, an alias over a name, a module without the index) is sorted. */
        bool unique = true;
        for (NodeId i = 0; i < m->nnodes && unique; i++)
            if (m->nodes[i].name.len && m->nodes[i].kind != NK_OUTPUT)
                unique = graph_lookup(g, mi, m->nodes[i].name) == i;
        if (unique) continue;
        ArenaMark mark = arena_mark(scratch);
        NamedNode *v = ARENA_ARRAY(scratch, NamedNode, m->nnodes);
        uint32_t n = 0;
        for (NodeId i = 0; i < m->nnodes; i++)
            if (m->nodes[i].name.len && m->nodes[i].kind != NK_OUTPUT) v[n++] = (NamedNode){m->nodes[i].name, i};
        qsort(v, n, sizeof *v, cmp_named_node);
        for (uint32_t k = 1; k < n; k++) {
            if (!str_eq(v[k].name, v[k - 1].name)) continue;
            uint32_t first = k - 1;
            while (first > 0 && str_eq(v[first - 1].name, v[k].name)) first--;
            const Node *a = &m->nodes[v[first].id], *b = &m->nodes[v[k].id];
            Diag *d = diag_add(out, g->src, b->name_span, RID_FX907, cfg->severity[RID_FX907],
                               "'%.*s' is defined again here (first at line %u): PyTorch never prints one name twice "
                               "in a graph, so this dump was edited or pasted together; later uses read this definition",
                               STR_ARG(b->name), source_pos(g->src, a->name_span.start).line);
            d->key = arena_printf(out->arena, "FX907|%s|%.*s", m->path, STR_ARG(b->name));
            if (g->compile_id.len) d->compile_id = arena_strndup(out->arena, g->compile_id.ptr, g->compile_id.len);
            if (g->event.len) d->event = arena_strndup(out->arena, g->event.ptr, g->event.len);
        }
        arena_rewind(scratch, mark);
    }
}

void engine_check_graph(const Config *cfg, const Graph *g, DiagList *out, Arena *scratch)
{
    ArenaMark before = arena_mark(scratch);
    const struct Facts *facts = facts_build(scratch, g);
    ArenaMark after_facts = arena_mark(scratch);
    note_unprinted(cfg, g, out);
    note_duplicate_names(cfg, g, out, scratch);
    note_cut_modules(cfg, g, out);
    for (uint32_t r = 0; r < RULE_COUNT; r++) {
        if (!cfg->enabled[r] || !rule_fn[r]) continue;
        if (budget_expired()) break; /* --file-timeout: the driver reports what was given up */
        RuleCtx ctx = {g, facts, cfg, out, scratch, r};
        rule_fn[r](&ctx);
        arena_rewind(scratch, after_facts);
    }
    arena_rewind(scratch, before);
}
