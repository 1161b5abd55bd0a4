/* Reuse across document versions for the language server, piece by piece: a piece of a
 * chunked parse whose text the edits did not touch parses as before (a piece is parsed on its
 * own), so what lowering it gave is copied from the last version's graph. Its lowering read
 * the graph only through name lookups, the origin in force and the file-wide flags: the
 * record keeps those, and the copy is made only when they read the same now. */
#include <stdlib.h>

#include "frontends/readable/readable.h"

struct ReadablePieceReuse {
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
};

/* ---- recording ---- */

/* Whether `name` is an alias the recorded piece bound itself. */
static bool bound_here(const Lower *L, Str name)
{
    for (uint32_t i = 0; i < L->pcap->binds.len; i++)
        if (str_eq(source_slice(L->src, L->pcap->binds.items[i].alias), name)) return true;
    return false;
}

NodeId readable_lookup(Lower *L, Str name)
{
    NodeId id = graph_lookup(L->g, L->mod, name);
    /* a piece lowered on its own: a name from outside it is found if a statement before the
     * piece defines it (the copy checks that guess against the graph) */
    if (id == NONE_ID && L->defined_before && L->defined_before(L, name)) id = READABLE_OUTSIDE;
    ReadablePiece *rec = L->pcap;
    if (!rec || (id != NONE_ID && id != READABLE_OUTSIDE && id >= rec->node0) || bound_here(L, name)) return id;
    /* a name from outside the piece: what it is now must be what it was, for a copy */
    for (uint32_t i = 0; i < rec->lookups.len; i++)
        if (str_eq(rec->lookups.items[i].name, name)) return id;
    Str kept = str_make(arena_strndup(L->a, name.ptr, name.len), name.len);
    VEC_PUSH(L->a, rec->lookups, ((ReadableLookup){kept, id != NONE_ID}));
    return id;
}

void readable_piece_bind(Lower *L, Span alias, Span from)
{
    if (!L->pcap) return;
    uint32_t at = L->g->modules[L->mod].nnodes - L->pcap->node0;
    VEC_PUSH(L->a, L->pcap->binds, ((ReadablePieceBind){alias, from, at}));
}

void readable_piece_pending(Lower *L, Span name)
{
    if (L->pcap) VEC_PUSH(L->a, L->pcap->pending, name);
}

void readable_piece_begin(Lower *L, ReadablePiece *rec, Span range, uint8_t kind, uint32_t row)
{
    memset(rec, 0, sizeof *rec);
    rec->range = range;
    rec->kind = kind;
    rec->mod = L->mod;
    rec->node0 = L->mod != NONE_ID ? L->g->modules[L->mod].nnodes : 0;
    rec->origin0 = L->g->norigins;
    rec->origin_in = L->origin;
    rec->line_in = (int32_t)(L->line - row);
    rec->broken = L->broken;
    rec->script = L->script;
    L->pcap = rec;
}

void readable_piece_end(Lower *L, ReadablePiece *rec)
{
    L->pcap = NULL;
    rec->nnodes = (L->mod != NONE_ID ? L->g->modules[L->mod].nnodes : 0) - rec->node0;
    rec->norigins = L->g->norigins - rec->origin0;
    rec->origin_out = L->origin;
    uint32_t row = source_line_index(L->src, rec->range.start);
    rec->line_out = (int32_t)(L->line - row);
    if (!L->pieces) return;
    VEC_PUSH(L->a, L->pieces->next, *rec);
    if (rec->kind != PIECE_CHECK) L->pieces->lowered++;
}

void readable_piece_keep(Lower *L, Span range, uint8_t kind)
{
    if (!L->pieces) return;
    ReadablePiece rec;
    memset(&rec, 0, sizeof rec);
    rec.range = range;
    rec.kind = kind;
    VEC_PUSH(L->a, L->pieces->next, rec);
}

/* ---- copying ---- */

