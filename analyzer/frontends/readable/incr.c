/* Reuse across document versions for the language server: a `def forward` whose text the
 * edits did not touch and whose tree the reparse did not change lowers exactly as before, so
 * its module is copied from the last version's graph (spans moved, strings pointed at the new
 * text) instead of lowered again; its reports are given again. */
#include <assert.h>
#include <stdlib.h>

#include "frontends/fe_readable_incr.h"
#include "frontends/readable/readable.h"

/* Off only to measure or to rule reuse out when chasing a difference from a fresh parse. */
static const bool readable_reuse_enabled = true;

struct ReadableReuse {
    const Graph *prev;              /* the last version's graph; NULL: lower everything */
    const ReadableForward *recs;    /* its forwards */
    uint32_t nrecs;
    Span *now;                      /* recs' ranges moved through the edits; start NONE_ID
                                       when an edit touched the forward */
    const TSTree *old, *tree;       /* the last version's tree (edited) and the new one,
                                       alive while the forwards are lowered */
    TSRange *changed;               /* ts_tree_get_changed_ranges(old, tree), malloc'd on first
                                       need; NULL before */
    uint32_t nchanged;
    uintptr_t base;                 /* the last version's text, where its strings point */
    uint32_t len;
    VEC(ReadableForward) next;      /* this version's forwards, in the new graph's arena */
    uint32_t reused, lowered;
};

struct ReadableGraphDoc {
    TSTree *tree;                   /* the tree of the last parse when it was whole, else NULL */
    Arena arenas[2];                /* arenas[cur] holds graph; the other is empty */
    unsigned cur;
    Graph graph;
    bool have_graph;
    ReadableForward *recs;          /* graph's forwards, when it was parsed whole */
    uint32_t nrecs;
    const ReadablePiece *pieces;    /* graph's pieces, when it was parsed in pieces */
    uint32_t npieces;
    uintptr_t base;                 /* the text graph's strings point into */
    uint32_t len;
    uint32_t reused, lowered;
};

/* ---- what changed ---- */

/* Moves r through one edit (tree-sitter's terms, offsets before the edit); an edit that
 * touches it, even only at an end, marks it changed. */
static void range_edit(Span *r, const TSInputEdit *e)
{
    if (r->start == NONE_ID || e->start_byte > r->end) return;
    if (e->old_end_byte >= r->start) {
        r->start = r->end = NONE_ID;
        return;
    }
    r->start = r->start - e->old_end_byte + e->new_end_byte;
    r->end = r->end - e->old_end_byte + e->new_end_byte;
}

void readable_reuse_trees(struct ReadableReuse *r, const TSTree *old, const TSTree *tree)
{
    r->old = old;
    r->tree = tree;
}

/* Whether fn has the same tree as in the last version. First whether the parser took it whole
 * from the old tree: tree-sitter reuses only subtrees that no edit touched (nor the lexer's
 * lookahead past their end), so the same subtree (pointer identity, both trees being alive)
 * has the same structure. The parser often rebuilds a long function's own node from reused
 * parts, though; then whether any range whose structure changed (ts_tree_get_changed_ranges:
 * outside them every character has the same ancestors in both trees) meets fn. That walks
 * every sibling of a changed statement, so it runs once per parse, and only when needed. */
static bool tree_same(struct ReadableReuse *r, TSNode fn)
{
    if (!r->old) return false;
    uint32_t s = ts_node_start_byte(fn), e = ts_node_end_byte(fn);
    TSNode n = ts_node_named_descendant_for_byte_range(ts_tree_root_node(r->old), s, e);
    while (!ts_node_is_null(n) && ts_node_start_byte(n) == s && ts_node_end_byte(n) == e) {
        if (n.id == fn.id) return true;
        n = ts_node_parent(n);
    }
    if (!r->changed) {
        r->changed = ts_tree_get_changed_ranges(r->old, r->tree, &r->nchanged);
        if (!r->changed) r->changed = malloc(1); /* none changed; free() takes either */
        if (!r->changed) abort();
    }
    for (uint32_t i = 0; i < r->nchanged; i++)
        if (r->changed[i].start_byte < e && r->changed[i].end_byte > s) return false;
    return true;
}

