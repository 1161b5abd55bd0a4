/* Code actions: suppression quick fixes for the diagnostics a request carries, and the
 * removal of suppressions that hid nothing. */
#include "lsp/lsp_actions.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "diag/rules.h"
#include "frontends/detect.h"
#include "lsp/lsp_comment.h"
#include "lsp/lsp_diag.h"
#include "lsp/lsp_origin.h"

typedef struct Actions {
    LspDocStore *docs;
    LspDoc *d;
    json_t *only;
    bool versioned;
    json_t *out;    /* the CodeAction list */
    json_t *titles; /* titles made so far: one action per title */
} Actions;

static bool kind_wanted(json_t *only, const char *kind)
{
    if (!json_is_array(only)) return true;
    size_t i;
    json_t *k;
    json_array_foreach(only, i, k) {
        const char *want = json_string_value(k);
        size_t n = want ? strlen(want) : 0;
        if (want && strncmp(kind, want, n) == 0 && (kind[n] == 0 || kind[n] == '.')) return true;
    }
    return false;
}

static json_t *text_edit(LspPosition a, LspPosition b, const char *text)
{
    return json_pack("{s:o,s:o}", "range", lsp_range_json(a, b), "newText", lsp_json_text(text));
}

/* A WorkspaceEdit of `edits` (stolen) to one document; version (stolen) is its version or
 * JSON null for a file the editor does not have open. */
static json_t *workspace_edit(const Actions *x, const char *uri, json_t *version, json_t *edits)
{
    if (!x->versioned) {
        json_decref(version);
        return json_pack("{s:{s:o}}", "changes", uri, edits);
    }
    return json_pack("{s:[{s:{s:s,s:o},s:o}]}", "documentChanges", "textDocument", "uri", uri, "version", version,
                     "edits", edits);
}

/* The TextEdit of e, an edit of 0-based line `line` of d. */
static json_t *doc_line_edit(const LspDoc *d, uint32_t line, const LspLineEdit *e)
{
    uint32_t base = d->lines[line];
    if (e->whole_line) {
        /* the line and its break; the last line takes the break before it instead */
        if (line + 1 < d->nlines)
            return text_edit((LspPosition){line, 0}, (LspPosition){line + 1, 0}, "");
        if (line > 0) return text_edit(lsp_doc_position(d, base - 1), lsp_doc_position(d, d->len), "");
    }
    return text_edit(lsp_doc_position(d, base + e->start), lsp_doc_position(d, base + e->end), e->text);
}

static void add_action(Actions *x, const char *title, const char *kind, json_t *diag, json_t *edit, bool preferred)
{
    if (json_object_get(x->titles, title)) {
        json_decref(edit);
        return;
    }
    json_object_set_new(x->titles, title, json_true());
    json_t *a = json_pack("{s:o,s:s,s:o}", "title", lsp_json_text(title), "kind", kind, "edit", edit);
    if (diag) json_object_set_new(a, "diagnostics", json_pack("[O]", diag));
    if (preferred) json_object_set_new(a, "isPreferred", json_true());
    json_array_append_new(x->out, a);
}

/* ---- matching the carried diagnostics ---- */

/* The diagnostic of d's last check that `carried` shows: the same code starting on the same
 * line, the one at the same column and with the same message first (a client may send byte
 * columns back: Neovim 0.7 does). NULL when the last check has none there: the carried one
 * belongs to an older text. */
static const Diag *match(const LspDoc *d, json_t *carried)
{
    const char *code = json_string_value(json_object_get(carried, "code"));
    const char *message = json_string_value(json_object_get(carried, "message"));
    json_t *start = json_object_get(json_object_get(carried, "range"), "start");
    json_t *line = json_object_get(start, "line"), *character = json_object_get(start, "character");
    if (!code || !json_is_integer(line)) return NULL;
    const Diag *found = NULL;
    int best = -1;
    for (uint32_t i = 0; i < d->diags.len; i++) {
        const Diag *g = &d->diags.items[i];
        if (g->rule >= RULE_COUNT || strcmp(rule_table[g->rule].code, code) != 0) continue;
        if (!g->line || g->line > d->nlines || json_integer_value(line) != g->line - 1) continue;
        uint32_t n;
        const char *text = lsp_doc_line(d, g->line - 1, &n);
        int score = (json_integer_value(character) == lsp_utf16_units(text, n, g->col ? g->col - 1 : 0)) * 2 +
                    (message && strcmp(g->message, message) == 0);
        if (score > best) found = g, best = score;
    }
    return found;
}

/* ---- the quick fixes ---- */

static void ignore_on_line(Actions *x, const Diag *g, json_t *carried)
{
    const LspDoc *d = x->d;
    /* a TORCH_TRACE payload carries its MD5: an edited one is reported as cut (FX905) */
    if (frontend_detect(d->text, d->len) == FMT_TRACE) return;
    uint32_t n;
    const char *text = lsp_doc_line(d, g->line - 1, &n);
    LspLineEdit e;
    if (lsp_comment_add(str_make(text, n), SUPPRESS_LINE, g->rule, &e) != LSP_COMMENT_EDIT) return;
    char title[96];
    snprintf(title, sizeof title, "Ignore %s on this line", rule_table[g->rule].code);
    json_t *edit = workspace_edit(x, d->uri, json_integer(d->version), json_pack("[o]", doc_line_edit(d, g->line - 1, &e)));
    add_action(x, title, "quickfix", carried, edit, true);
    free(e.text);
}

