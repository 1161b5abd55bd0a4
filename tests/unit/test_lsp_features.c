/* Conformance tests of the language server's editing features, driven in-process: code
 * actions (the three "ignore" quick fixes and "remove unused suppressions"), go to
 * definition, references, document highlight, document and workspace symbols, hover on a
 * rule code, editor settings and config reload. Each method also with its error answers,
 * requests made for an older text, and positions past the end of a line. */
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "diag/config.h"
#include "engine/rule.h"
#include "lsp/lsp.h"
#include "lsp/lsp_comment.h"
#include "diag/rules.h"

#include "lsp_client.h"

/* ---- requests ---- */

static int next_id = 100;

/* Sends request `method` with params (stolen) and returns the answer (new reference; NULL
 * when none came). */
static json_t *call(LspServer *s, Capture *c, const char *method, json_t *params)
{
    int id = next_id++;
    send_json(s, json_pack("{s:s,s:i,s:s,s:o}", "jsonrpc", "2.0", "id", id, "method", method, "params", params));
    return take(c, id, NULL);
}

/* The result of an answer, borrowed from m. */
static json_t *result(json_t *m) { return json_object_get(m, "result"); }

static json_t *at(const char *uri, int line, int character)
{
    return json_pack("{s:{s:s},s:{s:i,s:i}}", "textDocument", "uri", uri, "position", "line", line, "character",
                     character);
}

/* 0-based line and byte column of the first `needle` in text at or after line `from`; the
 * test dumps are ASCII, so byte and UTF-16 columns agree. */
static void find(const char *text, const char *needle, int from, int *line, int *col)
{
    const char *p = text;
    for (int l = 0; l < from && p; l++) p = strchr(p, '\n'), p = p ? p + 1 : NULL;
    const char *hit = p ? strstr(p, needle) : NULL;
    CHECK(hit != NULL);
    *line = *col = -1;
    if (!hit) return;
    const char *bol = hit;
    while (bol > text && bol[-1] != '\n') bol--;
    *col = (int)(hit - bol);
    *line = 0;
    for (const char *q = text; q < bol; q++) *line += *q == '\n';
}

static int range_line(json_t *range, const char *end) { return (int)json_integer_value(json_object_get(json_object_get(range, end), "line")); }
static int range_char(json_t *range, const char *end) { return (int)json_integer_value(json_object_get(json_object_get(range, end), "character")); }

/* Whether loc is a Location in uri starting at (line, character). */
static bool loc_at(json_t *loc, const char *uri, int line, int character)
{
    json_t *range = json_object_get(loc, "range");
    return strcmp(nz(json_string_value(json_object_get(loc, "uri"))), uri) == 0 && range_line(range, "start") == line &&
           range_char(range, "start") == character;
}

/* ---- fixtures ---- */

typedef struct Fixture {
    char dir[64];
    char dump_path[128], model_path[128];
    char uri[160], model_uri[160];
    char *text; /* the dump as opened */
} Fixture;

/* Replaces every `from` in text (malloc'd, freed) by `to`; returns the new text, malloc'd. */
static char *replace_all(char *text, const char *from, const char *to)
{
    char *out = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&out, &len);
    for (const char *p = text, *hit; *p; p = hit + strlen(from)) {
        hit = strstr(p, from);
        if (!hit) {
            fputs(p, f);
            break;
        }
        fprintf(f, "%.*s%s", (int)(hit - p), p, to);
    }
    fclose(f);
    free(text);
    return out;
}

/* samples/cond_mutation.py with its origins naming model.py beside it (tests/lsp/origins),
 * both written to a fresh folder, as tests/lsp/run sets them up for Neovim. */
static bool fixture_open(Fixture *f)
{
    memset(f, 0, sizeof *f);
    snprintf(f->dir, sizeof f->dir, "/tmp/fxlint-lsp-feat-XXXXXX");
    CHECK(mkdtemp(f->dir) != NULL);
    f->text = read_sample("samples/cond_mutation.py");
    char *model = read_sample("tests/lsp/origins/model.py");
    CHECK(f->text && model); /* run from the repository's root */
    if (!f->text || !model) {
        free(model);
        return false;
    }
    f->text = replace_all(f->text, "/home/user/model.py", "model.py");
    snprintf(f->dump_path, sizeof f->dump_path, "%s/dump.py", f->dir);
    snprintf(f->model_path, sizeof f->model_path, "%s/model.py", f->dir);
    snprintf(f->uri, sizeof f->uri, "file://%s", f->dump_path);
    snprintf(f->model_uri, sizeof f->model_uri, "file://%s", f->model_path);
    write_file(f->dump_path, f->text);
    write_file(f->model_path, model);
    free(model);
    return true;
}

static void fixture_close(Fixture *f)
{
    char conf[128];
    snprintf(conf, sizeof conf, "%s/.fxlint.toml", f->dir);
    remove(conf);
    remove(f->dump_path);
    remove(f->model_path);
    rmdir(f->dir);
    free(f->text);
}

/* Frees the server, what it sent, and the fixture (f may be NULL). */
static void session_end(LspServer *s, Capture *c, Fixture *f)
{
    lsp_server_free(s);
    json_decref(c->msgs);
    if (f) fixture_close(f);
}

/* The FX IR and trace-log samples, malloc'd; false (a failed check) when missing. */
static bool samples(char **fxir, char **trace)
{
    *fxir = read_sample("samples/cond_fxir.txt");
    *trace = read_sample("samples/trace_cond.log");
    CHECK(*fxir && *trace);
    if (*fxir && *trace) return true;
    free(*fxir);
    free(*trace);
    return false;
}

static LspServer *server(const Config *cfg, Capture *c, const char *caps)
{
    LspServer *s = lsp_server_new(cfg, capture_send, c);
    sendf(s, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"capabilities\":%s}}", caps);
    json_decref(take(c, 1, NULL));
    sendf(s, "{\"jsonrpc\":\"2.0\",\"method\":\"initialized\",\"params\":{}}");
    return s;
}

/* Applies TextEdits (an array, positions in the current text) as didChange, last first so
 * that each range still means what it meant; *version is bumped. */
static void apply_edits(LspServer *s, const char *uri, int *version, json_t *edits)
{
    size_t n = json_array_size(edits);
    bool *done = calloc(n ? n : 1, sizeof *done);
    for (size_t k = 0; k < n; k++) {
        size_t best = n;
        for (size_t i = 0; i < n; i++) {
            if (done[i]) continue;
            json_t *r = json_object_get(json_array_get(edits, i), "range");
            json_t *b = best < n ? json_object_get(json_array_get(edits, best), "range") : NULL;
            if (!b || range_line(r, "start") > range_line(b, "start") ||
                (range_line(r, "start") == range_line(b, "start") && range_char(r, "start") > range_char(b, "start")))
                best = i;
        }
        done[best] = true;
        json_t *e = json_array_get(edits, best), *r = json_object_get(e, "range");
        change_doc(s, uri, ++*version, range_line(r, "start"), range_char(r, "start"), range_line(r, "end"),
                   range_char(r, "end"), nz(json_string_value(json_object_get(e, "newText"))));
    }
    free(done);
}

/* The action titled `title` in a codeAction answer, borrowed; NULL when absent. */
static json_t *action(json_t *actions, const char *title)
{
    size_t i;
    json_t *a;
    json_array_foreach(actions, i, a)
        if (strcmp(nz(json_string_value(json_object_get(a, "title"))), title) == 0) return a;
    return NULL;
}

/* The TextEdits an action makes in uri (either WorkspaceEdit form), borrowed; *version the
 * version it names (-1: null or none). */