const ReadablePiece *readable_piece_find(Lower *L, Span range, uint8_t kind)
{
    struct ReadablePieceReuse *r = L->pieces;
    if (!r || !r->prev) return NULL;
    while (r->next_rec < r->nrecs &&
           (r->now[r->next_rec].start == NONE_ID || r->now[r->next_rec].start < range.start))
        r->next_rec++;
    if (r->next_rec == r->nrecs) return NULL;
    const Span *now = &r->now[r->next_rec];
    const ReadablePiece *rec = &r->recs[r->next_rec];
    if (now->start != range.start || now->end != range.end || rec->kind != kind) return NULL;
    return rec;
}

/* Whether span s (old text) is one of old's pending names. */
static bool was_pending(const ReadablePiece *old, Span s)
{
    for (uint32_t i = 0; i < old->pending.len; i++)
        if (old->pending.items[i].start == s.start && old->pending.items[i].end == s.end) return true;
    return false;
}

/* Node references of a copied value: the piece's own nodes move with it (old ids from old0,
 * new from new0); a name that was pending (resolved only at its forward's end) is pending
 * again; any other is looked up again, which gives what lowering gives now (its lookup was
 * checked to find the same). */
static void refs_again(Lower *L, const ReadableCopy *c, const ReadablePiece *old, NodeId new0, Value *v)
{
    switch (v->kind) {
    case VK_TUPLE: case VK_LIST: case VK_DICT: case VK_SLICE:
        for (uint32_t i = 0; i < v->seq.n; i++) refs_again(L, c, old, new0, &v->seq.items[i]);
        return;
    case VK_NODE:
        break;
    default:
        return;
    }
    if (old->pending.len && was_pending(old, (Span){v->span.start - c->shift, v->span.end - c->shift})) {
        v->kind = VK_EXPR;
        v->s = source_slice(L->src, v->span);
        return;
    }
    if (v->node >= old->node0 && v->node - old->node0 < old->nnodes) {
        v->node = v->node - old->node0 + new0;
        return;
    }
    NodeId id = graph_lookup(L->g, L->mod, source_slice(L->src, v->span));
    if (id != NONE_ID) {
        v->node = id;
    } else { /* as lowering it now would: a name waiting for a definition */
        v->kind = VK_EXPR;
        v->s = source_slice(L->src, v->span);
        VEC_PUSH(L->keep, L->pending, v->span);
    }
}

static uint32_t origin_map(uint32_t o, const ReadablePiece *old, uint32_t new_in, uint32_t new0)
{
    if (o == old->origin_in) return new_in;
    return o == NONE_ID ? NONE_ID : o - old->origin0 + new0;
}

/* Whether the origin scan reads the same before the piece at `row` now as it did for `old`:
 * the same lines, or (a piece lowered on its own, which began its scan at its first line) no
 * comment on the lines the scan crosses now before it (those of the statement before). */
static bool scan_same(const Lower *L, const ReadablePiece *old, uint32_t row)
{
    if (old->kind != PIECE_MORE) return true;
    if (!old->line_free) return (int32_t)(L->line - row) == old->line_in;
    for (uint32_t i = L->line; i < row; i++) {
        Str t = str_trim(source_line(L->src, i));
        if (t.len && t.ptr[0] == '#') return false;
    }
    return L->line <= row;
}