/* ---- copying lowered nodes ---- */

/* A slice of the old text becomes the same bytes of the new text (the copied text did not
 * change); anything else (a name the lowering made up, an interned target) is interned. */
Str readable_copy_str(const ReadableCopy *c, Str s)
{
    if (!s.ptr) return s;
    uintptr_t p = (uintptr_t)s.ptr;
    if (p >= c->base && p - c->base <= c->len) {
        uint32_t off = (uint32_t)(p - c->base);
        /* the lowering of a forward or a piece reads only its own text */
        assert(off >= c->from && off + s.len <= c->to);
        return (Str){c->L->src->text + (uint32_t)(off + c->shift), s.len};
    }
    if (!s.len) return (Str){"", 0};
    return intern_str(&c->L->strs, s);
}

/* Spans inside the copied text move with it; others (an absent annotation's {0, 0}) stay. */
Span readable_copy_span(const ReadableCopy *c, Span s)
{
    if (s.start < c->from || s.end > c->to) return s;
    return (Span){s.start + c->shift, s.end + c->shift};
}

static Value copy_value(const ReadableCopy *c, const Value *v)
{
    Value out = *v;
    out.span = readable_copy_span(c, v->span);
    switch (v->kind) {
    case VK_STR: case VK_DTYPE: case VK_DEVICE: case VK_SYMBOL: case VK_EXPR:
        out.s = readable_copy_str(c, v->s);
        break;
    case VK_TUPLE: case VK_LIST: case VK_DICT: case VK_SLICE:
        if (v->seq.items) {
            out.seq.items = ARENA_ARRAY(c->L->a, Value, v->seq.n ? v->seq.n : 1);
            for (uint32_t i = 0; i < v->seq.n; i++) out.seq.items[i] = copy_value(c, &v->seq.items[i]);
        }
        if (v->kind == VK_DICT && v->seq.keys) {
            out.seq.keys = ARENA_ARRAY(c->L->a, Str, v->seq.n ? v->seq.n : 1);
            for (uint32_t i = 0; i < v->seq.n; i++) out.seq.keys[i] = readable_copy_str(c, v->seq.keys[i]);
        }
        break;
    default:
        break;
    }
    return out;
}

static Dim *copy_dims(const ReadableCopy *c, const Dim *d, uint8_t n)
{
    if (!d) return NULL;
    Dim *out = ARENA_ARRAY(c->L->a, Dim, n ? n : 1);
    for (uint8_t i = 0; i < n; i++) {
        out[i] = d[i];
        out[i].text = readable_copy_str(c, d[i].text);
    }
    return out;
}

/* An annotation read as the new version's cache reads it (the same text parses the same, and
 * the dims are shared with every other node printing it); one that does not come from the
 * cache is copied. */
static Meta copy_meta(const ReadableCopy *c, const Meta *m)
{
    uintptr_t p = (uintptr_t)m->text.ptr;
    bool in_text = p >= c->base && p - c->base <= c->len;
    Meta out = *m;
    if (m->kind != META_ABSENT && m->text.ptr && !in_text) {
        meta_cache_parse(&c->L->metas, m->text, &out);
        out.span = readable_copy_span(c, m->span);
        return out;
    }
    out.text = readable_copy_str(c, m->text);
    out.span = readable_copy_span(c, m->span);
    out.dtype_abbr = readable_copy_str(c, m->dtype_abbr);
    out.device = readable_copy_str(c, m->device);
    out.sym = readable_copy_str(c, m->sym);
    out.sizes = copy_dims(c, m->sizes, m->rank);
    out.strides = copy_dims(c, m->strides, m->has_strides ? m->rank : 0);
    return out;
}