static json_t *edits_for(json_t *act, const char *uri, json_int_t *version)
{
    json_t *edit = json_object_get(act, "edit");
    *version = -1;
    json_t *changes = json_object_get(json_object_get(edit, "changes"), uri);
    if (changes) return changes;
    size_t i;
    json_t *dc;
    json_array_foreach(json_object_get(edit, "documentChanges"), i, dc) {
        json_t *td = json_object_get(dc, "textDocument");
        if (strcmp(nz(json_string_value(json_object_get(td, "uri"))), uri) != 0) continue;
        if (json_is_integer(json_object_get(td, "version"))) *version = json_integer_value(json_object_get(td, "version"));
        return json_object_get(dc, "edits");
    }
    return NULL;
}

/* A codeAction request carrying `diags` (borrowed; NULL: none) and `only` (a JSON array text,
 * or NULL). Returns the answer. */
static json_t *code_actions(LspServer *s, Capture *c, const char *uri, json_t *diags, const char *only)
{
    json_t *ctx = json_object();
    json_object_set_new(ctx, "diagnostics", diags ? json_incref(diags) : json_array());
    if (only) json_object_set_new(ctx, "only", json_loads(only, 0, NULL));
    return call(s, c, "textDocument/codeAction",
                json_pack("{s:{s:s},s:{s:{s:i,s:i},s:{s:i,s:i}},s:o}", "textDocument", "uri", uri, "range", "start",
                          "line", 0, "character", 0, "end", "line", 0, "character", 0, "context", ctx));
}

/* Checks what is due and returns the diagnostics last published for uri (new reference). */
static json_t *published(LspServer *s, Capture *c, const char *uri)
{
    clock_ms += 1;
    lsp_server_flush(s, clock_ms);
    return last_published(c, uri, NULL);
}

/* ---- go to definition ---- */

static void test_definition(const Config *cfg)
{
    Fixture f;
    if (!fixture_open(&f)) return;
    Capture c = {json_array()};
    LspServer *s = server(cfg, &c, "{}");
    open_doc(s, f.uri, f.text);
    int l, k, dl, dk, cl, ck;

    /* a node's use -> the line defining it; the name's last character still names it */
    find(f.text, "view: \"f32[2, 16]", 0, &dl, &dk);
    find(f.text, "select.int(view", dl, &l, &k);
    k += (int)strlen("select.int(");
    json_t *m = call(s, &c, "textDocument/definition", at(f.uri, l, k));
    CHECK(loc_at(result(m), f.uri, dl, dk));
    json_decref(m);
    m = call(s, &c, "textDocument/definition", at(f.uri, l, k + 3));
    CHECK(loc_at(result(m), f.uri, dl, dk));
    json_decref(m);

    /* `self.true_graph_0`, and true_graph_0 passed to cond -> the subgraph's class */
    find(f.text, "class true_graph_0", 0, &cl, &ck);
    ck += 6;
    find(f.text, "self.true_graph_0", 0, &l, &k);
    m = call(s, &c, "textDocument/definition", at(f.uri, l, k + 2));
    CHECK(loc_at(result(m), f.uri, cl, ck));
    json_decref(m);
    find(f.text, "cond(primals_1, true_graph_0", 0, &l, &k);
    m = call(s, &c, "textDocument/definition", at(f.uri, l, k + (int)strlen("cond(primals_1, ")));
    CHECK(loc_at(result(m), f.uri, cl, ck));
    json_decref(m);

    /* the `# File: model.py:13` comment -> that line of model.py, on the quoted code */
    find(f.text, "# File: model.py:13", 0, &l, &k);
    m = call(s, &c, "textDocument/definition", at(f.uri, l, k + 10));
    CHECK(loc_at(result(m), f.model_uri, 12, 4));
    CHECK(range_char(json_object_get(result(m), "range"), "end") == 4 + (int)strlen("row.add_(1)"));
    json_decref(m);
    /* a node's own name, or elsewhere in its statement -> its origin too */
    find(f.text, "add_: ", 0, &l, &k);
    m = call(s, &c, "textDocument/definition", at(f.uri, l, k + 1));
    CHECK(loc_at(result(m), f.model_uri, 12, 4));
    json_decref(m);
    find(f.text, "aten.add_.Tensor", 0, &l, &k);
    m = call(s, &c, "textDocument/definition", at(f.uri, l, k));
    CHECK(loc_at(result(m), f.model_uri, 12, 4));
    json_decref(m);

    /* nothing there: a blank line, a column past the end of a line, a line past the last */
    find(f.text, "return (getitem,)", 0, &l, &k);
    m = call(s, &c, "textDocument/definition", at(f.uri, l + 1, 2));
    CHECK(m && json_is_null(result(m)) && !json_object_get(m, "error"));
    json_decref(m);
    find(f.text, "select.int(view", 0, &l, &k);
    m = call(s, &c, "textDocument/definition", at(f.uri, l, 400));
    CHECK(m && json_is_null(result(m)));
    json_decref(m);
    m = call(s, &c, "textDocument/definition", at(f.uri, 9999, 0));
    CHECK(m && json_is_null(result(m)));
    json_decref(m);

    /* an edit not yet checked moved everything down a line: the request is answered for the
     * text as it is now, so the old position of the use names something else */
    change_doc(s, f.uri, 2, 0, 0, 0, 0, "# a first line\n");
    find(f.text, "select.int(view", dl, &l, &k);
    k += (int)strlen("select.int(");
    m = call(s, &c, "textDocument/definition", at(f.uri, l + 1, k));
    CHECK(loc_at(result(m), f.uri, dl + 1, dk));
    json_decref(m);
    m = call(s, &c, "textDocument/definition", at(f.uri, l, k));
    CHECK(m && !loc_at(result(m), f.uri, dl + 1, dk));
    json_decref(m);

    /* errors: no position; a document that is not open answers null */
    m = call(s, &c, "textDocument/definition", json_pack("{s:{s:s}}", "textDocument", "uri", f.uri));
    CHECK(error_code(m) == LSP_INVALID_PARAMS);
    json_decref(m);
    m = call(s, &c, "textDocument/definition", at("file:///nowhere/x.py", 0, 0));
    CHECK(m && json_is_null(result(m)) && !json_object_get(m, "error"));
    json_decref(m);

    /* an origin whose file is not on disk: nothing to go to */
    char *sample = read_sample("samples/cond_mutation.py");
    if (sample) {
        open_doc(s, "file:///tmp/fxlint-lsp-feat-absent/abs.py", sample);
        find(sample, "# File: /home/user/model.py:13", 0, &l, &k);
        m = call(s, &c, "textDocument/definition", at("file:///tmp/fxlint-lsp-feat-absent/abs.py", l, k + 4));
        CHECK(m && json_is_null(result(m)));
        json_decref(m);
        free(sample);
    }
    session_end(s, &c, &f);
}

/* Other formats: FX IR names (`%x`) and a trace log's payloads (text cut out of the log, one
 * tab in). */
