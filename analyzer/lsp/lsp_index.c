/* Builds a document's navigation index from the graphs the front end lowers its text into:
 * every span is moved from the graph's source (a trace payload or an ExportedProgram's module
 * is text cut out of the document) to bytes of the document, and every string is copied, as
 * the graphs die when the walk moves on. */
#include "lsp/lsp_index.h"

#include <stdlib.h>
#include <string.h>

#include "lsp/lsp_settings.h"

typedef struct Builder {
    LspDoc *d;
    Arena *a;
    Arena scratch;  /* target_format and friends, reset per graph */
    VEC(LspIndexModule) modules;
    VEC(LspIndexNode) nodes;
    VEC(LspIndexRef) refs;
    VEC(LspIndexOrigin) origins;
} Builder;

/* ---- places ---- */

/* Byte offset in the document of offset off of the graph's source. */
static uint32_t doc_offset(const LspDoc *d, const Source *src, uint32_t off)
{
    if (src->text == d->text && !src->root_line && !src->line_base) return off < d->len ? off : d->len;
    Pos p = source_pos(src, off);
    if (p.line == 0 || p.line > d->nlines) return d->len;
    uint32_t n;
    lsp_doc_line(d, p.line - 1, &n);
    uint32_t col = p.col ? p.col - 1 : 0;
    return d->lines[p.line - 1] + (col < n ? col : n);
}

static Span doc_span(const Builder *b, const Graph *g, Span s)
{
    uint32_t start = doc_offset(b->d, g->src, s.start);
    uint32_t end = s.end > s.start ? doc_offset(b->d, g->src, s.end) : start;
    return (Span){start, end < start ? start : end};
}