/* Part of the old qualname q (ns, op, overload are slices of it, or strings of their own). */
static Str copy_part(const ReadableCopy *c, Str q, Str nq, Str part)
{
    uintptr_t p = (uintptr_t)part.ptr, qs = (uintptr_t)q.ptr;
    if (part.ptr && q.ptr && p >= qs && p + part.len <= qs + q.len) return (Str){nq.ptr + (p - qs), part.len};
    return readable_copy_str(c, part);
}

static Target copy_target(const ReadableCopy *c, const Target *t)
{
    Target out = *t;
    out.qualname = readable_copy_str(c, t->qualname);
    out.ns = copy_part(c, t->qualname, out.qualname, t->ns);
    out.op = copy_part(c, t->qualname, out.qualname, t->op);
    out.overload = copy_part(c, t->qualname, out.qualname, t->overload);
    return out;
}

Node readable_copy_node(const ReadableCopy *c, const Node *n, uint32_t old_in, uint32_t new_in, uint32_t old0,
                        uint32_t new0)
{
    Node out = *n;
    out.name = readable_copy_str(c, n->name);
    out.target = copy_target(c, &n->target);
    if (n->args) {
        out.args = ARENA_ARRAY(c->L->a, Value, n->nargs ? n->nargs : 1);
        for (uint32_t i = 0; i < n->nargs; i++) out.args[i] = copy_value(c, &n->args[i]);
    }
    if (n->kwargs) {
        out.kwargs = ARENA_ARRAY(c->L->a, Kwarg, n->nkwargs ? n->nkwargs : 1);
        for (uint32_t i = 0; i < n->nkwargs; i++) {
            out.kwargs[i].key = readable_copy_str(c, n->kwargs[i].key);
            out.kwargs[i].value = copy_value(c, &n->kwargs[i].value);
        }
    }
    out.meta = copy_meta(c, &n->meta);
    out.span = readable_copy_span(c, n->span);
    out.name_span = readable_copy_span(c, n->name_span);
    out.call_span = readable_copy_span(c, n->call_span);
    /* statements take the origin in force; placeholders and the output node never have one */
    bool takes = n->kind != NK_OUTPUT && n->kind != NK_PLACEHOLDER;
    if (takes && n->origin == old_in) out.origin = new_in;
    else if (n->origin != NONE_ID) out.origin = n->origin - old0 + new0;
    out.users = NULL; /* graph_finish computes users and subgraph links again */
    out.nusers = 0;
    out.submodule = NONE_ID;
    return out;
}

void readable_copy_origins(const ReadableCopy *c, const Graph *prev, uint32_t origin0, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++) {
        Origin o = prev->origins[origin0 + i];
        o.file = readable_copy_str(c, o.file);
        o.function = readable_copy_str(c, o.function);
        o.code = readable_copy_str(c, o.code);
        o.span = readable_copy_span(c, o.span);
        graph_add_origin(c->L->g, &o);
    }
}

/* Keeps rec, complete, as one of this version's forwards. */
static void record_push(Lower *L, ReadableForward *rec)
{
    rec->norigins = L->g->norigins - rec->origin0;
    VEC_PUSH(L->a, L->reuse->next, *rec);
}

/* The previous version's record of the forward fn, when it would lower the same now: no
 * edit touched its text, the parser reused its tree, and the file-wide inputs are the same. */
static const ReadableForward *find_clean(const Lower *L, TSNode fn)
{
    struct ReadableReuse *r = L->reuse;
    Span range = ts_span(fn);
    const ReadableForward *rec = NULL;
    for (uint32_t i = 0; i < r->nrecs && !rec; i++)
        if (r->now[i].start == range.start && r->now[i].end == range.end) rec = &r->recs[i];
    if (!rec || rec->broken != L->broken || rec->script != L->script || !tree_same(r, fn)) return NULL;
    return rec;
}