static void test_definition_formats(const Config *cfg)
{
    char *fxir, *trace;
    if (!samples(&fxir, &trace)) return;
    Capture c = {json_array()};
    LspServer *s = server(cfg, &c, "{}");
    const char *fx_uri = "file:///tmp/fxlint-lsp-feat/cond_fxir.txt", *tr_uri = "file:///tmp/fxlint-lsp-feat/trace.log";
    open_doc(s, fx_uri, fxir);
    open_doc(s, tr_uri, trace);
    int l, k, dl, dk;
    /* %x used by sum -> %x's definition, the name without its `%` */
    find(fxir, "%x :", 0, &dl, &dk);
    find(fxir, "(args = (%x,)", 0, &l, &k);
    json_t *m = call(s, &c, "textDocument/definition", at(fx_uri, l, k + 10));
    CHECK(loc_at(result(m), fx_uri, dl, dk + 1));
    json_decref(m);
    /* its references: the definition and three uses (sum, cond, add_), as num_users says */
    json_t *p = at(fx_uri, dl, dk + 1);
    json_object_set_new(p, "context", json_pack("{s:b}", "includeDeclaration", 1));
    m = call(s, &c, "textDocument/references", p);
    CHECK(json_array_size(result(m)) == 4);
    json_decref(m);
    /* true_graph_0 is not printed: its use goes to the get_attr line */
    find(fxir, "%true_graph_0 :", 0, &dl, &dk);
    find(fxir, "(%gt, %true_graph_0", 0, &l, &k);
    m = call(s, &c, "textDocument/definition", at(fx_uri, l, k + 7));
    CHECK(loc_at(result(m), fx_uri, dl, dk + 1));
    json_decref(m);

    /* in the log: l_x_.sum() -> the placeholder L_x_ (l_x_ is Dynamo's copy of it) */
    find(trace, "def forward(self, L_x_", 0, &dl, &dk);
    dk += (int)strlen("def forward(self, ");
    find(trace, "l_x_.sum()", 0, &l, &k);
    m = call(s, &c, "textDocument/definition", at(tr_uri, l, k + 1));
    CHECK(loc_at(result(m), tr_uri, dl, dk));
    json_decref(m);
    /* and the payload's `self.cond_true_0` -> its class, in log lines */
    int cl, ck;
    find(trace, "class cond_true_0", 0, &cl, &ck);
    find(trace, "self.cond_true_0", 0, &l, &k);
    m = call(s, &c, "textDocument/definition", at(tr_uri, l, k + 6));
    CHECK(loc_at(result(m), tr_uri, cl, ck + 6));
    json_decref(m);
    session_end(s, &c, NULL);
    free(fxir);
    free(trace);
}

/* ---- references and highlights ---- */

static json_t *references(LspServer *s, Capture *c, const char *uri, int line, int col, bool decl)
{
    json_t *p = at(uri, line, col);
    json_object_set_new(p, "context", json_pack("{s:b}", "includeDeclaration", decl));
    return call(s, c, "textDocument/references", p);
}

static void test_references(const Config *cfg)
{
    Fixture f;
    if (!fixture_open(&f)) return;
    Capture c = {json_array()};
    LspServer *s = server(cfg, &c, "{}");
    open_doc(s, f.uri, f.text);
    int cl, ck, l, k;
    find(f.text, "class true_graph_0", 0, &cl, &ck);
    find(f.text, "arg0_1", cl, &l, &k);
    /* true_graph_0's input: used by view and sin */
    json_t *m = references(s, &c, f.uri, l, k, true);
    CHECK(json_array_size(result(m)) == 3);
    json_decref(m);
    m = references(s, &c, f.uri, l, k, false);
    CHECK(json_array_size(result(m)) == 2);
    size_t i;
    json_t *r;
    json_array_foreach(result(m), i, r) CHECK(strcmp(nz(json_string_value(json_object_get(r, "uri"))), f.uri) == 0);
    json_decref(m);
    /* the subgraph: `self.true_graph_0` and its class */
    find(f.text, "self.true_graph_0", 0, &l, &k);
    m = references(s, &c, f.uri, l, k, true);
    CHECK(json_array_size(result(m)) == 2);
    json_decref(m);
    m = references(s, &c, f.uri, cl, ck + 7, false);
    CHECK(json_array_size(result(m)) == 1);
    json_decref(m);
    /* past the end of the line, and a blank: null */
    m = references(s, &c, f.uri, l, 300, true);
    CHECK(m && json_is_null(result(m)));
    json_decref(m);

    /* highlight: the definition written, the uses read */
    find(f.text, "aten.sin.default(arg0_1", cl, &l, &k);
    m = call(s, &c, "textDocument/documentHighlight", at(f.uri, l, k + (int)strlen("aten.sin.default(")));
    int kinds[4] = {0};
    json_array_foreach(result(m), i, r) {
        json_int_t kind = json_integer_value(json_object_get(r, "kind"));
        if (kind >= 1 && kind <= 3) kinds[kind]++;
    }
    CHECK(json_array_size(result(m)) == 3 && kinds[3] == 1 && kinds[2] == 2);
    json_decref(m);
    /* typing: a highlight asked before the pending check does not parse; after it, it does */
    change_doc(s, f.uri, 2, 0, 0, 0, 0, " ");
    m = call(s, &c, "textDocument/documentHighlight", at(f.uri, l, k + (int)strlen("aten.sin.default(")));
    CHECK(m && json_is_null(result(m)) && !json_object_get(m, "error"));
    json_decref(m);
    json_decref(published(s, &c, f.uri));
    m = call(s, &c, "textDocument/documentHighlight", at(f.uri, l, k + 1 + (int)strlen("aten.sin.default(")));
    CHECK(json_array_size(result(m)) == 3);
    json_decref(m);
    m = call(s, &c, "textDocument/documentHighlight", at(f.uri, l, 999));
    CHECK(m && json_is_null(result(m)));
    json_decref(m);
    m = call(s, &c, "textDocument/documentHighlight", json_pack("{s:{s:s}}", "textDocument", "uri", f.uri));
    CHECK(error_code(m) == LSP_INVALID_PARAMS);
    json_decref(m);
    session_end(s, &c, &f);
}

/* ---- symbols ---- */

/* Whether every DocumentSymbol of the tree holds its selectionRange and its children. */
static bool ranges_nest(json_t *symbols, json_t *parent_range)
{
    size_t i;
    json_t *sym;
    json_array_foreach(symbols, i, sym) {
        json_t *r = json_object_get(sym, "range"), *sel = json_object_get(sym, "selectionRange");
#define BEFORE(a, ea, b, eb) (range_line(a, ea) < range_line(b, eb) || (range_line(a, ea) == range_line(b, eb) && range_char(a, ea) <= range_char(b, eb)))
        if (!BEFORE(r, "start", sel, "start") || !BEFORE(sel, "end", r, "end")) return false;
        if (parent_range && (!BEFORE(parent_range, "start", r, "start") || !BEFORE(r, "end", parent_range, "end"))) return false;
#undef BEFORE
        if (!ranges_nest(json_object_get(sym, "children"), r)) return false;
    }
    return true;
}

/* "name kind" of each symbol of the tree, depth-first, joined by ";" into buf. */
static void outline(json_t *symbols, char *buf, size_t cap)
{
    size_t i;
    json_t *sym;
    json_array_foreach(symbols, i, sym) {
        size_t n = strlen(buf);
        snprintf(buf + n, cap - n, "%s%s %d", n ? ";" : "", nz(json_string_value(json_object_get(sym, "name"))),
                 (int)json_integer_value(json_object_get(sym, "kind")));
        outline(json_object_get(sym, "children"), buf, cap);
    }
}

static json_t *doc_symbols(LspServer *s, Capture *c, const char *uri)
{
    return call(s, c, "textDocument/documentSymbol", json_pack("{s:{s:s}}", "textDocument", "uri", uri));
}