static bool is_name_byte(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

/* The identifier a value's span spells in the document (FX IR's `%` left out), or an empty
 * span when it spells something else (a value the front end made up, a whole expression). */
static Span name_in_doc(const LspDoc *d, Span s)
{
    if (s.start < s.end && d->text[s.start] == '%') s.start++;
    if (s.start >= s.end || s.end > d->len) return (Span){0, 0};
    for (uint32_t i = s.start; i < s.end; i++)
        if (!is_name_byte(d->text[i])) return (Span){0, 0};
    return s;
}

static void add_ref(Builder *b, Span s, LspRefRole role, uint32_t target)
{
    if (s.end <= s.start) return;
    VEC_PUSH(b->a, b->refs, ((LspIndexRef){s, role, target}));
}

/* ---- one graph ---- */

/* The uses of nodes inside a value (nested tuples, lists and dicts included). */
static void add_uses(Builder *b, const Graph *g, const Value *v, uint32_t node_base)
{
    if (v->kind == VK_NODE) {
        add_ref(b, name_in_doc(b->d, doc_span(b, g, v->span)), LSP_REF_USE, node_base + v->node);
    } else if (v->kind == VK_TUPLE || v->kind == VK_LIST || v->kind == VK_DICT || v->kind == VK_SLICE) {
        for (uint32_t i = 0; i < v->seq.n; i++) add_uses(b, g, &v->seq.items[i], node_base);
    }
}

/* "higher_order.cond: true_graph_0, false_graph_0": what a HOP call runs, for outlines. */
static const char *hop_detail(Builder *b, const Module *m, const Node *n)
{
    char *s = arena_printf(&b->scratch, "%s", target_format(&b->scratch, &n->target));
    const char *sep = ": ";
    for (uint32_t i = 0; i < n->nargs; i++) {
        NodeId id = value_node(&n->args[i]);
        if (id == NONE_ID || id >= m->nnodes || m->nodes[id].submodule == NONE_ID) continue;
        s = arena_printf(&b->scratch, "%s%s%.*s", s, sep, STR_ARG(m->nodes[id].name));
        sep = ", ";
    }
    return arena_strdup(b->a, s);
}

/* The returned expression as printed, shortened for an outline. */
static const char *output_detail(Builder *b, const Graph *g, const Node *n)
{
    Str text = str_trim(source_slice(g->src, n->call_span));
    if (text.len > 80) return arena_printf(b->a, "%.*s...", 77, text.ptr);
    return arena_strndup(b->a, text.ptr, text.len);
}

static void add_module(Builder *b, const Graph *g, ModuleId mi, uint32_t module_base)
{
    const Module *m = &g->modules[mi];
    LspIndexModule im = {0};
    im.name = arena_strndup(b->a, m->name.ptr, m->name.len);
    im.path = arena_strdup(b->a, m->path ? m->path : im.name);
    im.parent = m->parent == NONE_ID ? LSP_INDEX_NONE : module_base + m->parent;
    im.printed = m->printed;
    im.head = doc_span(b, g, m->span);
    im.name_span = im.head;
    im.range = im.head;
    /* `class true_graph_0(torch.nn.Module):`: the name, where the head spells it */
    const char *head = b->d->text + im.head.start;
    uint32_t hlen = im.head.end - im.head.start;
    const char *at = m->name.len ? memmem(head, hlen, m->name.ptr, m->name.len) : NULL;
    if (at) {
        uint32_t s = (uint32_t)(at - b->d->text);
        im.name_span = (Span){s, s + m->name.len};
    }
    if (m->parent == NONE_ID && (g->compile_id.len || g->event.len))
        im.graph = arena_printf(b->a, "compile %.*s %.*s", STR_ARG(g->compile_id), STR_ARG(g->event));
    VEC_PUSH(b->a, b->modules, im);
    if (m->printed && at) add_ref(b, im.name_span, LSP_REF_CLASS, module_base + mi);
}

static void add_node(Builder *b, const Graph *g, ModuleId mi, NodeId ni, uint32_t module_base, uint32_t node_base,
                     uint32_t origin_base)
{
    const Module *m = &g->modules[mi];
    const Node *n = &m->nodes[ni];
    uint32_t self = node_base + ni;
    LspIndexNode in = {0};
    in.name = arena_strndup(b->a, n->name.ptr, n->name.len);
    in.module = module_base + mi;
    in.kind = n->kind;
    in.def = doc_span(b, g, n->name_span);
    in.stmt = doc_span(b, g, n->span);
    in.origin = n->origin != NONE_ID && n->origin < g->norigins ? origin_base + n->origin : LSP_INDEX_NONE;
    in.submodule = n->submodule != NONE_ID && n->submodule < g->nmodules ? module_base + n->submodule : LSP_INDEX_NONE;
    in.hop = target_is_hop(&n->target);
    if (in.hop) in.detail = hop_detail(b, m, n);
    else if (n->kind == NK_OUTPUT) in.detail = output_detail(b, g, n);
    VEC_PUSH(b->a, b->nodes, in);

    if (n->kind != NK_OUTPUT) add_ref(b, name_in_doc(b->d, in.def), LSP_REF_DEF, self);
    if (in.submodule != LSP_INDEX_NONE) add_ref(b, doc_span(b, g, n->call_span), LSP_REF_ATTR, in.submodule);
    for (uint32_t i = 0; i < n->nargs; i++) add_uses(b, g, &n->args[i], node_base);
    for (uint32_t i = 0; i < n->nkwargs; i++) add_uses(b, g, &n->kwargs[i].value, node_base);
}

static void add_graph(const Graph *g, void *user)
{
    Builder *b = user;
    uint32_t module_base = b->modules.len, origin_base = b->origins.len;
    for (uint32_t i = 0; i < g->norigins; i++) {
        const Origin *o = &g->origins[i];
        LspIndexOrigin io = {arena_strndup(b->a, o->file.ptr, o->file.len), o->line,
                             arena_strndup(b->a, o->code.ptr, o->code.len), doc_span(b, g, o->span)};
        VEC_PUSH(b->a, b->origins, io);
        add_ref(b, io.span, LSP_REF_ORIGIN, origin_base + i);
    }
    for (ModuleId mi = 0; mi < g->nmodules; mi++) add_module(b, g, mi, module_base);
    for (ModuleId mi = 0; mi < g->nmodules; mi++) {
        uint32_t node_base = b->nodes.len;
        for (NodeId ni = 0; ni < g->modules[mi].nnodes; ni++) add_node(b, g, mi, ni, module_base, node_base, origin_base);
        b->modules.items[module_base + mi].first_node = node_base;
        b->modules.items[module_base + mi].nnodes = g->modules[mi].nnodes;
    }
    arena_reset(&b->scratch);
}

/* A module's range: its head to its last statement; a parent's range covers its printed
 * children (a parent always comes before its children). */
static void compute_ranges(Builder *b)
{
    for (uint32_t i = 0; i < b->nodes.len; i++) {
        const LspIndexNode *n = &b->nodes.items[i];
        LspIndexModule *m = &b->modules.items[n->module];
        if (n->stmt.end > m->range.end) m->range.end = n->stmt.end;
        if (n->stmt.start < m->range.start) m->range.start = n->stmt.start;
    }
    for (uint32_t i = b->modules.len; i-- > 0;) {
        const LspIndexModule *m = &b->modules.items[i];
        if (m->parent == LSP_INDEX_NONE || !m->printed) continue;
        LspIndexModule *p = &b->modules.items[m->parent];
        if (m->range.end > p->range.end) p->range.end = m->range.end;
        if (m->range.start < p->range.start) p->range.start = m->range.start;
    }
}

static int cmp_ref(const void *x, const void *y)
{
    const LspIndexRef *a = x, *b = y;
    if (a->span.start != b->span.start) return a->span.start < b->span.start ? -1 : 1;
    return (a->span.end > b->span.end) - (a->span.end < b->span.end);
}

const LspIndex *lsp_index_get(LspChecker *ck, LspDoc *d)
{
    if (d->index && d->index_generation == d->generation) return d->index;
    arena_free(&d->index_arena);
    arena_init(&d->index_arena);
    Builder b = {.d = d, .a = &d->index_arena};
    arena_init(&b.scratch);
    /* config files the editor opened are not dumps */
    if (!lsp_settings_is_config_file(d->path)) lsp_check_each_graph(ck, d, add_graph, &b);
    arena_free(&b.scratch);
    compute_ranges(&b);
    if (b.refs.len) qsort(b.refs.items, b.refs.len, sizeof *b.refs.items, cmp_ref);
    LspIndex *ix = ARENA_NEW(&d->index_arena, LspIndex);
    *ix = (LspIndex){b.modules.items, b.modules.len, b.nodes.items, b.nodes.len,
                     b.refs.items,    b.refs.len,    b.origins.items, b.origins.len};
    d->index = ix;
    d->index_generation = d->generation;
    return ix;
}

/* ---- lookups ---- */

const LspIndexRef *lsp_index_ref_at(const LspIndex *ix, uint32_t off)
{
    /* the last ref starting at or before off, then back over earlier ones that may still
     * reach it: the narrowest holder wins */
    uint32_t lo = 0, hi = ix->nrefs;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (ix->refs[mid].span.start <= off) lo = mid + 1;
        else hi = mid;
    }
    const LspIndexRef *best = NULL;
    for (uint32_t i = lo, seen = 0; i-- > 0 && seen < 16; seen++) {
        const LspIndexRef *r = &ix->refs[i];
        if (off >= r->span.end) continue;
        if (!best || r->span.end - r->span.start < best->span.end - best->span.start) best = r;
    }
    return best;
}

uint32_t lsp_index_node_at(const LspIndex *ix, uint32_t off)
{
    uint32_t best = LSP_INDEX_NONE;
    for (uint32_t i = 0; i < ix->nnodes; i++) {
        Span s = ix->nodes[i].stmt;
        if (off < s.start || off >= s.end) continue;
        if (best == LSP_INDEX_NONE || s.end - s.start < ix->nodes[best].stmt.end - ix->nodes[best].stmt.start)
            best = i;
    }
    return best;
}
