/* Diag -> LSP Diagnostic: ranges converted from 1-based byte columns to 0-based UTF-16 ones
 * against the document's line text; origins and related places become relatedInformation. */
#include "lsp/lsp_diag.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "diag/rules.h"
#include "report/report.h"

json_t *lsp_json_text(const char *s)
{
    if (!s) s = "";
    json_t *j = json_string(s);
    if (j) return j;
    size_t len = strlen(s), k = 0;
    char *fixed = malloc(len * 3 + 1);
    if (!fixed) abort();
    for (size_t i = 0; i < len;) {
        /* Whole valid sequences are kept: json_stringn accepts exactly those. */
        size_t n = 1;
        unsigned char c = (unsigned char)s[i];
        if (c >= 0xC0) n = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2;
        json_t *probe = n <= len - i ? json_stringn(s + i, n) : NULL;
        if (c < 0x80 || probe) {
            memcpy(fixed + k, s + i, n);
            k += n;
            i += n;
        } else {
            memcpy(fixed + k, "\xEF\xBF\xBD", 3);
            k += 3;
            i++;
        }
        if (probe) json_decref(probe);
    }
    fixed[k] = 0;
    j = json_string(fixed);
    free(fixed);
    return j ? j : json_string("");
}

json_t *lsp_position_json(LspPosition p)
{
    return json_pack("{s:I,s:I}", "line", (json_int_t)p.line, "character", (json_int_t)p.character);
}

/* LSP position of a 1-based line and byte column of the document. */
static LspPosition doc_pos(const LspDoc *doc, uint32_t line, uint32_t col)
{
    if (line == 0) return (LspPosition){0, 0};
    uint32_t n;
    const char *text = lsp_doc_line(doc, line - 1, &n);
    return (LspPosition){line - 1, lsp_utf16_units(text, n, col ? col - 1 : 0)};
}

json_t *lsp_range_json(LspPosition a, LspPosition b)
{
    return json_pack("{s:o,s:o}", "start", lsp_position_json(a), "end", lsp_position_json(b));
}

/* URI of a file a diagnostic names: the document itself, or a path resolved against the
 * document's folder when relative (against the server's cwd, as `fxlint check` does, when the
 * document has no folder: a file URI needs an absolute path). Returns a new reference. */
static json_t *file_uri(const LspDoc *doc, const char *file)
{
    if (!file || !*file || strcmp(file, doc->path) == 0) return json_string(doc->uri);
    char *path = NULL;
    if (file[0] != '/') {
        const char *slash = strrchr(doc->path, '/');
        char cwd[4096];
        const char *dir = NULL;
        size_t dlen = 0;
        if (slash && doc->path[0] == '/') dir = doc->path, dlen = (size_t)(slash - doc->path);
        else if (getcwd(cwd, sizeof cwd)) dir = cwd, dlen = strlen(cwd);
        if (dir) {
            while (dlen > 0 && dir[dlen - 1] == '/') dlen--; /* the cwd may be "/" */
            path = malloc(dlen + strlen(file) + 2);
            if (!path) abort();
            memcpy(path, dir, dlen);
            path[dlen] = '/';
            strcpy(path + dlen + 1, file);
        }
    }
    char *uri = lsp_path_to_uri(path ? path : file);
    json_t *j = lsp_json_text(uri);
    free(uri);
    free(path);
    return j;
}

static json_t *location_json(const LspDoc *doc, const char *file, uint32_t line, uint32_t col)
{
    LspPosition p = {line ? line - 1 : 0, col ? col - 1 : 0};
    if (!file || !*file || strcmp(file, doc->path) == 0) p = doc_pos(doc, line, col);
    return json_pack("{s:o,s:o}", "uri", file_uri(doc, file), "range", lsp_range_json(p, p));
}

static int lsp_severity(Severity s)
{
    switch (s) {
    case SEV_ERROR: return 1;
    case SEV_WARNING: return 2;
    case SEV_INFO: return 3;
    }
    return 3;
}

json_t *lsp_diag_json(const Diag *d, const LspDoc *doc)
{
    LspPosition a = doc_pos(doc, d->line, d->col);
    LspPosition b = d->end_line ? doc_pos(doc, d->end_line, d->end_col) : a;
    if (b.line < a.line || (b.line == a.line && b.character < a.character)) b = a;
    const RuleInfo *r = d->rule < RULE_COUNT ? &rule_table[d->rule] : NULL;
    json_t *j = json_object();
    json_object_set_new(j, "range", lsp_range_json(a, b));
    json_object_set_new(j, "severity", json_integer(lsp_severity(d->severity)));
    if (r) json_object_set_new(j, "code", json_string(r->code));
    json_object_set_new(j, "source", json_string("fxlint"));
    json_object_set_new(j, "message", lsp_json_text(d->message));

    json_t *rel = json_array();
    if (d->has_origin) {
        const DiagOrigin *o = &d->origin;
        size_t n = strlen(o->file) + strlen(o->function) + strlen(o->code) + 64;
        char *msg = malloc(n);
        if (!msg) abort();
        if (*o->function)
            snprintf(msg, n, "user code, in %s: %s", o->function, o->code);
        else
            snprintf(msg, n, "user code: %s", o->code);
        json_array_append_new(rel, json_pack("{s:o,s:o}", "location", location_json(doc, o->file, o->line, 1),
                                             "message", lsp_json_text(msg)));
        free(msg);
    }
    for (uint32_t i = 0; i < d->nrelated; i++) {
        const Related *x = &d->related[i];
        json_array_append_new(rel, json_pack("{s:o,s:o}", "location", location_json(doc, x->file, x->line, x->col),
                                             "message", lsp_json_text(x->message)));
    }
    if (json_array_size(rel)) json_object_set_new(j, "relatedInformation", rel);
    else json_decref(rel);

    json_t *data = json_object();
    if (r) json_object_set_new(data, "name", json_string(r->name));
    if (d->graph_path) json_object_set_new(data, "graphPath", lsp_json_text(d->graph_path));
    if (d->compile_id) json_object_set_new(data, "compileId", lsp_json_text(d->compile_id));
    if (d->event) json_object_set_new(data, "artifact", lsp_json_text(d->event));
    json_object_set_new(j, "data", data);
    return j;
}

static bool before(LspPosition a, LspPosition b) { return a.line < b.line || (a.line == b.line && a.character < b.character); }

char *lsp_diag_hover(const LspDoc *doc, LspPosition pos)
{
    if (doc->dirty || doc->checked_version != doc->version) return NULL; /* ranges of another text */
    bool seen[RULE_COUNT] = {false};
    char *buf = NULL;
    size_t len = 0;
    FILE *f = NULL;
    for (uint32_t i = 0; i < doc->diags.len; i++) {
        const Diag *d = &doc->diags.items[i];
        if (d->rule >= RULE_COUNT || seen[d->rule]) continue;
        LspPosition a = doc_pos(doc, d->line, d->col);
        LspPosition b = d->end_line ? doc_pos(doc, d->end_line, d->end_col) : a;
        if (before(pos, a) || before(b, pos)) continue;
        seen[d->rule] = true;
        if (!f) {
            f = open_memstream(&buf, &len);
            if (!f) abort();
        } else {
            fputs("\n---\n\n", f);
        }
        report_explain_markdown(f, (int)d->rule);
    }
    if (f && fclose(f) != 0) abort();
    return buf;
}

json_t *lsp_diag_list_json(const DiagList *l, const LspDoc *doc)
{
    json_t *arr = json_array();
    for (uint32_t i = 0; i < l->len; i++) json_array_append_new(arr, lsp_diag_json(&l->items[i], doc));
    return arr;
}