static void test_symbols(const Config *cfg)
{
    Fixture f;
    char *fxir, *trace;
    if (!samples(&fxir, &trace)) return;
    if (!fixture_open(&f)) {
        free(fxir);
        free(trace);
        return;
    }
    Capture c = {json_array()};
    LspServer *s = server(cfg, &c, "{\"textDocument\":{\"documentSymbol\":{\"hierarchicalDocumentSymbolSupport\":true}}}");
    open_doc(s, f.uri, f.text);
    json_t *m = doc_symbols(s, &c, f.uri);
    char got[1024] = "";
    outline(result(m), got, sizeof got);
    CHECK(strcmp(got, "GraphModule 5;cond 12;return 13;true_graph_0 5;return 13;false_graph_0 5;return 13") == 0);
    if (strcmp(got, "GraphModule 5;cond 12;return 13;true_graph_0 5;return 13;false_graph_0 5;return 13") != 0)
        fprintf(stderr, "outline: %s\n", got);
    CHECK(ranges_nest(result(m), NULL));
    json_t *cond = json_array_get(json_object_get(json_array_get(result(m), 0), "children"), 0);
    CHECK(strstr(nz(json_string_value(json_object_get(cond, "detail"))), "true_graph_0, false_graph_0") != NULL);
    json_decref(m);

    {
        open_doc(s, "file:///tmp/fxlint-lsp-feat/g.txt", fxir);
        m = doc_symbols(s, &c, "file:///tmp/fxlint-lsp-feat/g.txt");
        got[0] = 0;
        outline(result(m), got, sizeof got);
        CHECK(strcmp(got, "GraphModule 5;cond 12;return 13") == 0); /* its subgraphs are not printed */
        CHECK(ranges_nest(result(m), NULL));
        json_decref(m);
        /* a trace log: one root per graph, named by its compile id and event */
        open_doc(s, "file:///tmp/fxlint-lsp-feat/t.log", trace);
        m = doc_symbols(s, &c, "file:///tmp/fxlint-lsp-feat/t.log");
        CHECK(json_array_size(result(m)) >= 2 && ranges_nest(result(m), NULL));
        CHECK(strstr(nz(json_string_value(json_object_get(json_array_get(result(m), 0), "detail"))), "compile 0/0") != NULL);
        json_decref(m);
    }
    /* a config file the editor opened: no symbols, and never checked as a dump */
    char conf_uri[200];
    snprintf(conf_uri, sizeof conf_uri, "file://%s/.fxlint.toml", f.dir);
    open_doc(s, conf_uri, "select = [\"FX1\"]\n");
    lsp_server_flush(s, clock_ms);
    json_t *diags = last_published(&c, conf_uri, NULL);
    CHECK(diags && json_array_size(diags) == 0);
    json_decref(diags);
    m = doc_symbols(s, &c, conf_uri);
    CHECK(json_is_array(result(m)) && json_array_size(result(m)) == 0);
    json_decref(m);
    m = call(s, &c, "textDocument/documentSymbol", json_pack("{s:{}}", "textDocument"));
    CHECK(error_code(m) == LSP_INVALID_PARAMS);
    json_decref(m);

    /* workspace symbols: every open document, names matched without case */
    m = call(s, &c, "workspace/symbol", json_pack("{s:s}", "query", "TRUE_GRAPH"));
    size_t i, classes = 0, nodes = 0, fx = 0;
    json_t *sym;
    json_array_foreach(result(m), i, sym) {
        CHECK(strstr(nz(json_string_value(json_object_get(sym, "name"))), "true_graph") != NULL);
        const char *uri = nz(json_string_value(json_object_get(json_object_get(sym, "location"), "uri")));
        if (strcmp(uri, f.uri) == 0 && json_integer_value(json_object_get(sym, "kind")) == 5) classes++;
        if (strcmp(uri, f.uri) == 0 && json_integer_value(json_object_get(sym, "kind")) != 5) nodes++;
        fx += strstr(uri, "g.txt") != NULL;
    }
    CHECK(classes == 1 && nodes == 1); /* dump.py: the class and its get_attr */
    CHECK(fx == 1); /* g.txt: the get_attr (the class is not printed) */
    json_decref(m);
    m = call(s, &c, "workspace/symbol", json_pack("{s:s}", "query", ""));
    CHECK(json_array_size(result(m)) > 20);
    json_decref(m);
    m = call(s, &c, "workspace/symbol", json_pack("{s:s}", "query", "no-such-name"));
    CHECK(json_is_array(result(m)) && json_array_size(result(m)) == 0);
    json_decref(m);
    m = call(s, &c, "workspace/symbol", json_object());
    CHECK(error_code(m) == LSP_INVALID_PARAMS);
    json_decref(m);
    lsp_server_free(s);

    /* a client without hierarchical support: SymbolInformation */
    s = server(cfg, &c, "{}");
    open_doc(s, f.uri, f.text);
    m = doc_symbols(s, &c, f.uri);
    CHECK(json_array_size(result(m)) == 7);
    json_array_foreach(result(m), i, sym) CHECK(json_object_get(json_object_get(sym, "location"), "range") != NULL);
    json_decref(m);
    session_end(s, &c, NULL);
    free(fxir);
    free(trace);
    fixture_close(&f);
}

/* ---- code actions ---- */

/* The fxlint diagnostic with this code as a one-element array to carry (new reference), or
 * an empty array. */
static json_t *carry(json_t *diags, const char *code)
{
    json_t *d = find_code(diags, code);
    return d ? json_pack("[O]", d) : json_array();
}