/* Whether a line may hold an fxlint comment: "fxlint" in any case. */
static bool has_marker(const char *text, uint32_t n)
{
    for (uint32_t i = 0; i + 6 <= n; i++)
        if ((text[i] == 'f' || text[i] == 'F') && strncasecmp(text + i, "fxlint", 6) == 0) return true;
    return false;
}

/* Extends the file's first `ignore-file` comment, or adds one: at the top of printed code,
 * at the end of other formats (whose readers expect their own first line). */
static void ignore_for_file(Actions *x, const Diag *g, json_t *carried)
{
    const LspDoc *d = x->d;
    json_t *te = NULL;
    for (uint32_t i = 0; i < d->nlines && !te; i++) {
        uint32_t n;
        const char *text = lsp_doc_line(d, i, &n);
        if (!has_marker(text, n)) continue; /* most lines: no regex */
        Str line = str_make(text, n);
        if (!lsp_comment_is(line, SUPPRESS_FILE)) continue;
        LspLineEdit e;
        LspCommentResult r = lsp_comment_add(line, SUPPRESS_FILE, g->rule, &e);
        if (r == LSP_COMMENT_COVERED) return;
        if (r != LSP_COMMENT_EDIT) continue;
        te = doc_line_edit(d, i, &e);
        free(e.text);
    }
    if (!te) {
        char *comment = lsp_comment_new(SUPPRESS_FILE, g->rule);
        char *line = NULL;
        if (frontend_detect(d->text, d->len) == FMT_READABLE) {
            if (asprintf(&line, "%s\n", comment) < 0) abort();
            te = text_edit((LspPosition){0, 0}, (LspPosition){0, 0}, line);
        } else {
            bool newline = d->len == 0 || d->text[d->len - 1] == '\n';
            if (asprintf(&line, "%s%s\n", newline ? "" : "\n", comment) < 0) abort();
            LspPosition end = lsp_doc_position(d, d->len);
            te = text_edit(end, end, line);
        }
        free(line);
        free(comment);
    }
    char title[96];
    snprintf(title, sizeof title, "Ignore %s for this file", rule_table[g->rule].code);
    add_action(x, title, "quickfix", carried, workspace_edit(x, d->uri, json_integer(d->version), json_pack("[o]", te)),
               false);
}

/* The comment on the user's line the origin names: dumps are printed again after every
 * change, so a comment there outlasts one in the dump. */
static void ignore_at_origin(Actions *x, const Diag *g, json_t *carried)
{
    if (!g->has_origin || !g->origin.line) return;
    char *path = lsp_origin_path(x->d->path, g->origin.file);
    if (!path) return;
    uint32_t n;
    LspDoc *open;
    char *text = lsp_file_line(x->docs, path, g->origin.line, &n, &open);
    LspLineEdit e;
    if (open != x->d && text && lsp_comment_add(str_make(text, n), SUPPRESS_LINE, g->rule, &e) == LSP_COMMENT_EDIT) {
        uint32_t line = g->origin.line - 1;
        json_t *te = text_edit((LspPosition){line, lsp_utf16_units(text, n, e.start)},
                               (LspPosition){line, lsp_utf16_units(text, n, e.end)}, e.text);
        char *uri = lsp_origin_uri(path, open);
        json_t *version = open ? json_integer(open->version) : json_null();
        char title[256];
        snprintf(title, sizeof title, "Ignore %s at the user's source line (%s:%u)", rule_table[g->rule].code,
                 g->origin.file, g->origin.line);
        add_action(x, title, "quickfix", carried, workspace_edit(x, uri, version, json_pack("[o]", te)), false);
        free(uri);
        free(e.text);
    }
    free(text);
    free(path);
}

/* ---- remove unused suppressions ---- */

static void remove_unused(Actions *x)
{
    LspDoc *d = x->d;
    if (!d->suppressor || !kind_wanted(x->only, LSP_FIXALL_KIND)) return;
    Arena a;
    arena_init(&a);
    SuppressUnused *u;
    uint32_t n = suppress_unused_comments(d->suppressor, d->path, &d->cfg, &a, &u);
    json_t *edits = json_array();
    for (uint32_t i = 0; i < n; i++) {
        if (u[i].line == 0 || u[i].line > d->nlines) continue;
        uint32_t len;
        const char *text = lsp_doc_line(d, u[i].line - 1, &len);
        LspLineEdit e;
        if (!lsp_comment_drop_unused(str_make(text, len), &u[i], &e)) continue;
        json_array_append_new(edits, doc_line_edit(d, u[i].line - 1, &e));
        free(e.text);
    }
    arena_free(&a);
    if (json_array_size(edits) == 0) {
        json_decref(edits);
        return;
    }
    add_action(x, "Remove unused fxlint suppressions", LSP_FIXALL_KIND, NULL,
               workspace_edit(x, d->uri, json_integer(d->version), edits), false);
}

json_t *lsp_actions(LspDocStore *docs, LspDoc *d, json_t *carried, json_t *only, bool document_changes)
{
    Actions x = {docs, d, only, document_changes, json_array(), json_object()};
    if (kind_wanted(only, "quickfix")) {
        size_t i;
        json_t *c;
        json_array_foreach(carried, i, c) {
            const Diag *g = match(d, c);
            if (!g) continue;
            ignore_on_line(&x, g, c);
            ignore_for_file(&x, g, c);
            ignore_at_origin(&x, g, c);
        }
    }
    remove_unused(&x);
    json_decref(x.titles);
    return x.out;
}