bool readable_reuse_forward(Lower *L, ModuleId mid, TSNode fn)
{
    struct ReadableReuse *r = L->reuse;
    const ReadableForward *old = r->prev ? find_clean(L, fn) : NULL;
    if (!old) return false;
    Span range = ts_span(fn);
    const Graph *pg = r->prev;
    const Module *pm = &pg->modules[old->mod];
    ReadableCopy c = {L, r->base, r->len, old->range.start, old->range.end, range.start - old->range.start};
    ReadableForward rec;
    readable_reuse_begin(L, &rec, mid, range);
    readable_copy_origins(&c, pg, old->origin0, old->norigins);
    graph_reserve(L->g, mid, pm->nnodes);
    uint32_t b = 0;
    for (uint32_t i = 0; i <= pm->nnodes; i++) {
        /* bindings go back where they were made: a later node may take the name over */
        for (; b < old->binds.len && old->binds.items[b].at == i; b++) {
            ReadableBind bind = old->binds.items[b];
            bind.alias = readable_copy_str(&c, bind.alias);
            graph_bind_name(L->g, mid, bind.alias, bind.id);
            VEC_PUSH(L->a, rec.binds, bind);
        }
        if (i == pm->nnodes) break;
        /* a forward starts with no origin: NONE_ID maps to itself */
        Node n = readable_copy_node(&c, &pm->nodes[i], NONE_ID, NONE_ID, old->origin0, rec.origin0);
        graph_add_node(L->g, mid, &n);
    }
    L->capture = &rec;
    for (uint32_t i = 0; i < old->reports.len; i++) {
        const ReadableReport *rep = &old->reports.items[i];
        readable_report(L, readable_copy_span(&c, rep->span), rep->rule, rep->sev, "%s", rep->message);
    }
    L->capture = NULL;
    record_push(L, &rec);
    r->reused++;
    return true;
}

void readable_reuse_begin(Lower *L, ReadableForward *rec, ModuleId mid, Span range)
{
    memset(rec, 0, sizeof *rec);
    rec->range = range;
    rec->mod = mid;
    rec->origin0 = L->g->norigins;
    rec->broken = L->broken;
    rec->script = L->script;
}

void readable_reuse_end(Lower *L, ReadableForward *rec)
{
    record_push(L, rec);
    L->reuse->lowered++;
}

/* ---- one graph's state across versions (fe_readable_incr.h) ---- */

struct ReadableGraphDoc *readable_graph_doc_new(void)
{
    struct ReadableGraphDoc *doc = calloc(1, sizeof *doc);
    if (!doc) abort();
    arena_init(&doc->arenas[0]);
    arena_init(&doc->arenas[1]);
    return doc;
}

void readable_graph_doc_forget(struct ReadableGraphDoc *doc)
{
    if (!doc) return;
    if (doc->tree) ts_tree_delete(doc->tree);
    doc->tree = NULL;
    arena_free(&doc->arenas[doc->cur]);
    arena_init(&doc->arenas[doc->cur]);
    memset(&doc->graph, 0, sizeof doc->graph);
    doc->have_graph = false;
    doc->recs = NULL;
    doc->nrecs = 0;
    doc->pieces = NULL;
    doc->npieces = 0;
}

void readable_graph_doc_free(struct ReadableGraphDoc *doc)
{
    if (!doc) return;
    readable_graph_doc_forget(doc);
    arena_free(&doc->arenas[0]);
    arena_free(&doc->arenas[1]);
    free(doc);
}

Arena *readable_graph_doc_arena(struct ReadableGraphDoc *doc) { return &doc->arenas[doc->cur ^ 1u]; }

void readable_graph_doc_counts(const struct ReadableGraphDoc *doc, uint32_t *reused, uint32_t *lowered)
{
    *reused = doc->reused;
    *lowered = doc->lowered;
}

/* A parse in pieces, copying each piece of the last version that no edit touched (when that
 * version was parsed in pieces too). Returns what readable_parse_chunked returns. */