static void test_code_actions(const Config *cfg)
{
    Fixture f;
    if (!fixture_open(&f)) return;
    Capture c = {json_array()};
    LspServer *s = server(cfg, &c, "{\"workspace\":{\"workspaceEdit\":{\"documentChanges\":true}}}");
    open_doc(s, f.uri, f.text);
    json_t *diags = published(s, &c, f.uri), *fx101 = carry(diags, "FX101");
    CHECK(json_array_size(fx101) == 1);
    int fl = range_line(json_object_get(json_array_get(fx101, 0), "range"), "start");

    json_t *m = code_actions(s, &c, f.uri, fx101, NULL);
    json_t *line = action(result(m), "Ignore FX101 on this line"), *file = action(result(m), "Ignore FX101 for this file");
    json_t *user = action(result(m), "Ignore FX101 at the user's source line (model.py:13)");
    CHECK(line && file && user && json_array_size(result(m)) == 3); /* nothing unused to remove */
    CHECK(line && json_is_true(json_object_get(line, "isPreferred")));
    CHECK(line && strcmp(nz(json_string_value(json_object_get(line, "kind"))), "quickfix") == 0);
    CHECK(line && json_equal(json_object_get(line, "diagnostics"), fx101));
    json_int_t v;
    json_t *e = edits_for(line, f.uri, &v);
    CHECK(json_array_size(e) == 1 && v == 1);
    CHECK(range_line(json_object_get(json_array_get(e, 0), "range"), "start") == fl);
    CHECK(strcmp(nz(json_string_value(json_object_get(json_array_get(e, 0), "newText"))), "  # fxlint: ignore[FX101]") == 0);
    e = edits_for(file, f.uri, &v);
    CHECK(json_array_size(e) == 1 && range_line(json_object_get(json_array_get(e, 0), "range"), "start") == 0);
    CHECK(strcmp(nz(json_string_value(json_object_get(json_array_get(e, 0), "newText"))), "# fxlint: ignore-file[FX101]\n") == 0);
    e = edits_for(user, f.model_uri, &v);
    CHECK(json_array_size(e) == 1 && v == -1); /* model.py is not open: version null */
    CHECK(range_line(json_object_get(json_array_get(e, 0), "range"), "start") == 12);
    CHECK(range_char(json_object_get(json_array_get(e, 0), "range"), "start") == 4 + (int)strlen("row.add_(1)"));

    /* the line fix applied: FX101 goes */
    int version = 1;
    apply_edits(s, f.uri, &version, edits_for(line, f.uri, &v));
    json_t *after = published(s, &c, f.uri);
    CHECK(after && !has_code(after, "FX101"));
    json_decref(after);
    json_decref(m);

    /* the file fix applied to the original text: FX101 goes */
    open_doc(s, f.uri, f.text);
    json_decref(published(s, &c, f.uri));
    m = code_actions(s, &c, f.uri, fx101, NULL);
    version = 1;
    apply_edits(s, f.uri, &version, edits_for(action(result(m), "Ignore FX101 for this file"), f.uri, &v));
    after = published(s, &c, f.uri);
    CHECK(after && !has_code(after, "FX101"));
    json_decref(after);
    json_decref(m);

    /* the user's line fixed on disk and saved: FX101 goes from the dump */
    open_doc(s, f.uri, f.text);
    json_decref(published(s, &c, f.uri));
    char *model = read_sample(f.model_path);
    if (model) {
        /* model.py with the comment at the end of line 13 */
        const char *line13 = strstr(model, "row.add_(1)") + strlen("row.add_(1)");
        char *fixed = NULL;
        CHECK(asprintf(&fixed, "%.*s  # fxlint: ignore[FX101]%s", (int)(line13 - model), model, line13) > 0);
        write_file(f.model_path, fixed);
        sendf(s, "{\"jsonrpc\":\"2.0\",\"method\":\"workspace/didChangeWatchedFiles\",\"params\":{\"changes\":[{\"uri\":\"%s\",\"type\":2}]}}", f.model_uri);
        after = published(s, &c, f.uri);
        CHECK(after && !has_code(after, "FX101"));
        json_decref(after);
        /* with model.py open in the editor, the edit names its version */
        write_file(f.model_path, model);
        open_doc(s, f.model_uri, model);
        sendf(s, "{\"jsonrpc\":\"2.0\",\"method\":\"workspace/didChangeWatchedFiles\",\"params\":{\"changes\":[{\"uri\":\"%s\",\"type\":2}]}}", f.model_uri);
        json_decref(published(s, &c, f.uri));
        m = code_actions(s, &c, f.uri, fx101, NULL);
        e = edits_for(action(result(m), "Ignore FX101 at the user's source line (model.py:13)"), f.model_uri, &v);
        CHECK(json_array_size(e) == 1 && v == 1);
        json_decref(m);
        free(fixed);
        free(model);
    }

    /* only what was asked: source.fixAll gives no quick fix; an unknown code, none */
    m = code_actions(s, &c, f.uri, fx101, "[\"source.fixAll\"]");
    CHECK(json_is_array(result(m)) && json_array_size(result(m)) == 0);
    json_decref(m);
    m = code_actions(s, &c, f.uri, fx101, "[\"quickfix\"]");
    CHECK(json_array_size(result(m)) == 3);
    json_decref(m);
    json_t *other = json_deep_copy(fx101);
    json_object_set_new(json_array_get(other, 0), "code", json_string("FX203"));
    m = code_actions(s, &c, f.uri, other, NULL);
    CHECK(json_array_size(result(m)) == 0);
    json_decref(m);
    json_decref(other);

    /* a stale request: an edit not yet checked moved FX101 a line down; the carried
     * diagnostic (of version 1) no longer matches, so it gets no fix */
    change_doc(s, f.uri, 2, 0, 0, 0, 0, "\n");
    m = code_actions(s, &c, f.uri, fx101, NULL);
    CHECK(json_is_array(result(m)) && json_array_size(result(m)) == 0);
    json_decref(m);
    /* ... while the one published for version 2 does, with edits for version 2 */
    json_t *now = last_published(&c, f.uri, NULL), *fx101_v2 = carry(now, "FX101");
    m = code_actions(s, &c, f.uri, fx101_v2, NULL);
    e = edits_for(action(result(m), "Ignore FX101 on this line"), f.uri, &v);
    CHECK(json_array_size(e) == 1 && v == 2 && range_line(json_object_get(json_array_get(e, 0), "range"), "start") == fl + 1);
    json_decref(m);
    json_decref(now);
    json_decref(fx101_v2);

    /* errors */
    m = call(s, &c, "textDocument/codeAction", json_pack("{s:{s:s}}", "textDocument", "uri", f.uri));
    CHECK(error_code(m) == LSP_INVALID_PARAMS);
    json_decref(m);
    m = code_actions(s, &c, "file:///nowhere/x.py", fx101, NULL);
    CHECK(json_is_array(result(m)) && json_array_size(result(m)) == 0);
    json_decref(m);
    json_decref(fx101);
    json_decref(diags);
    session_end(s, &c, &f);
}

/* Existing comments are extended; a client without documentChanges gets `changes`. */
static void test_code_actions_extend(const Config *cfg)
{
    Fixture f;
    if (!fixture_open(&f)) return;
    Capture c = {json_array()};
    LspServer *s = server(cfg, &c, "{}");
    /* the add_ line ends with `# noqa: FX201`; the file has an ignore-file comment */
    const char *add = strstr(f.text, "select = add_ = None") + strlen("select = add_ = None");
    char *text = NULL;
    CHECK(asprintf(&text, "# fxlint: ignore-file[FX904]\n%.*s  # noqa: FX201%s", (int)(add - f.text), f.text, add) > 0);
    open_doc(s, f.uri, text);
    json_t *diags = published(s, &c, f.uri), *fx101 = carry(diags, "FX101");
    json_t *m = code_actions(s, &c, f.uri, fx101, NULL);
    json_int_t v;
    json_t *e = edits_for(action(result(m), "Ignore FX101 on this line"), f.uri, &v);
    int l, k;
    find(text, "# noqa: FX201", 0, &l, &k);
    CHECK(json_is_object(json_object_get(action(result(m), "Ignore FX101 on this line"), "edit")) &&
          json_object_get(json_object_get(action(result(m), "Ignore FX101 on this line"), "edit"), "changes"));
    CHECK(json_array_size(e) == 1 && range_line(json_object_get(json_array_get(e, 0), "range"), "start") == l);
    CHECK(range_char(json_object_get(json_array_get(e, 0), "range"), "start") == k + (int)strlen("# noqa: FX201"));
    CHECK(strcmp(nz(json_string_value(json_object_get(json_array_get(e, 0), "newText"))), ", FX101") == 0);
    e = edits_for(action(result(m), "Ignore FX101 for this file"), f.uri, &v);
    CHECK(json_array_size(e) == 1 && range_line(json_object_get(json_array_get(e, 0), "range"), "start") == 0);
    CHECK(range_char(json_object_get(json_array_get(e, 0), "range"), "start") == (int)strlen("# fxlint: ignore-file[FX904"));
    int version = 1;
    apply_edits(s, f.uri, &version, e);
    json_t *after = published(s, &c, f.uri);
    CHECK(after && !has_code(after, "FX101"));
    json_decref(after);
    json_decref(m);
    json_decref(fx101);
    json_decref(diags);
    free(text);
    session_end(s, &c, &f);
}

/* FX IR takes a comment after a node; a trace log's payload must not be edited (its MD5), so
 * it gets no line fix, and file-level comments go after the last line in both. */
