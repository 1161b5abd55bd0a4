/* Document and workspace symbols from the documents' indexes. */
#include "lsp/lsp_symbols.h"

#include <stdlib.h>
#include <strings.h>

#include "lsp/lsp_diag.h"
#include "lsp/lsp_index.h"
#include "lsp/lsp_nav.h"

/* LSP SymbolKind values. */
enum { SK_CLASS = 5, SK_FIELD = 8, SK_FUNCTION = 12, SK_VARIABLE = 13 };

static json_t *range_of(const LspDoc *d, Span s)
{
    return lsp_range_json(lsp_doc_position(d, s.start), lsp_doc_position(d, s.end));
}

/* ---- document symbols ---- */

typedef struct Child {
    uint32_t start;
    json_t *sym;
} Child;

static int cmp_child(const void *x, const void *y)
{
    const Child *a = x, *b = y;
    return (a->start > b->start) - (a->start < b->start);
}

/* A DocumentSymbol; range is widened to hold selection, as the protocol requires. */
static json_t *symbol(const LspDoc *d, const char *name, const char *detail, int kind, Span range, Span selection)
{
    if (selection.start < range.start) range.start = selection.start;
    if (selection.end > range.end) range.end = selection.end;
    json_t *s = json_pack("{s:o,s:i,s:o,s:o}", "name", lsp_json_text(*name ? name : "?"), "kind", kind, "range",
                          range_of(d, range), "selectionRange", range_of(d, selection));
    if (detail) json_object_set_new(s, "detail", lsp_json_text(detail));
    return s;
}

static bool outlined(const LspIndexNode *n) { return n->hop || n->kind == NK_OUTPUT; }

/* The DocumentSymbol of module m with its children: nested printed modules, HOP calls and
 * the output, sorted by where they start. */
static json_t *module_symbol(const LspDoc *d, const LspIndex *ix, uint32_t m, uint32_t **kids, uint32_t *nkids)
{
    const LspIndexModule *mod = &ix->modules[m];
    json_t *s = symbol(d, mod->name, mod->graph ? mod->graph : mod->path, SK_CLASS, mod->range, mod->name_span);
    uint32_t n = nkids[m] + mod->nnodes, k = 0;
    Child *children = calloc(n ? n : 1, sizeof *children);
    if (!children) abort();
    for (uint32_t i = 0; i < nkids[m]; i++) {
        uint32_t c = kids[m][i];
        children[k++] = (Child){ix->modules[c].range.start, module_symbol(d, ix, c, kids, nkids)};
    }
    for (uint32_t i = mod->first_node; i < mod->first_node + mod->nnodes; i++) {
        const LspIndexNode *nd = &ix->nodes[i];
        if (!outlined(nd)) continue;
        json_t *c = nd->hop ? symbol(d, nd->name, nd->detail, SK_FUNCTION, nd->stmt, nd->def)
                            : symbol(d, "return", nd->detail, SK_VARIABLE, nd->stmt, nd->def);
        children[k++] = (Child){nd->stmt.start, c};
    }
    qsort(children, k, sizeof *children, cmp_child);
    json_t *arr = json_array();
    for (uint32_t i = 0; i < k; i++) json_array_append_new(arr, children[i].sym);
    free(children);
    json_object_set_new(s, "children", arr);
    return s;
}

/* The same symbols flat: each with its location and the path of the module holding it. */
static json_t *flat_symbols(const LspDoc *d, const LspIndex *ix)
{
    json_t *out = json_array();
    for (uint32_t i = 0; i < ix->nmodules; i++) {
        const LspIndexModule *m = &ix->modules[i];
        if (!m->printed) continue;
        json_t *s = json_pack("{s:s,s:i,s:o}", "name", m->name, "kind", SK_CLASS, "location",
                              lsp_nav_location(d, m->range.start, m->range.end));
        if (m->parent != LSP_INDEX_NONE) json_object_set_new(s, "containerName", json_string(ix->modules[m->parent].path));
        json_array_append_new(out, s);
    }
    for (uint32_t i = 0; i < ix->nnodes; i++) {
        const LspIndexNode *n = &ix->nodes[i];
        if (!outlined(n)) continue;
        json_array_append_new(out, json_pack("{s:o,s:i,s:o,s:s}", "name", lsp_json_text(n->hop ? n->name : "return"),
                                             "kind", n->hop ? SK_FUNCTION : SK_VARIABLE, "location",
                                             lsp_nav_location(d, n->stmt.start, n->stmt.end), "containerName",
                                             ix->modules[n->module].path));
    }
    return out;
}