static int parse_pieces(Frontend *fe, const Source *src, struct ReadableGraphDoc *doc, Arena *a, Graph *g,
                        const TSInputEdit *edits, unsigned nedits)
{
    Span *now = NULL;
    bool reuse = readable_reuse_enabled && doc->have_graph && doc->npieces;
    if (reuse) {
        now = ARENA_ARRAY(a, Span, doc->npieces);
        for (uint32_t k = 0; k < doc->npieces; k++) {
            now[k] = doc->pieces[k].range;
            for (unsigned i = 0; i < nedits; i++) range_edit(&now[k], &edits[i]);
        }
    }
    struct ReadablePieceReuse *r = readable_pieces_new(a, reuse ? &doc->graph : NULL, doc->pieces,
                                                       reuse ? doc->npieces : 0, now, doc->base, doc->len);
    int produced = readable_parse_chunked(fe, src, g, a, r);
    if (produced < 0) return produced;
    const ReadablePiece *recs;
    uint32_t nrecs;
    readable_pieces_result(r, &recs, &nrecs, &doc->reused, &doc->lowered);
    doc->pieces = recs;
    doc->npieces = nrecs;
    doc->recs = NULL;
    doc->nrecs = 0;
    if (doc->tree) ts_tree_delete(doc->tree);
    doc->tree = NULL;
    return produced;
}

/* The whole text parsed with tree-sitter's incremental reparse of the last whole tree, each
 * forward whose text and tree did not change copied (when the last version was parsed whole). */
static int parse_whole(Frontend *fe, const Source *src, struct ReadableGraphDoc *doc, Arena *a, Graph *g,
                       const TSInputEdit *edits, unsigned nedits)
{
    struct ReadableReuse r;
    memset(&r, 0, sizeof r);
    if (doc->tree)
        for (unsigned i = 0; i < nedits; i++) ts_tree_edit(doc->tree, &edits[i]);
    if (readable_reuse_enabled && doc->tree && doc->have_graph && doc->nrecs) {
        r.prev = &doc->graph;
        r.recs = doc->recs;
        r.nrecs = doc->nrecs;
        r.base = doc->base;
        r.len = doc->len;
        r.now = ARENA_ARRAY(a, Span, doc->nrecs);
        for (uint32_t k = 0; k < doc->nrecs; k++) {
            r.now[k] = doc->recs[k].range;
            for (unsigned i = 0; i < nedits; i++) range_edit(&r.now[k], &edits[i]);
        }
    }
    TSTree *old = doc->tree, *tree = NULL;
    int produced = readable_parse_tree(fe, src, g, a, old, &tree, &r);
    free(r.changed);
    if (old) ts_tree_delete(old);
    doc->tree = tree;
    doc->recs = r.next.items;
    doc->nrecs = r.next.len;
    doc->pieces = NULL;
    doc->npieces = 0;
    doc->reused = r.reused;
    doc->lowered = r.lowered;
    return produced;
}

Graph *readable_graph_doc_parse(Frontend *fe, const Source *src, struct ReadableGraphDoc *doc,
                                     const TSInputEdit *edits, unsigned nedits)
{
    unsigned next = doc->cur ^ 1u;
    Arena *a = &doc->arenas[next];
    Graph g;
    /* in pieces when the text allows it (an edit then costs one piece's parse and lowering);
     * whole, with tree-sitter's incremental reparse, while it has a syntax error */
    int produced = parse_pieces(fe, src, doc, a, &g, edits, nedits);
    if (produced < 0) produced = parse_whole(fe, src, doc, a, &g, edits, nedits);
    /* the last version's graph has been copied from; the new one replaces it */
    arena_free(&doc->arenas[doc->cur]);
    arena_init(&doc->arenas[doc->cur]);
    doc->cur = next;
    doc->graph = g;
    doc->have_graph = produced > 0;
    doc->base = (uintptr_t)src->text;
    doc->len = src->len;
    return produced > 0 ? &doc->graph : NULL;
}