static void test_code_actions_formats(const Config *cfg)
{
    char *fxir, *trace;
    if (!samples(&fxir, &trace)) return;
    Capture c = {json_array()};
    LspServer *s = server(cfg, &c, "{}");
    const char *fx_uri = "file:///tmp/fxlint-lsp-feat/a.txt", *tr_uri = "file:///tmp/fxlint-lsp-feat/t.log";
    int nl = 0;
    for (const char *p = fxir; *p; p++) nl += *p == '\n';
    for (int which = 0; which < 2; which++) {
        /* FX IR: the line fix (which 0), the file fix (which 1) */
        open_doc(s, fx_uri, fxir);
        json_t *diags = published(s, &c, fx_uri), *fx904 = carry(diags, "FX904");
        CHECK(json_array_size(fx904) == 1 && !has_code(diags, "FX901"));
        json_t *m = code_actions(s, &c, fx_uri, fx904, NULL);
        json_int_t v;
        json_t *e = edits_for(action(result(m), which ? "Ignore FX904 for this file" : "Ignore FX904 on this line"), fx_uri, &v);
        CHECK(json_array_size(e) == 1);
        if (which) CHECK(range_line(json_object_get(json_array_get(e, 0), "range"), "start") == nl);
        int version = 1;
        apply_edits(s, fx_uri, &version, e);
        json_t *after = published(s, &c, fx_uri);
        CHECK(after && !has_code(after, "FX901"));
        CHECK(after && json_array_size(after) == (which ? 0u : json_array_size(diags) - 1));
        json_decref(after);
        json_decref(m);
        json_decref(fx904);
        json_decref(diags);
    }
    open_doc(s, tr_uri, trace);
    json_t *diags = published(s, &c, tr_uri), *fx101 = carry(diags, "FX101");
    json_t *m = code_actions(s, &c, tr_uri, fx101, NULL);
    CHECK(!action(result(m), "Ignore FX101 on this line"));
    json_int_t v;
    json_t *e = edits_for(action(result(m), "Ignore FX101 for this file"), tr_uri, &v);
    CHECK(json_array_size(e) == 1);
    int version = 1;
    apply_edits(s, tr_uri, &version, e);
    json_t *after = published(s, &c, tr_uri);
    CHECK(after && !has_code(after, "FX101") && !has_code(after, "FX905") && !has_code(after, "FX901"));
    json_decref(after);
    json_decref(m);
    json_decref(fx101);
    json_decref(diags);
    session_end(s, &c, NULL);
    free(fxir);
    free(trace);
}

/* source.fixAll: suppressions that hid nothing are removed, codes that hid something kept. */
static void test_remove_unused(const Config *cfg)
{
    Fixture f;
    if (!fixture_open(&f)) return;
    Capture c = {json_array()};
    LspServer *s = server(cfg, &c, "{}");
    /* an unused file-level comment on a line of its own, an unused line comment on the cond
     * line, and on the add_ line FX101 (used), FX2 (unused) and an unknown code */
    const char *cond = strstr(f.text, "primals_2 = None") + strlen("primals_2 = None");
    const char *add = strstr(f.text, "select = add_ = None") + strlen("select = add_ = None");
    char *text = NULL;
    CHECK(asprintf(&text, "# fxlint: ignore-file[FX503]\n%.*s  # fxlint: ignore[FX201]%.*s  # fxlint: ignore[FX101, FX2, bogus]%s",
                   (int)(cond - f.text), f.text, (int)(add - cond), cond, add) > 0);
    open_doc(s, f.uri, text);
    json_t *diags = published(s, &c, f.uri);
    CHECK(diags && !has_code(diags, "FX101"));
    json_decref(diags);
    json_t *m = code_actions(s, &c, f.uri, NULL, "[\"source.fixAll\"]");
    json_t *fix = action(result(m), "Remove unused fxlint suppressions");
    CHECK(fix && strcmp(nz(json_string_value(json_object_get(fix, "kind"))), "source.fixAll.fxlint") == 0);
    json_int_t v;
    json_t *e = edits_for(fix, f.uri, &v);
    CHECK(json_array_size(e) == 3);
    int seen = 0;
    size_t i;
    json_t *x;
    json_array_foreach(e, i, x) {
        json_t *r = json_object_get(x, "range");
        const char *nt = nz(json_string_value(json_object_get(x, "newText")));
        if (range_line(r, "start") == 0) {
            seen |= 1;
            CHECK(range_line(r, "end") == 1 && range_char(r, "end") == 0 && !*nt);
        }
        else if (strcmp(nt, "FX101") == 0) seen |= 2;
        else if (!*nt) seen |= 4;
    }
    CHECK(seen == 7);
    int version = 1;
    apply_edits(s, f.uri, &version, e);
    diags = published(s, &c, f.uri);
    CHECK(diags && json_array_size(diags) == 0); /* FX101 still suppressed */
    json_decref(diags);
    json_decref(m);
    /* nothing left to remove; a plain code action request (no `only`) offers it only when
     * there is something */
    m = code_actions(s, &c, f.uri, NULL, NULL);
    CHECK(json_is_array(result(m)) && json_array_size(result(m)) == 0);
    json_decref(m);
    free(text);
    session_end(s, &c, &f);
}

/* ---- suppression comments, directly ---- */

static bool edit_is(LspCommentResult r, const LspLineEdit *e, uint32_t start, uint32_t end, const char *text)
{
    return r == LSP_COMMENT_EDIT && e->start == start && e->end == end && strcmp(e->text, text) == 0;
}

static void test_comment_edits(void)
{
    LspLineEdit e;
    Str plain = STR_LIT("    x = f(y)   ");
    LspCommentResult r = lsp_comment_add(plain, SUPPRESS_LINE, RID_FX101, &e);
    CHECK(edit_is(r, &e, 12, 15, "  # fxlint: ignore[FX101]")); /* trailing blanks replaced */
    free(e.text);
    Str listed = STR_LIT("x = f(y)  # fxlint: ignore[FX201 ]");
    r = lsp_comment_add(listed, SUPPRESS_LINE, RID_FX101, &e);
    CHECK(edit_is(r, &e, 32, 32, ", FX101"));
    free(e.text);
    CHECK(lsp_comment_add(STR_LIT("x = f(y)  # fxlint: ignore[FX1]"), SUPPRESS_LINE, RID_FX101, &e) == LSP_COMMENT_COVERED);
    CHECK(lsp_comment_add(STR_LIT("x = f(y)  # noqa"), SUPPRESS_LINE, RID_FX101, &e) == LSP_COMMENT_COVERED);
    CHECK(lsp_comment_add(STR_LIT("x = f(y)  # noqa: branch-input-mutation"), SUPPRESS_LINE, RID_FX101, &e) ==
          LSP_COMMENT_COVERED);
    r = lsp_comment_add(STR_LIT("x = f(y)  # noqa: FX201"), SUPPRESS_LINE, RID_FX101, &e);
    CHECK(edit_is(r, &e, 23, 23, ", FX101"));
    free(e.text);
    /* file level: only an ignore-file comment is extended; a line cannot hold two comments */
    CHECK(lsp_comment_add(STR_LIT("x = 1"), SUPPRESS_FILE, RID_FX101, &e) == LSP_COMMENT_CANNOT);
    CHECK(lsp_comment_add(STR_LIT("# fxlint: ignore-file[FX9]"), SUPPRESS_LINE, RID_FX101, &e) == LSP_COMMENT_CANNOT);
    r = lsp_comment_add(STR_LIT("# fxlint: ignore-file[FX9]"), SUPPRESS_FILE, RID_FX101, &e);
    CHECK(edit_is(r, &e, 25, 25, ", FX101"));
    free(e.text);
    char *c = lsp_comment_new(SUPPRESS_FILE, RID_FX203);
    CHECK(strcmp(c, "# fxlint: ignore-file[FX203]") == 0);
    free(c);

    /* dropping what hid nothing */
    Str line = STR_LIT("x = 1  # fxlint: ignore[FX101, FX2]  # why");
    Span codes[2] = {{24, 29}, {31, 34}};
    bool drop[2] = {false, true};
    SuppressUnused u = {7, {7, 35}, false, 2, codes, drop};
    CHECK(lsp_comment_drop_unused(line, &u, &e) && e.start == 24 && e.end == 34 && strcmp(e.text, "FX101") == 0);
    free(e.text);
    u.whole = true;
    CHECK(lsp_comment_drop_unused(line, &u, &e) && e.start == 5 && e.end == 35 && !e.whole_line && !*e.text);
    free(e.text);
    SuppressUnused alone = {1, {0, 24}, true, 0, NULL, NULL};
    CHECK(lsp_comment_drop_unused(STR_LIT("# fxlint: ignore-file  "), &alone, &e) == false); /* span past the line */
    alone.span = (Span){0, 21};
    CHECK(lsp_comment_drop_unused(STR_LIT("# fxlint: ignore-file  "), &alone, &e) && e.whole_line);
    free(e.text);
    CHECK(!lsp_comment_drop_unused(STR_LIT("x = 1  ignore"), &u, &e)); /* the line changed */

    /* hover: a code, a name, a prefix, an unknown code, elsewhere */
    Str h = STR_LIT("x  # fxlint: ignore[FX101, branch-input-mutation, FX2, nope]");
    char *md = lsp_comment_hover(h, 20);
    CHECK(md && strstr(md, "**FX101 branch-input-mutation**") && strstr(md, "**What it does:**") && strstr(md, "```python"));
    free(md);
    md = lsp_comment_hover(h, 30);
    CHECK(md && strstr(md, "**FX101 branch-input-mutation**"));
    free(md);
    md = lsp_comment_hover(h, 51);
    CHECK(md && strstr(md, "**FX2** covers") && strstr(md, "`FX201` subgraph-output-aliases-input"));
    free(md);
    md = lsp_comment_hover(h, 57);
    CHECK(md && strstr(md, "names no fxlint rule"));
    free(md);
    CHECK(lsp_comment_hover(h, 5) == NULL && lsp_comment_hover(h, 25) == NULL);
    CHECK(lsp_comment_hover(STR_LIT("x = f(FX101)"), 7) == NULL);
}

