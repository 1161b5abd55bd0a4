/* The copy stage of the printed-code pipeline (copy.h): what lowering a piece gave, copied into
 * another graph as lowering it there would give it. The driver copies the pieces helper threads
 * lowered on their own into the graph in order; the language server's layer copies the pieces
 * of a document's last version that no edit touched. A piece's lowering read the graph only
 * through name lookups, the origin in force and the file-wide flags: its record keeps those,
 * and the copy is made only when they read the same now. */
#include <assert.h>
#include <stdlib.h>

#include "frontends/readable/copy.h"

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

/* An annotation as the new version's cache reads it: the same text parses the same, and the
 * new graph's nodes that print it share its Meta. */
static const Meta *copy_meta(const ReadableCopy *c, const Meta *m)
{
    if (m == &meta_absent) return m;
    return meta_cache_get(&c->L->metas, m->text);
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
    out.meta = copy_meta(c, n->meta);
    out.meta_span = readable_copy_span(c, n->meta_span);
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
                         uint32_t row, uint32_t expect, ReadablePiece *out)
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
    if (out) *out = rec;
    return true;
}

