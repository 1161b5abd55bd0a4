/* Definition, references and highlights over a document's index. */
#include "lsp/lsp_nav.h"

#include <stdlib.h>
#include <string.h>

#include "lsp/lsp_diag.h"
#include "lsp/lsp_index.h"
#include "lsp/lsp_origin.h"

json_t *lsp_nav_location(const LspDoc *d, uint32_t start, uint32_t end)
{
    return json_pack("{s:s,s:o}", "uri", d->uri, "range",
                     lsp_range_json(lsp_doc_position(d, start), lsp_doc_position(d, end)));
}

/* The user's line an origin names, as a Location on the quoted code (or the line's text
 * when the quote is not found there: the file changed since the dump); null when the file
 * is not on disk or is shorter. */
static json_t *origin_location(LspDocStore *docs, const LspDoc *d, const LspIndexOrigin *o)
{
    char *path = lsp_origin_path(d->path, o->file);
    if (!path) return json_null();
    uint32_t n;
    LspDoc *open;
    char *line = lsp_file_line(docs, path, o->line, &n, &open);
    if (!line) {
        free(path);
        return json_null();
    }
    uint32_t from = 0, to = n;
    while (from < n && (line[from] == ' ' || line[from] == '\t')) from++;
    Str code = str_trim(str_from(o->code));
    const char *at = code.len ? memmem(line, n, code.ptr, code.len) : NULL;
    if (at) from = (uint32_t)(at - line), to = from + code.len;
    LspPosition a = {o->line - 1, lsp_utf16_units(line, n, from)}, b = {o->line - 1, lsp_utf16_units(line, n, to)};
    char *uri = lsp_origin_uri(path, open);
    json_t *loc = json_pack("{s:o,s:o}", "uri", lsp_json_text(uri), "range", lsp_range_json(a, b));
    free(uri);
    free(line);
    free(path);
    return loc;
}

/* The class of module m, when printed; null otherwise. */
static json_t *class_location(const LspDoc *d, const LspIndex *ix, uint32_t m)
{
    if (m == LSP_INDEX_NONE || !ix->modules[m].printed) return json_null();
    Span s = ix->modules[m].name_span;
    return lsp_nav_location(d, s.start, s.end);
}

static json_t *node_origin(LspDocStore *docs, const LspDoc *d, const LspIndex *ix, uint32_t node)
{
    if (node == LSP_INDEX_NONE || ix->nodes[node].origin == LSP_INDEX_NONE) return json_null();
    return origin_location(docs, d, &ix->origins[ix->nodes[node].origin]);
}

/* Not on a name: the origin of a diagnostic of the last check that covers off, when its
 * positions still describe the text. */
static json_t *diagnostic_origin(LspDocStore *docs, const LspDoc *d, uint32_t off)
{
    if (d->dirty || d->checked_version != d->version) return json_null();
    for (uint32_t i = 0; i < d->diags.len; i++) {
        const Diag *g = &d->diags.items[i];
        if (!g->has_origin || !g->line || g->line > d->nlines) continue;
        uint32_t start = d->lines[g->line - 1] + (g->col ? g->col - 1 : 0);
        uint32_t end = g->end_line && g->end_line <= d->nlines ? d->lines[g->end_line - 1] + (g->end_col ? g->end_col - 1 : 0)
                                                                : start;
        if (off < start || off >= end) continue;
        LspIndexOrigin o = {g->origin.file, g->origin.line, g->origin.code, {0, 0}};
        return origin_location(docs, d, &o);
    }
    return json_null();
}

json_t *lsp_nav_definition(LspChecker *ck, LspDocStore *docs, LspDoc *d, LspPosition pos)
{
    uint32_t off;
    if (!lsp_doc_offset_exact(d, pos, &off)) return json_null();
    const LspIndex *ix = lsp_index_get(ck, d);
    const LspIndexRef *r = lsp_index_ref_at(ix, off);
    if (!r) {
        uint32_t node = lsp_index_node_at(ix, off);
        json_t *loc = node_origin(docs, d, ix, node);
        if (json_is_null(loc)) {
            json_decref(loc);
            loc = diagnostic_origin(docs, d, off);
        }
        return loc;
    }
    switch (r->role) {
    case LSP_REF_USE: {
        const LspIndexNode *n = &ix->nodes[r->target];
        if (n->submodule != LSP_INDEX_NONE && ix->modules[n->submodule].printed)
            return class_location(d, ix, n->submodule);
        return lsp_nav_location(d, n->def.start, n->def.end);
    }
    case LSP_REF_DEF: {
        const LspIndexNode *n = &ix->nodes[r->target];
        if (n->submodule != LSP_INDEX_NONE) return class_location(d, ix, n->submodule);
        return node_origin(docs, d, ix, r->target);
    }
    case LSP_REF_ATTR:
    case LSP_REF_CLASS: return class_location(d, ix, r->target);
    case LSP_REF_ORIGIN: return origin_location(docs, d, &ix->origins[r->target]);
    }
    return json_null();
}

/* Whether ref x names what r names: the same node, the same module, or the same user line. */
static bool same_target(const LspIndex *ix, const LspIndexRef *r, const LspIndexRef *x)
{
    bool node_r = r->role == LSP_REF_DEF || r->role == LSP_REF_USE;
    bool node_x = x->role == LSP_REF_DEF || x->role == LSP_REF_USE;
    if (node_r || node_x) return node_r && node_x && r->target == x->target;
    if (r->role == LSP_REF_ORIGIN || x->role == LSP_REF_ORIGIN) {
        if (r->role != x->role) return false;
        const LspIndexOrigin *a = &ix->origins[r->target], *b = &ix->origins[x->target];
        return a->line == b->line && strcmp(a->file, b->file) == 0;
    }
    return r->target == x->target; /* ATTR and CLASS of one module */
}

/* Every ref naming what the ref at pos names, as Locations (highlight false) or
 * DocumentHighlights; null when nothing is named at pos. */
static json_t *collect(LspChecker *ck, LspDoc *d, LspPosition pos, bool include_decl, bool highlight)
{
    uint32_t off;
    if (!lsp_doc_offset_exact(d, pos, &off)) return json_null();
    const LspIndex *ix = lsp_index_get(ck, d);
    const LspIndexRef *r = lsp_index_ref_at(ix, off);
    if (!r) return json_null();
    json_t *out = json_array();
    for (uint32_t i = 0; i < ix->nrefs; i++) {
        const LspIndexRef *x = &ix->refs[i];
        if (!same_target(ix, r, x)) continue;
        bool decl = x->role == LSP_REF_DEF || x->role == LSP_REF_CLASS;
        if (decl && !include_decl) continue;
        if (!highlight) {
            json_array_append_new(out, lsp_nav_location(d, x->span.start, x->span.end));
            continue;
        }
        int kind = x->role == LSP_REF_DEF ? 3 : x->role == LSP_REF_USE ? 2 : 1; /* Write, Read, Text */
        json_t *range = lsp_range_json(lsp_doc_position(d, x->span.start), lsp_doc_position(d, x->span.end));
        json_array_append_new(out, json_pack("{s:o,s:i}", "range", range, "kind", kind));
    }
    return out;
}

json_t *lsp_nav_references(LspChecker *ck, LspDoc *d, LspPosition pos, bool include_decl)
{
    return collect(ck, d, pos, include_decl, false);
}

json_t *lsp_nav_highlight(LspChecker *ck, LspDoc *d, LspPosition pos) { return collect(ck, d, pos, true, true); }
