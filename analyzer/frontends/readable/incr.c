/* The language server's layer above the printed-code pipeline: one graph's state across the
 * versions of a document (fe_readable_incr.h). It asks the pipeline for each piece (or, for a
 * text parsed whole, each forward) in turn, and copies from the last version's graph each one
 * no edit touched instead of having it lowered again: a piece parses alone, so one whose text
 * did not change lowers as before (copy.h checks that what it read from outside reads the
 * same); a `def forward` whose text the edits did not touch and whose tree the reparse did not
 * change lowers exactly as before. The pipeline never calls into this layer. */
#include <assert.h>
#include <stdlib.h>

#include "frontends/fe_readable_incr.h"
#include "frontends/readable/copy.h"
#include "frontends/readable/emit.h"
#include "frontends/readable/lower.h"

/* Off only to measure or to rule reuse out when chasing a difference from a fresh parse. */
static const bool readable_reuse_enabled = true;

/* The last version's forwards, for a parse of the whole text. */
typedef struct ForwardReuse {
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
} ForwardReuse;

/* The last version's pieces, for a parse in pieces. */
typedef struct PieceReuse {
    const Graph *prev;          /* the last version's graph; NULL: lower everything */
    const ReadablePiece *recs;  /* its pieces, in text order */
    uint32_t nrecs;
    const Span *now;            /* recs' ranges moved through the edits; start NONE_ID when an
                                   edit touched the piece */
    uint32_t next_rec;          /* the search moves forward with the pieces */
    uintptr_t base;             /* the last version's text */
    uint32_t len;
    VEC(ReadablePiece) next;    /* this version's pieces, in the new graph's arena */
    uint32_t reused, lowered;
} PieceReuse;

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

/* Whether fn has the same tree as in the last version. First whether the parser took it whole
 * from the old tree: tree-sitter reuses only subtrees that no edit touched (nor the lexer's
 * lookahead past their end), so the same subtree (pointer identity, both trees being alive)
 * has the same structure. The parser often rebuilds a long function's own node from reused
 * parts, though; then whether any range whose structure changed (ts_tree_get_changed_ranges:
 * outside them every character has the same ancestors in both trees) meets fn. That walks
 * every sibling of a changed statement, so it runs once per parse, and only when needed. */
static bool tree_same(ForwardReuse *r, TSNode fn)
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

/* The last version's record of the forward fn, when it would lower the same now: no edit
 * touched its text, the parser reused its tree, and the file-wide inputs are the same. */
static const ReadableForward *find_clean(ForwardReuse *r, const Lower *L, TSNode fn)
{
    Span range = ts_span(fn);
    const ReadableForward *rec = NULL;
    for (uint32_t i = 0; i < r->nrecs && !rec; i++)
        if (r->now[i].start == range.start && r->now[i].end == range.end) rec = &r->recs[i];
    if (!rec || rec->broken != L->broken || rec->script != L->script || !tree_same(r, fn)) return NULL;
    return rec;
}

/* Copies the last version's lowering of the forward fn into module mid of L->g (spans moved,
 * strings pointed at the new text, origins renumbered, its reports given again) when neither
 * its text nor its tree changed, and records it. Returns false, doing nothing, otherwise. */
static bool reuse_forward(ForwardReuse *r, Lower *L, ModuleId mid, TSNode fn)
{
    const ReadableForward *old = r->prev ? find_clean(r, L, fn) : NULL;
    if (!old) return false;
    Span range = ts_span(fn);
    const Graph *pg = r->prev;
    const Module *pm = &pg->modules[old->mod];
    ReadableCopy c = {L, r->base, r->len, old->range.start, old->range.end, range.start - old->range.start};
    ReadableForward rec;
    readable_forward_record_begin(L, &rec, mid, range);
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
    for (uint32_t i = 0; i < old->reports.len; i++) {
        const ReadableReport *rep = &old->reports.items[i];
        readable_report(L, readable_copy_span(&c, rep->span), rep->rule, rep->sev, "%s", rep->message);
    }
    readable_forward_record_end(L, &rec);
    VEC_PUSH(L->a, r->next, rec);
    r->reused++;
    return true;
}

/* The last version's record of a piece with this text at `range`, when there is one. */
static const ReadablePiece *piece_find(PieceReuse *r, Span range, uint8_t kind)
{
    if (!r->prev) return NULL;
    while (r->next_rec < r->nrecs && (r->now[r->next_rec].start == NONE_ID || r->now[r->next_rec].start < range.start))
        r->next_rec++;
    if (r->next_rec == r->nrecs) return NULL;
    const Span *now = &r->now[r->next_rec];
    const ReadablePiece *rec = &r->recs[r->next_rec];
    if (now->start != range.start || now->end != range.end || rec->kind != kind) return NULL;
    return rec;
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
 * version was parsed in pieces too). Returns what a parse in pieces returns: -1 when it
 * declines. */
static int parse_pieces(Frontend *fe, const Source *src, struct ReadableGraphDoc *doc, Arena *a, Graph *g,
                        const TSInputEdit *edits, unsigned nedits)
{
    PieceReuse r;
    memset(&r, 0, sizeof r);
    if (readable_reuse_enabled && doc->have_graph && doc->npieces) {
        Span *now = ARENA_ARRAY(a, Span, doc->npieces);
        for (uint32_t k = 0; k < doc->npieces; k++) {
            now[k] = doc->pieces[k].range;
            for (unsigned i = 0; i < nedits; i++) range_edit(&now[k], &edits[i]);
        }
        r.prev = &doc->graph;
        r.recs = doc->pieces;
        r.nrecs = doc->npieces;
        r.now = now;
        r.base = doc->base;
        r.len = doc->len;
    }
    ReadablePieces *run = readable_pieces_begin(fe, src, g, a, false);
    if (!run) return -1;
    ReadablePieceAt at;
    bool ok = true;
    while (ok && readable_pieces_next(run, &at)) {
        Lower *L = readable_pieces_state(run);
        const ReadablePiece *old = piece_find(&r, at.range, at.kind);
        ReadablePiece rec;
        if (old && at.kind == PIECE_CHECK) {
            /* parsed clean before: clean now */
            memset(&rec, 0, sizeof rec);
            rec.range = at.range;
            rec.kind = at.kind;
        } else if (old && readable_piece_copy(L, r.prev, r.base, r.len, old, at.range, at.row, at.expect, &rec)) {
            r.reused++;
        } else {
            ok = readable_pieces_lower(run, &rec);
            r.lowered += at.kind != PIECE_CHECK;
        }
        VEC_PUSH(a, r.next, rec);
    }
    int produced = readable_pieces_end(run, !ok);
    if (produced < 0) return produced;
    doc->pieces = r.next.items;
    doc->npieces = r.next.len;
    doc->reused = r.reused;
    doc->lowered = r.lowered;
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
    ForwardReuse r;
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
    ReadableTree t;
    if (readable_tree_begin(&t, fe, src, g, a, old)) {
        r.old = old;
        r.tree = t.tree;
        ModuleId mid;
        TSNode fn;
        while (readable_tree_next(&t, &mid, &fn)) {
            if (reuse_forward(&r, &t.L, mid, fn)) continue;
            ReadableForward rec;
            readable_tree_lower_forward(&t, mid, fn, &rec);
            VEC_PUSH(a, r.next, rec);
            r.lowered++;
        }
    }
    int produced = readable_tree_end(&t, &tree);
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