/* Hover on a code in a suppression comment, through the server. */
static void test_rule_hover(const Config *cfg)
{
    Fixture f;
    if (!fixture_open(&f)) return;
    Capture c = {json_array()};
    LspServer *s = server(cfg, &c, "{}");
    const char *add = strstr(f.text, "select = add_ = None") + strlen("select = add_ = None");
    char *text = NULL;
    CHECK(asprintf(&text, "%.*s  # noqa: FX101, FX4%s", (int)(add - f.text), f.text, add) > 0);
    open_doc(s, f.uri, text);
    int l, k;
    find(text, "# noqa: FX101", 0, &l, &k);
    json_t *m = call(s, &c, "textDocument/hover", at(f.uri, l, k + 10));
    const char *md = json_string_value(json_object_get(json_object_get(result(m), "contents"), "value"));
    CHECK(md && strstr(md, "branch-input-mutation") && strstr(md, "Why is this bad"));
    json_decref(m);
    m = call(s, &c, "textDocument/hover", at(f.uri, l, k + 15));
    md = json_string_value(json_object_get(json_object_get(result(m), "contents"), "value"));
    CHECK(md && strstr(md, "FX401"));
    json_decref(m);
    /* elsewhere on the line, the node; past its end, nothing */
    m = call(s, &c, "textDocument/hover", at(f.uri, l, 14));
    md = json_string_value(json_object_get(json_object_get(result(m), "contents"), "value"));
    CHECK(md && strstr(md, "aten.add_.Tensor"));
    json_decref(m);
    m = call(s, &c, "textDocument/hover", at(f.uri, l, 500));
    CHECK(m && json_is_null(result(m)) && !json_object_get(m, "error"));
    json_decref(m);
    free(text);
    session_end(s, &c, &f);
}

/* ---- settings and config reload ---- */

static const char *const branch_sizes =
    "class GraphModule(torch.nn.Module):\n"
    "    def forward(self, arg0_1: \"b8[][]cpu\", arg1_1: \"f32[4, 8][8, 1]cpu\"):\n"
    "        true_graph_0 = self.true_graph_0\n"
    "        false_graph_0 = self.false_graph_0\n"
    "        cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1,))\n"
    "        getitem: \"f32[4, 8][8, 1]cpu\" = cond[0]\n"
    "        return (getitem,)\n"
    "\n"
    "    class true_graph_0(torch.nn.Module):\n"
    "        def forward(self, arg0_1: \"f32[4, 8][8, 1]cpu\"):\n"
    "            sin: \"f32[4, 8][8, 1]cpu\" = torch.ops.aten.sin.default(arg0_1)\n"
    "            return (sin,)\n"
    "\n"
    "    class false_graph_0(torch.nn.Module):\n"
    "        def forward(self, arg0_1: \"f32[4, 8][8, 1]cpu\"):\n"
    "            slice_1: \"f32[2, 8][8, 1]cpu\" = torch.ops.aten.slice.Tensor(arg0_1, 0, 0, 2)\n"
    "            cos: \"f32[2, 8][8, 1]cpu\" = torch.ops.aten.cos.default(slice_1)\n"
    "            return (cos,)\n";

static void settings(LspServer *s, const char *json)
{
    sendf(s, "{\"jsonrpc\":\"2.0\",\"method\":\"workspace/didChangeConfiguration\",\"params\":{\"settings\":%s}}", json);
}

static void watched(LspServer *s, const char *uri)
{
    sendf(s, "{\"jsonrpc\":\"2.0\",\"method\":\"workspace/didChangeWatchedFiles\",\"params\":{\"changes\":[{\"uri\":\"%s\",\"type\":2}]}}", uri);
}

/* Whether the last diagnostics published for uri (after a flush) hold code. */
static bool reports(LspServer *s, Capture *c, const char *uri, const char *code)
{
    json_t *d = published(s, c, uri);
    bool has = d && has_code(d, code);
    json_decref(d);
    return has;
}