bool readable_piece_copy(Lower *L, const Graph *prev, uintptr_t base, uint32_t len, const ReadablePiece *old, Span range,
                         uint32_t row, uint32_t expect)
{
    if (old->broken != L->broken || old->script != L->script || old->outside || !scan_same(L, old, row)) return false;
    /* what it read from outside must read the same: checked before anything changes */
    for (uint32_t i = 0; i < old->lookups.len; i++)
        if ((graph_lookup(L->g, L->mod, old->lookups.items[i].name) != NONE_ID) != old->lookups.items[i].found)
            return false;
    const Module *pm = &prev->modules[old->mod];
    ReadableCopy c = {L, base, len, old->range.start, old->range.end, range.start - old->range.start};
    if (old->kind == PIECE_FIRST) {
        /* readable_forward_begin's state, and room for the placeholders and statements */
        L->origin = NONE_ID;
        L->line = row + 1;
        uint32_t nph = 0;
        while (nph < old->nnodes && pm->nodes[old->node0 + nph].kind == NK_PLACEHOLDER) nph++;
        graph_reserve(L->g, L->mod, L->g->modules[L->mod].nnodes + nph + expect);
    }
    ReadablePiece rec;
    readable_piece_begin(L, &rec, range, old->kind, row);
    L->pcap = NULL;
    rec.line_in = old->line_in;
    readable_copy_origins(&c, prev, old->origin0, old->norigins);
    NodeId new0 = L->g->modules[L->mod].nnodes;
    uint32_t b = 0;
    for (uint32_t i = 0; i <= old->nnodes; i++) {
        /* bindings go back where they were made: a later node may take the name over */
        for (; b < old->binds.len && old->binds.items[b].at == i; b++) {
            ReadablePieceBind bind = old->binds.items[b];
            bind.alias = readable_copy_span(&c, bind.alias);
            bind.from = readable_copy_span(&c, bind.from);
            NodeId id = graph_lookup(L->g, L->mod, source_slice(L->src, bind.from));
            if (id != NONE_ID) graph_bind_name(L->g, L->mod, source_slice(L->src, bind.alias), id);
            VEC_PUSH(L->a, rec.binds, bind);
        }
        if (i == old->nnodes) break;
        Node n = readable_copy_node(&c, &pm->nodes[old->node0 + i], old->origin_in, rec.origin_in, old->origin0,
                                    rec.origin0);
        for (uint32_t k = 0; k < n.nargs; k++) refs_again(L, &c, old, new0, &n.args[k]);
        for (uint32_t k = 0; k < n.nkwargs; k++) refs_again(L, &c, old, new0, &n.kwargs[k].value);
        graph_add_node(L->g, L->mod, &n);
    }
    for (uint32_t i = 0; i < old->pending.len; i++) {
        Span sp = readable_copy_span(&c, old->pending.items[i]);
        VEC_PUSH(L->keep, L->pending, sp);
        VEC_PUSH(L->a, rec.pending, sp);
    }
    for (uint32_t i = 0; i < old->lookups.len; i++) {
        ReadableLookup lk = old->lookups.items[i];
        lk.name = intern_str(&L->strs, lk.name);
        VEC_PUSH(L->a, rec.lookups, lk);
    }
    L->pcap = &rec;
    for (uint32_t i = 0; i < old->reports.len; i++) {
        const ReadableReport *rep = &old->reports.items[i];
        readable_report(L, readable_copy_span(&c, rep->span), rep->rule, rep->sev, "%s", rep->message);
    }
    L->pcap = NULL;
    L->line = row + (uint32_t)old->line_out;
    L->origin = origin_map(old->origin_out, old, rec.origin_in, rec.origin0);
    rec.nnodes = old->nnodes;
    rec.norigins = old->norigins;
    rec.origin_out = L->origin;
    rec.line_out = old->line_out;
    if (L->pieces) {
        VEC_PUSH(L->a, L->pieces->next, rec);
        L->pieces->reused++;
    }
    return true;
}

bool readable_piece_copy_last(Lower *L, const ReadablePiece *old, Span range, uint32_t row, uint32_t expect)
{
    struct ReadablePieceReuse *r = L->pieces;
    return readable_piece_copy(L, r->prev, r->base, r->len, old, range, row, expect);
}

/* ---- the reuse state of one parse ---- */

struct ReadablePieceReuse *readable_pieces_new(Arena *a, const Graph *prev, const ReadablePiece *recs, uint32_t nrecs,
                                               const Span *now, uintptr_t base, uint32_t len)
{
    struct ReadablePieceReuse *r = ARENA_NEW(a, struct ReadablePieceReuse);
    r->prev = prev;
    r->recs = recs;
    r->nrecs = nrecs;
    r->now = now;
    r->base = base;
    r->len = len;
    return r;
}

void readable_pieces_result(const struct ReadablePieceReuse *r, const ReadablePiece **recs, uint32_t *nrecs,
                            uint32_t *reused, uint32_t *lowered)
{
    *recs = r->next.items;
    *nrecs = r->next.len;
    *reused = r->reused;
    *lowered = r->lowered;
}
