/* Unbacked symbols (u0, zuf0): each is born at the first node, in execution order, whose
 * printed metadata mentions it; a HOP's subgraphs execute at the HOP call, before its results. */
#include <string.h>

#include "analysis/facts_internal.h"

typedef struct SymMap {
    Str *keys;
    uint32_t *vals;
    uint32_t cap, len;
} SymMap;

static uint32_t hash_str(Str s)
{
    uint32_t h = 2166136261u;
    for (uint32_t i = 0; i < s.len; i++) h = (h ^ (unsigned char)s.ptr[i]) * 16777619u;
    return h;
}

static uint32_t map_get(const SymMap *m, Str k)
{
    if (!m || !m->cap) return NONE_ID;
    for (uint32_t i = hash_str(k) & (m->cap - 1); m->keys[i].ptr; i = (i + 1) & (m->cap - 1))
        if (str_eq(m->keys[i], k)) return m->vals[i];
    return NONE_ID;
}

static void map_put(Arena *a, SymMap *m, Str k, uint32_t v);

static void map_grow(Arena *a, SymMap *m)
{
    SymMap old = *m;
    m->cap = old.cap ? old.cap * 2 : 64;
    m->len = 0;
    m->keys = ARENA_ARRAY(a, Str, m->cap);
    m->vals = ARENA_ARRAY(a, uint32_t, m->cap);
    for (uint32_t i = 0; i < old.cap; i++)
        if (old.keys[i].ptr) map_put(a, m, old.keys[i], old.vals[i]);
}

static void map_put(Arena *a, SymMap *m, Str k, uint32_t v)
{
    if ((m->len + 1) * 2 >= m->cap) map_grow(a, m);
    uint32_t i = hash_str(k) & (m->cap - 1);
    while (m->keys[i].ptr) i = (i + 1) & (m->cap - 1);
    m->keys[i] = k;
    m->vals[i] = v;
    m->len++;
}

static bool is_unbacked(Str sym) { return (meta_expr_symbols(sym) & (SYM_UNBACKED | SYM_UFLOAT)) != 0; }

/* Calls fn on each unbacked symbol of a node's metadata. */
static void each_unbacked(const Meta *meta, void (*fn)(Str, void *), void *ctx)
{
    if (meta->kind == META_TENSOR) {
        for (uint32_t d = 0; d < meta->rank; d++) {
            if (meta->sizes[d].syms & (SYM_UNBACKED | SYM_UFLOAT)) meta_each_symbol(meta->sizes[d].text, fn, ctx);
            if (meta->has_strides && (meta->strides[d].syms & (SYM_UNBACKED | SYM_UFLOAT)))
                meta_each_symbol(meta->strides[d].text, fn, ctx);
        }
    } else if (meta->kind == META_SYM && (meta->syms & (SYM_UNBACKED | SYM_UFLOAT))) {
        meta_each_symbol(meta->sym, fn, ctx);
    }
}

typedef struct Walk {
    Facts *f;
    ModuleId m;
    NodeId n;
    uint8_t kind;
} Walk;

static void note(Str sym, void *ctx)
{
    Walk *w = ctx;
    if (!is_unbacked(sym) || map_get(w->f->symmap, sym) != NONE_ID) return;
    UnbackedBirth b = {sym, w->m, w->n, w->kind};
    map_put(w->f->a, w->f->symmap, sym, w->f->births.len);
    VEC_PUSH(w->f->a, w->f->births, b);
}

static uint8_t birth_kind(const Facts *f, ModuleId m, NodeId i)
{
    const Node *n = module_node(graph_module(f->g, m), i);
    const NodeFacts *nf = &f->mods[m].nodes[i];
    if (n->kind == NK_PLACEHOLDER) return f->mods[m].callers.len ? UB_OTHER : UB_INPUT;
    if (nf->call != NONE_ID) return UB_HOP_OUTPUT;
    if (nf->op && (nf->op->flags & OPF_GETITEM) && n->nargs) {
        NodeId r = value_node(&n->args[0]);
        if (r != NONE_ID && r < f->mods[m].nnodes && f->mods[m].nodes[r].call != NONE_ID) return UB_HOP_OUTPUT;
    }
    if (nf->op && (nf->op->flags & (OPF_DYNAMIC_SHAPE | OPF_DYNAMIC_MAYBE | OPF_SCALAR_OUT | OPF_DATA_DEPENDENT)))
        return UB_DATA_OP;
    return UB_OTHER;
}

static void walk_module(Facts *f, ModuleId m, bool *seen)
{
    if (seen[m]) return;
    seen[m] = true;
    const Module *mod = graph_module(f->g, m);
    for (NodeId i = 0; i < mod->nnodes && i < f->mods[m].nnodes; i++) {
        const NodeFacts *nf = &f->mods[m].nodes[i];
        if (nf->call != NONE_ID) {
            const HopCall *c = &f->calls.items[nf->call];
            for (uint32_t s = 0; s < c->nsubs; s++)
                if (c->subs[s].module != NONE_ID) walk_module(f, c->subs[s].module, seen);
        }
        Walk w = {f, m, i, birth_kind(f, m, i)};
        each_unbacked(module_node(mod, i)->meta, note, &w);
    }
}

void unbacked_compute(Facts *f)
{
    f->symmap = ARENA_NEW(f->a, SymMap);
    bool *seen = ARENA_ARRAY(f->a, bool, f->g->nmodules ? f->g->nmodules : 1);
    for (ModuleId m = 0; m < f->g->nmodules; m++)
        if (f->g->modules[m].parent == NONE_ID) walk_module(f, m, seen);
    for (ModuleId m = 0; m < f->g->nmodules; m++) walk_module(f, m, seen);
}

const UnbackedBirth *unbacked_birth(const Facts *f, Str symbol)
{
    uint32_t i = f ? map_get(f->symmap, symbol) : NONE_ID;
    return i == NONE_ID ? NULL : &f->births.items[i];
}

const UnbackedBirth *unbacked_births(const Facts *f, uint32_t *count)
{
    *count = f ? f->births.len : 0;
    return *count ? f->births.items : NULL;
}

bool unbacked_born_within(const Facts *f, Str symbol, ModuleId m)
{
    const UnbackedBirth *b = unbacked_birth(f, symbol);
    if (!b) return false;
    for (ModuleId x = b->module, steps = 0; x != NONE_ID && steps <= f->g->nmodules; steps++) {
        if (x == m) return true;
        x = f->g->modules[x].parent;
    }
    return false;
}

typedef struct Find {
    Str sym;
    bool found;
} Find;

static void find_sym(Str s, void *ctx)
{
    Find *fd = ctx;
    if (str_eq(s, fd->sym)) fd->found = true;
}

typedef struct NewIn {
    const Facts *f;
    const Meta *have;
    ModuleId body;
    Str result;
} NewIn;

static void check_new(Str s, void *ctx)
{
    NewIn *w = ctx;
    if (w->result.len || !is_unbacked(s)) return;
    if (w->have) {
        Find fd = {s, false};
        each_unbacked(w->have, find_sym, &fd);
        if (fd.found) return;
    }
    if (!unbacked_birth(w->f, s) || unbacked_born_within(w->f, s, w->body)) w->result = s;
}

Str unbacked_new_in(const Facts *f, const Meta *meta, const Meta *have, ModuleId body)
{
    NewIn w = {f, have, body, {NULL, 0}};
    if (meta) each_unbacked(meta, check_new, &w);
    return w.result;
}