static void test_settings(const Config *cfg)
{
    Fixture f;
    if (!fixture_open(&f)) return;
    Capture c = {json_array()};
    /* settings in initializationOptions */
    LspServer *s = lsp_server_new(cfg, capture_send, &c);
    sendf(s, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"capabilities\":{},"
             "\"initializationOptions\":{\"settings\":{\"fxlint\":{\"ignore\":[\"FX101\"]}}}}}");
    json_decref(take(&c, 1, NULL));
    open_doc(s, f.uri, f.text);
    CHECK(!reports(s, &c, f.uri, "FX101"));
    /* settings without an fxlint section (Neovim sends {} when given none) keep them */
    settings(s, "{}");
    CHECK(!reports(s, &c, f.uri, "FX101"));
    settings(s, "{\"python\":{\"x\":1}}");
    CHECK(!reports(s, &c, f.uri, "FX101"));
    /* replaced by didChangeConfiguration: nothing set, FX101 is back; a string list works */
    settings(s, "{\"fxlint\":{}}");
    CHECK(reports(s, &c, f.uri, "FX101"));
    settings(s, "{\"fxlint\":{\"select\":\"FX9, FX2\"}}");
    CHECK(!reports(s, &c, f.uri, "FX101"));
    settings(s, "{\"select\":[\"FX1\"]}"); /* without the "fxlint" wrapper */
    CHECK(reports(s, &c, f.uri, "FX101"));
    /* a bad value is shown and left out; the rest applies */
    settings(s, "{\"fxlint\":{\"ignore\":[\"FX101\",\"no-such-rule\"],\"noGrad\":\"yes\",\"extend-select\":[\"FX5\"]}}");
    json_t *m = take(&c, -1, "window/showMessage");
    const char *msg = nz(json_string_value(json_object_get(json_object_get(m, "params"), "message")));
    CHECK(strstr(msg, "no-such-rule") && strstr(msg, "noGrad"));
    json_decref(m);
    CHECK(reports(s, &c, f.uri, "FX101"));
    /* target */
    const char *turi = "file:///tmp/fxlint-lsp-feat/sizes.py";
    open_doc(s, turi, branch_sizes);
    settings(s, "{\"fxlint\":{}}");
    CHECK(!reports(s, &c, turi, "FX401")); /* newest PyTorch merges sizes */
    settings(s, "{\"fxlint\":{\"target\":\"2.5\"}}");
    CHECK(reports(s, &c, turi, "FX401"));
    settings(s, "{\"fxlint\":{\"target\":\"2.x\"}}");
    m = take(&c, -1, "window/showMessage");
    CHECK(m && strstr(nz(json_string_value(json_object_get(json_object_get(m, "params"), "message"))), "target"));
    json_decref(m);
    CHECK(!reports(s, &c, turi, "FX401"));
    /* the command line wins over settings, as over config files */
    settings(s, "{\"fxlint\":{\"ignore\":[\"FX101\"]}}");
    CHECK(!reports(s, &c, f.uri, "FX101"));
    ConfigLayer cli;
    config_layer_init(&cli, "command line", f.dir);
    const char *sel[] = {"FX1"};
    cli.select = (CodeList){sel, 1, {"command line", 0, 0}};
    lsp_server_set_overrides(s, &cli);
    settings(s, "{\"fxlint\":{\"ignore\":[\"FX101\"]}}");
    CHECK(reports(s, &c, f.uri, "FX101"));
    lsp_server_set_overrides(s, NULL);
    settings(s, "{\"fxlint\":{}}");

    /* a config file written and announced as a watched file; settings still over it */
    char conf[128], conf_uri[200];
    snprintf(conf, sizeof conf, "%s/.fxlint.toml", f.dir);
    snprintf(conf_uri, sizeof conf_uri, "file://%s", conf);
    write_file(conf, "ignore = [\"FX101\"]\n");
    CHECK(reports(s, &c, f.uri, "FX101")); /* not read until told */
    watched(s, conf_uri);
    CHECK(!reports(s, &c, f.uri, "FX101"));
    settings(s, "{\"fxlint\":{\"extendSelect\":[\"FX101\"]}}");
    CHECK(reports(s, &c, f.uri, "FX101"));
    settings(s, "{\"fxlint\":{}}");
    CHECK(!reports(s, &c, f.uri, "FX101"));
    /* the config file open in the editor and saved */
    open_doc(s, conf_uri, "ignore = [\"FX101\"]\n");
    write_file(conf, "select = [\"FX1\"]\n");
    sendf(s, "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didSave\",\"params\":{\"textDocument\":{\"uri\":\"%s\"}}}", conf_uri);
    CHECK(reports(s, &c, f.uri, "FX101"));
    json_t *cd = last_published(&c, conf_uri, NULL);
    CHECK(!cd || json_array_size(cd) == 0);
    json_decref(cd);
    lsp_server_free(s);

    /* a client that can watch files is asked to, for config files; its answer needs none */
    s = server(cfg, &c, "{\"workspace\":{\"didChangeWatchedFiles\":{\"dynamicRegistration\":true}}}");
    m = take(&c, -1, "client/registerCapability");
    json_t *reg = json_array_get(json_object_get(json_object_get(m, "params"), "registrations"), 0);
    CHECK(m && strcmp(nz(json_string_value(json_object_get(reg, "method"))), "workspace/didChangeWatchedFiles") == 0);
    CHECK(json_array_size(json_object_get(json_object_get(reg, "registerOptions"), "watchers")) == 3);
    CHECK(m && json_is_string(json_object_get(m, "id")));
    if (m) {
        json_t *answer = json_pack("{s:s,s:O,s:n}", "jsonrpc", "2.0", "id", json_object_get(m, "id"), "result");
        send_json(s, answer);
    }
    json_decref(m);
    CHECK(json_array_size(c.msgs) == 0);
    lsp_server_free(s);
    s = server(cfg, &c, "{}");
    CHECK(take(&c, -1, "client/registerCapability") == NULL);
    session_end(s, &c, &f);
}

/* ---- every method at every place ---- */

/* Every position of every line (and one past each end) of texts that are broken, empty, cut
 * or odd, through every new method: answers are results or null, never errors or crashes
 * (ASan runs this too). */
static void test_any_position(const Config *cfg)
{
    char *fxir, *trace;
    if (!samples(&fxir, &trace)) return;
    const char *texts[] = {
        "",
        "\n\n\n",
        "class GraphModule(torch.nn.Module):\n    def forward(self, x: \"f32[4]\"):\n        y = torch.ops.aten.sin.default(x\n",
        "class GraphModule(torch.nn.Module):\n    def forward(self, x):\n        t = self.true_graph_0\n        c = torch.ops.higher_order.cond(x, t, t, (x, x))  # noqa: FX2, ,\n        return (c, \xF0\x9F\x98\x80)\n",
        "# fxlint: ignore-file[\n# File: :0 in , code:\n%x : [num_users=1] = placeholder[target=x]  #\nreturn (x,)\n",
        fxir,
        trace,
    };
    Capture c = {json_array()};
    LspServer *s = server(cfg, &c, "{\"textDocument\":{\"documentSymbol\":{\"hierarchicalDocumentSymbolSupport\":true}}}");
    const char *uri = "file:///tmp/fxlint-lsp-feat/any.py";
    static const char *const methods[] = {"textDocument/definition", "textDocument/references",
                                          "textDocument/documentHighlight", "textDocument/hover"};
    for (size_t t = 0; t < sizeof texts / sizeof texts[0]; t++) {
        open_doc(s, uri, texts[t]);
        json_t *diags = published(s, &c, uri);
        json_t *m = code_actions(s, &c, uri, diags, NULL);
        CHECK(m && json_is_array(result(m)));
        json_decref(m);
        json_decref(diags);
        m = doc_symbols(s, &c, uri);
        CHECK(m && json_is_array(result(m)));
        json_decref(m);
        int line = 0, col = 0, step = t >= 5 ? 7 : 1; /* every 7th column of the long samples */
        for (const char *p = texts[t];; p++) {
            if (col % step == 0 || *p == '\n' || !*p) {
                for (size_t k = 0; k < sizeof methods / sizeof methods[0]; k++) {
                    json_t *params = at(uri, line, col + (*p == '\n' || !*p));
                    json_object_set_new(params, "context", json_pack("{s:b}", "includeDeclaration", 1));
                    m = call(s, &c, methods[k], params);
                    CHECK(m && !json_object_get(m, "error"));
                    json_decref(m);
                }
            }
            if (!*p) break;
            if (*p == '\n') line++, col = 0;
            else col++;
        }
        drop_logs(&c);
    }
    json_t *m = call(s, &c, "workspace/symbol", json_pack("{s:s}", "query", "a"));
    CHECK(m && json_is_array(result(m)));
    json_decref(m);
    session_end(s, &c, NULL);
    free(fxir);
    free(trace);
}

int main(void)
{
    Config cfg;
    config_init_defaults(&cfg);
    if (rule_find("FX101") < 0 || !rule_fn[rule_find("FX101")]) {
        fprintf(stderr, "test_lsp_features: FX101 is not registered; the cases need it\n");
        return 1;
    }
    uint64_t t = lsp_now_ms();
#define RUN(call) (call, fprintf(stderr, "test_lsp_features: %-36s %5llu ms\n", #call, (unsigned long long)(lsp_now_ms() - t)), t = lsp_now_ms())
    RUN(test_comment_edits());
    RUN(test_definition(&cfg));
    RUN(test_definition_formats(&cfg));
    RUN(test_references(&cfg));
    RUN(test_symbols(&cfg));
    RUN(test_code_actions(&cfg));
    RUN(test_code_actions_extend(&cfg));
    RUN(test_code_actions_formats(&cfg));
    RUN(test_remove_unused(&cfg));
    RUN(test_rule_hover(&cfg));
    RUN(test_settings(&cfg));
    RUN(test_any_position(&cfg));
    if (failures) fprintf(stderr, "test_lsp_features: %d checks failed\n", failures);
    return failures ? 1 : 0;
}