json_t *lsp_symbols_document(LspChecker *ck, LspDoc *d, bool hierarchical)
{
    const LspIndex *ix = lsp_index_get(ck, d);
    if (!hierarchical) return flat_symbols(d, ix);
    /* children of each module, in index order (printed ones only: the rest has no class) */
    uint32_t *nkids = calloc(ix->nmodules + 1, sizeof *nkids);
    uint32_t **kids = calloc(ix->nmodules + 1, sizeof *kids);
    if (!nkids || !kids) abort();
    for (uint32_t i = 0; i < ix->nmodules; i++) {
        uint32_t p = ix->modules[i].parent;
        if (p == LSP_INDEX_NONE || !ix->modules[i].printed) continue;
        kids[p] = realloc(kids[p], sizeof **kids * (nkids[p] + 1));
        if (!kids[p]) abort();
        kids[p][nkids[p]++] = i;
    }
    json_t *out = json_array();
    for (uint32_t i = 0; i < ix->nmodules; i++)
        if (ix->modules[i].parent == LSP_INDEX_NONE && ix->modules[i].printed)
            json_array_append_new(out, module_symbol(d, ix, i, kids, nkids));
    for (uint32_t i = 0; i < ix->nmodules; i++) free(kids[i]);
    free(kids);
    free(nkids);
    return out;
}

/* ---- workspace symbols ---- */

/* Whether name holds query, ASCII case ignored. */
static bool matches(const char *name, const char *query)
{
    size_t q = strlen(query);
    for (const char *p = name; *p; p++)
        if (strncasecmp(p, query, q) == 0) return true;
    return q == 0;
}

static int node_kind(const LspIndexNode *n)
{
    if (n->hop) return SK_FUNCTION;
    return n->kind == NK_GET_ATTR ? SK_FIELD : SK_VARIABLE;
}

json_t *lsp_symbols_workspace(LspChecker *ck, LspDocStore *docs, const char *query)
{
    json_t *out = json_array();
    for (LspDoc *d = docs->head; d && json_array_size(out) < LSP_WORKSPACE_SYMBOLS_MAX; d = d->next) {
        const LspIndex *ix = lsp_index_get(ck, d);
        for (uint32_t i = 0; i < ix->nmodules && json_array_size(out) < LSP_WORKSPACE_SYMBOLS_MAX; i++) {
            const LspIndexModule *m = &ix->modules[i];
            if (!m->printed || !matches(m->name, query)) continue;
            json_t *s = json_pack("{s:o,s:i,s:o}", "name", lsp_json_text(m->name), "kind", SK_CLASS, "location",
                                  lsp_nav_location(d, m->name_span.start, m->name_span.end));
            const char *container = m->parent != LSP_INDEX_NONE ? ix->modules[m->parent].path : m->graph;
            if (container) json_object_set_new(s, "containerName", lsp_json_text(container));
            json_array_append_new(out, s);
        }
        for (uint32_t i = 0; i < ix->nnodes && json_array_size(out) < LSP_WORKSPACE_SYMBOLS_MAX; i++) {
            const LspIndexNode *n = &ix->nodes[i];
            if (n->kind == NK_OUTPUT || !matches(n->name, query)) continue;
            json_array_append_new(out, json_pack("{s:o,s:i,s:o,s:o}", "name", lsp_json_text(n->name), "kind",
                                                 node_kind(n), "location", lsp_nav_location(d, n->def.start, n->def.end),
                                                 "containerName", lsp_json_text(ix->modules[n->module].path)));
        }
    }
    return out;
}
