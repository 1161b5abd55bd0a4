/* Conformance tests of the language server, driven in-process: framing over a pipe, the
 * document store (UTF-16 positions, incremental edits), and every method with its error cases.
 * `test_lsp --serve` runs the server on stdio instead (tests/lsp/run uses it when the fxlint
 * binary has no `lsp` command). */
#include <jansson.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "diag/config.h"
#include "engine/config_file.h"
#include "model/dump.h"
#include "model/graph.h"
#include "lsp/lsp.h"
#include "lsp/lsp_check.h"
#include "lsp/lsp_diag.h"
#include "lsp/lsp_doc.h"
#include "lsp/lsp_rpc.h"
#include "diag/rules.h"
#include "engine/rule.h"

#include "lsp_client.h"
#include "lsp_versions.h"
#include "model_text.h"

/* ---- framing ---- */

static void test_framing(void)
{
    int fds[2];
    CHECK(pipe(fds) == 0);
    const char *stream =
        "Content-Length: 2\r\n\r\n{}"
        "content-length:3\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n[1]"
        "X-Nothing: 1\r\n\r\n"                      /* no Content-Length: dropped */
        "Content-Length: 4\n\n\"ab\""               /* bare LF separators */
        "Content-Length: 99999999999999999\r\n\r\n" /* not a length we accept */
        "Content-Length: 1\r\n\r\n7";
    CHECK(write(fds[1], stream, strlen(stream)) == (ssize_t)strlen(stream));
    LspReader r;
    lsp_reader_init(&r, fds[0]);
    const char *body;
    size_t len;
    CHECK(lsp_reader_next(&r, 100, &body, &len) == LSP_READ_MESSAGE && len == 2 && strcmp(body, "{}") == 0);
    CHECK(lsp_reader_next(&r, 100, &body, &len) == LSP_READ_MESSAGE && len == 3 && strcmp(body, "[1]") == 0);
    CHECK(lsp_reader_next(&r, 100, &body, &len) == LSP_READ_BAD);
    CHECK(lsp_reader_next(&r, 100, &body, &len) == LSP_READ_MESSAGE && strcmp(body, "\"ab\"") == 0);
    CHECK(lsp_reader_next(&r, 100, &body, &len) == LSP_READ_BAD);
    CHECK(lsp_reader_next(&r, 100, &body, &len) == LSP_READ_MESSAGE && strcmp(body, "7") == 0);
    CHECK(lsp_reader_next(&r, 0, &body, &len) == LSP_READ_TIMEOUT);
    /* a message split across writes, then end of input in the middle of the next one */
    CHECK(write(fds[1], "Content-Len", 11) == 11);
    CHECK(lsp_reader_next(&r, 10, &body, &len) == LSP_READ_TIMEOUT);
    CHECK(write(fds[1], "gth: 5\r\n\r\nhel", 13) == 13);
    CHECK(lsp_reader_next(&r, 10, &body, &len) == LSP_READ_TIMEOUT);
    CHECK(write(fds[1], "loContent-Length: 9\r\n\r\n{", 25) == 25);
    CHECK(lsp_reader_next(&r, 100, &body, &len) == LSP_READ_MESSAGE && strcmp(body, "hello") == 0);
    close(fds[1]);
    CHECK(lsp_reader_next(&r, 100, &body, &len) == LSP_READ_EOF);
    lsp_reader_fini(&r);
    close(fds[0]);

    FILE *f = tmpfile();
    CHECK(f && lsp_rpc_write(f, "{\"a\":1}", 7) == 0);
    char buf[64] = {0};
    rewind(f);
    CHECK(fread(buf, 1, sizeof buf - 1, f) == 28);
    CHECK(strcmp(buf, "Content-Length: 7\r\n\r\n{\"a\":1}") == 0);
    fclose(f);
}

/* ---- documents ---- */

static void test_documents(void)
{
    /* "é" is 2 bytes and 1 UTF-16 unit; "😀" is 4 bytes and 2 units. */
    const char *line = "a\xC3\xA9\xF0\x9F\x98\x80z";
    CHECK(lsp_utf16_units(line, 8, 1) == 1);
    CHECK(lsp_utf16_units(line, 8, 3) == 2);
    CHECK(lsp_utf16_units(line, 8, 7) == 4);
    CHECK(lsp_utf16_units(line, 8, 8) == 5);
    CHECK(lsp_utf16_to_byte(line, 8, 2) == 3);
    CHECK(lsp_utf16_to_byte(line, 8, 4) == 7);
    CHECK(lsp_utf16_to_byte(line, 8, 3) == 7); /* inside the pair: the character's end */
    CHECK(lsp_utf16_to_byte(line, 8, 99) == 8);
    CHECK(lsp_utf16_units("\xFF\xFEx", 3, 3) == 3); /* invalid bytes count one unit each */

    LspDocStore st = {0};
    const char *text = "x = 1\r\n\xC3\xA9t\xC3\xA9 = 2\nlast";
    LspDoc *d = lsp_doc_open(&st, "file:///tmp/a%20b/dump.py", 1, text, strlen(text));
    CHECK(strcmp(d->path, "/tmp/a b/dump.py") == 0);
    CHECK(d->nlines == 3 && d->dirty);
    uint32_t n;
    const char *l0 = lsp_doc_line(d, 0, &n);
    CHECK(n == 5 && strncmp(l0, "x = 1", n) == 0); /* CR is not text */
    CHECK(lsp_doc_offset(d, (LspPosition){1, 3}) == 7 + 5);
    CHECK(lsp_doc_offset(d, (LspPosition){0, 40}) == 5);
    CHECK(lsp_doc_offset(d, (LspPosition){9, 0}) == d->len);
    LspPosition p = lsp_doc_position(d, 7 + 5);
    CHECK(p.line == 1 && p.character == 3);

    /* replace "té" (line 1, chars 1..3) by "a\nb": a line appears */
    d->nedits = 0;
    d->edits_lost = false;
    LspPosition s = {1, 1}, e = {1, 3};
    CHECK(lsp_doc_apply(d, &s, &e, "a\nb", 3) == 0);
    CHECK(strcmp(d->text, "x = 1\r\n\xC3\xA9" "a\nb = 2\nlast") == 0);
    CHECK(d->nlines == 4 && d->nedits == 1);
    LspEdit ed = d->edits[0];
    CHECK(ed.start_byte == 9 && ed.old_end_byte == 12 && ed.new_end_byte == 12);
    CHECK(ed.start_row == 1 && ed.start_col == 2 && ed.old_end_row == 1 && ed.old_end_col == 5);
    CHECK(ed.new_end_row == 2 && ed.new_end_col == 1);
    /* end before start: rejected, nothing changes */
    CHECK(lsp_doc_apply(d, &e, &s, "zz", 2) == -1);
    CHECK(d->nedits == 1);
    /* insert at the very end, delete everything, whole-text replacement */
    LspPosition end = lsp_doc_position(d, d->len);
    CHECK(lsp_doc_apply(d, &end, &end, "!", 1) == 0 && d->text[d->len - 1] == '!');
    LspPosition zero = {0, 0};
    CHECK(lsp_doc_apply(d, &zero, &end, "", 0) == 0 && d->len == 1 && strcmp(d->text, "!") == 0);
    CHECK(lsp_doc_apply(d, NULL, NULL, "new\ntext", 8) == 0 && d->nlines == 2 && d->edits_lost);

    char *uri = lsp_path_to_uri("/home/u/my model#1.py");
    CHECK(strcmp(uri, "file:///home/u/my%20model%231.py") == 0);
    char *back = lsp_uri_to_path(uri);
    CHECK(strcmp(back, "/home/u/my model#1.py") == 0);
    free(uri);
    free(back);
    CHECK(lsp_uri_to_path("untitled:Untitled-1") == NULL);
    CHECK(lsp_doc_find(&st, "file:///tmp/a%20b/dump.py") == d);
    lsp_doc_store_fini(&st);
    CHECK(st.head == NULL && st.count == 0);
}

/* Related places a diagnostic names by a relative path (an origin `# File: model.py:3`) are
 * file:// URIs with an absolute path even when the document itself has no path (untitled):
 * never `file://model.py`, which names a host. */
static void test_relative_origin_uri(void)
{
    LspDocStore st = {0};
    const char *text = "x = 1\n";
    LspDoc *doc = lsp_doc_open(&st, "untitled:Untitled-1", 1, text, strlen(text));
    Related rel = {"other.py", 1, 1, "the HOP call"};
    Diag d = {.file = doc->path, .line = 1, .col = 1, .end_line = 1, .end_col = 2, .severity = SEV_ERROR,
              .rule = RID_FX903, .message = "m", .has_origin = true,
              .origin = {"model.py", 3, "forward", "x.add_(1)"}, .related = &rel, .nrelated = 1};
    json_t *j = lsp_diag_json(&d, doc);
    json_t *info = json_object_get(j, "relatedInformation");
    CHECK(json_array_size(info) == 2);
    for (size_t i = 0; i < json_array_size(info); i++) {
        const char *uri = nz(json_string_value(json_object_get(json_object_get(json_array_get(info, i), "location"), "uri")));
        CHECK(strncmp(uri, "file:///", 8) == 0);
        CHECK(strstr(uri, i == 0 ? "/model.py" : "/other.py") != NULL);
    }
    json_decref(j);
    lsp_doc_store_fini(&st);
}

/* Lifecycle and the protocol's error answers. */
static void test_protocol(const Config *cfg)
{
    Capture c = {json_array()};
    LspServer *s = lsp_server_new(cfg, capture_send, &c);

    /* before initialize: requests get ServerNotInitialized, notifications are dropped */
    sendf(s, "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"textDocument/hover\",\"params\":{}}");
    CHECK(take_error(&c, 7) == LSP_SERVER_NOT_INITIALIZED);
    open_doc(s, "file:///early.py", "x = (\n");
    lsp_server_flush(s, clock_ms);
    CHECK(json_array_size(c.msgs) == 0 && lsp_server_checks(s) == 0);

    /* malformed input */
    sendf(s, "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":");
    json_t *m = take(&c, -1, "");
    CHECK(m && error_code(m) == LSP_PARSE_ERROR && json_is_null(json_object_get(m, "id")));
    json_decref(m);
    sendf(s, "[1,2]");
    m = take(&c, -1, "");
    CHECK(m && error_code(m) == LSP_INVALID_REQUEST);
    json_decref(m);
    sendf(s, "{\"jsonrpc\":\"2.0\",\"id\":{\"x\":1},\"method\":\"initialize\"}");
    m = take(&c, -1, "");
    CHECK(m && error_code(m) == LSP_INVALID_REQUEST);
    json_decref(m);
    lsp_server_bad_frame(s);
    m = take(&c, -1, "");
    CHECK(m && error_code(m) == LSP_PARSE_ERROR);
    json_decref(m);
    lsp_server_handle(s, "\0\xff", 2, clock_ms);
    m = take(&c, -1, "");
    CHECK(m && error_code(m) == LSP_PARSE_ERROR);
    json_decref(m);

    initialize(s, &c, false);
    sendf(s, "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"initialize\",\"params\":{\"capabilities\":{}}}");
    CHECK(take_error(&c, 2) == LSP_INVALID_REQUEST);
    sendf(s, "{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"textDocument/rename\",\"params\":{}}");
    CHECK(take_error(&c, 4) == LSP_METHOD_NOT_FOUND);
    sendf(s, "{\"jsonrpc\":\"2.0\",\"id\":\"str-id\",\"method\":\"textDocument/formatting\",\"params\":{}}");
    m = take(&c, -1, "");
    CHECK(m && error_code(m) == LSP_METHOD_NOT_FOUND && strcmp(json_string_value(json_object_get(m, "id")), "str-id") == 0);
    json_decref(m);
    sendf(s, "{\"jsonrpc\":\"2.0\",\"method\":\"$/setTrace\",\"params\":{\"value\":\"off\"}}");
    sendf(s, "{\"jsonrpc\":\"2.0\",\"method\":\"no/suchNotification\"}");
    sendf(s, "{\"jsonrpc\":\"2.0\",\"id\":99,\"result\":null}"); /* a stray response */
    CHECK(json_array_size(c.msgs) == 0);
    sendf(s, "{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"textDocument/hover\",\"params\":[1]}");
    CHECK(take_error(&c, 5) == LSP_INVALID_PARAMS);
    sendf(s, "{\"jsonrpc\":\"2.0\",\"id\":6,\"method\":\"textDocument/hover\",\"params\":{}}");
    CHECK(take_error(&c, 6) == LSP_INVALID_PARAMS);
    sendf(s, "{\"jsonrpc\":\"2.0\",\"id\":8,\"method\":\"textDocument/diagnostic\",\"params\":{\"textDocument\":{}}}");
    CHECK(take_error(&c, 8) == LSP_INVALID_PARAMS);
    /* notifications about documents never opened are ignored (a log line, no crash) */
    change_doc(s, "file:///never.py", 2, 0, 0, 0, 0, "x");
    sendf(s, "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didClose\",\"params\":{\"textDocument\":{\"uri\":\"file:///never.py\"}}}");
    sendf(s, "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didOpen\",\"params\":{\"textDocument\":{\"uri\":3}}}");
    drop_logs(&c);
    CHECK(json_array_size(c.msgs) == 0);

    sendf(s, "{\"jsonrpc\":\"2.0\",\"id\":10,\"method\":\"shutdown\"}");
    m = take(&c, 10, NULL);
    CHECK(m && json_is_null(json_object_get(m, "result")) && !json_object_get(m, "error"));
    json_decref(m);
    sendf(s, "{\"jsonrpc\":\"2.0\",\"id\":11,\"method\":\"textDocument/hover\",\"params\":{}}");
    CHECK(take_error(&c, 11) == LSP_INVALID_REQUEST);
    int status = -1;
    CHECK(!lsp_server_exited(s, &status));
    sendf(s, "{\"jsonrpc\":\"2.0\",\"method\":\"exit\"}");
    CHECK(lsp_server_exited(s, &status) && status == 0);
    lsp_server_free(s);

    /* exit without shutdown: status 1 */
    s = lsp_server_new(cfg, capture_send, &c);
    initialize(s, &c, false);
    sendf(s, "{\"jsonrpc\":\"2.0\",\"method\":\"exit\"}");
    CHECK(lsp_server_exited(s, &status) && status == 1);
    lsp_server_free(s);
    json_decref(c.msgs);
}

/* A syntax error found, reported with UTF-16 columns, fixed by an incremental edit. */
static void test_push_diagnostics(const Config *cfg)
{
    Capture c = {json_array()};
    LspServer *s = lsp_server_new(cfg, capture_send, &c);
    initialize(s, &c, false);
    const char *uri = "file:///tmp/fxlint-lsp/broken.py";
    /* line 2 starts with a 4-byte letter (U+10400, 2 UTF-16 units) before the broken call */
    const char *text = "class GraphModule(torch.nn.Module):\n"
                       "    def forward(self, arg0_1: \"f32[4]\"):\n"
                       "        \xF0\x90\x90\x80 = torch.ops.aten.sin.default(arg0_1\n"
                       "        return (arg0_1,)\n";
    open_doc(s, uri, text);
    CHECK(lsp_server_flush(s, clock_ms) == -1);
    int64_t version = 0;
    json_t *diags = last_published(&c, uri, &version);
    CHECK(diags && json_array_size(diags) > 0 && version == 1);
    json_t *d = find_code(diags, "FX901");
    CHECK(d != NULL);
    if (d) {
        json_t *start = json_object_get(json_object_get(d, "range"), "start");
        CHECK(json_integer_value(json_object_get(d, "severity")) == 1);
        CHECK(strcmp(json_string_value(json_object_get(d, "source")), "fxlint") == 0);
        /* no link: the rule's documentation is the hover (test_branch_mutation) */
        CHECK(json_object_get(d, "codeDescription") == NULL);
        CHECK(json_integer_value(json_object_get(start, "line")) >= 2);
        /* every column on the emoji line is a UTF-16 column: never inside the pair */
        if (json_integer_value(json_object_get(start, "line")) == 2)
            CHECK(json_integer_value(json_object_get(start, "character")) != 9);
    }
    json_decref(diags);

    /* close the call: ")" at line 2 after "arg0_1" (8 spaces + 2 units + ...) */
    uint32_t col = 8 + 2 + (uint32_t)strlen(" = torch.ops.aten.sin.default(arg0_1");
    clock_ms += 5;
    change_doc(s, uri, 2, 2, (int)col, 2, (int)col, ")");
    CHECK(lsp_server_checks(s) == 1); /* debounced: nothing checked until the flush */
    lsp_server_flush(s, clock_ms);
    diags = last_published(&c, uri, &version);
    CHECK(diags && !has_code(diags, "FX901") && version == 2);
    json_decref(diags);

    /* a burst of edits is checked once */
    uint64_t before = lsp_server_checks(s);
    for (int i = 0; i < 20; i++) change_doc(s, uri, 3 + i, 3, 0, 3, 0, " ");
    for (int i = 0; i < 20; i++) change_doc(s, uri, 23 + i, 3, 0, 3, 1, "");
    lsp_server_flush(s, clock_ms);
    CHECK(lsp_server_checks(s) == before + 1);
    diags = last_published(&c, uri, &version);
    CHECK(diags && version == 42 && !has_code(diags, "FX901"));
    json_decref(diags);

    /* close: the client's list is cleared */
    sendf(s, "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didClose\",\"params\":{\"textDocument\":{\"uri\":\"%s\"}}}", uri);
    diags = last_published(&c, uri, NULL);
    CHECK(diags && json_array_size(diags) == 0);
    json_decref(diags);
    lsp_server_free(s);
    json_decref(c.msgs);
}

/* --file-timeout in the server: a check past its budget shows FX910 with what it found, and
 * the next check (budget restored) parses afresh and finds the real defect. */
static void test_file_timeout(const Config *cfg)
{
    Capture c = {json_array()};
    LspServer *s = lsp_server_new(cfg, capture_send, &c);
    initialize(s, &c, false);
    char *text = read_sample("samples/cond_mutation.py");
    const char *uri = "file:///tmp/fxlint-lsp/timeout.py";
    lsp_server_set_file_timeout(s, 1); /* one nanosecond: spent before the rules run */
    open_doc(s, uri, text);
    lsp_server_flush(s, clock_ms);
    json_t *diags = last_published(&c, uri, NULL);
    CHECK(diags && has_code(diags, "FX910") && !has_code(diags, "FX101"));
    json_decref(diags);
    lsp_server_set_file_timeout(s, 0);
    clock_ms += 5;
    change_doc(s, uri, 2, 0, 0, 0, 0, " ");
    change_doc(s, uri, 3, 0, 0, 0, 1, "");
    lsp_server_flush(s, clock_ms);
    diags = last_published(&c, uri, NULL);
    CHECK(diags && !has_code(diags, "FX910") && has_code(diags, "FX101"));
    json_decref(diags);
    free(text);
    lsp_server_free(s);
    json_decref(c.msgs);
}

/* Pulled diagnostics: full, unchanged, deferred while edits are pending, cancelled. */
static void test_pull_diagnostics(const Config *cfg)
{
    Capture c = {json_array()};
    LspServer *s = lsp_server_new(cfg, capture_send, &c);
    initialize(s, &c, true);
    const char *uri = "file:///tmp/fxlint-lsp/pull.py";
    open_doc(s, uri, "class GraphModule(torch.nn.Module):\n    def forward(self, x: \"f32[4]\"):\n        return (x,\n");
    lsp_server_flush(s, clock_ms);
    CHECK(take(&c, -1, "textDocument/publishDiagnostics") == NULL); /* a pulling client gets no push */

    sendf(s, "{\"jsonrpc\":\"2.0\",\"id\":20,\"method\":\"textDocument/diagnostic\",\"params\":{\"textDocument\":{\"uri\":\"%s\"}}}", uri);
    json_t *m = take(&c, 20, NULL);
    json_t *res = json_object_get(m, "result");
    CHECK(m && strcmp(json_string_value(json_object_get(res, "kind")), "full") == 0);
    CHECK(has_code(json_object_get(res, "items"), "FX901"));
    char rid[64] = "";
    snprintf(rid, sizeof rid, "%s", nz(json_string_value(json_object_get(res, "resultId"))));
    json_decref(m);
    sendf(s, "{\"jsonrpc\":\"2.0\",\"id\":21,\"method\":\"textDocument/diagnostic\",\"params\":{\"textDocument\":{\"uri\":\"%s\"},\"previousResultId\":\"%s\"}}", uri, rid);
    m = take(&c, 21, NULL);
    CHECK(m && strcmp(json_string_value(json_object_get(json_object_get(m, "result"), "kind")), "unchanged") == 0);
    json_decref(m);

    /* an edit is pending: the pull waits for the flush, and can be cancelled meanwhile */
    change_doc(s, uri, 2, 2, 17, 2, 17, ")");
    sendf(s, "{\"jsonrpc\":\"2.0\",\"id\":22,\"method\":\"textDocument/diagnostic\",\"params\":{\"textDocument\":{\"uri\":\"%s\"}}}", uri);
    CHECK(take(&c, 22, NULL) == NULL);
    sendf(s, "{\"jsonrpc\":\"2.0\",\"method\":\"$/cancelRequest\",\"params\":{\"id\":22}}");
    CHECK(take_error(&c, 22) == LSP_REQUEST_CANCELLED);
    sendf(s, "{\"jsonrpc\":\"2.0\",\"method\":\"$/cancelRequest\",\"params\":{\"id\":22}}"); /* twice: no answer */
    CHECK(json_array_size(c.msgs) == 0);
    /* the next pull names an old result: it is answered for the current version */
    sendf(s, "{\"jsonrpc\":\"2.0\",\"id\":23,\"method\":\"textDocument/diagnostic\",\"params\":{\"textDocument\":{\"uri\":\"%s\"},\"previousResultId\":\"%s\"}}", uri, rid);
    clock_ms += 1;
    lsp_server_flush(s, clock_ms);
    m = take(&c, 23, NULL);
    res = json_object_get(m, "result");
    CHECK(m && strcmp(json_string_value(json_object_get(res, "kind")), "full") == 0);
    CHECK(!has_code(json_object_get(res, "items"), "FX901"));
    CHECK(strcmp(nz(json_string_value(json_object_get(res, "resultId"))), rid) != 0);
    json_decref(m);

    /* a document that is not open: an empty report */
    sendf(s, "{\"jsonrpc\":\"2.0\",\"id\":24,\"method\":\"textDocument/diagnostic\",\"params\":{\"textDocument\":{\"uri\":\"file:///nope.py\"}}}");
    m = take(&c, 24, NULL);
    CHECK(m && json_array_size(json_object_get(json_object_get(m, "result"), "items")) == 0);
    json_decref(m);
    lsp_server_free(s);
    json_decref(c.msgs);
}

/* The end-to-end case: a cond branch that mutates its input, fixed by a one-character edit. */
static void test_branch_mutation(const Config *cfg)
{
    int fx101 = rule_find("FX101");
    char *text = read_sample("samples/cond_mutation.py");
    if (fx101 < 0 || !text || !rule_fn[fx101]) {
        fprintf(stderr, "test_lsp: FX101 or samples/cond_mutation.py not available; end-to-end case skipped\n");
        free(text);
        return;
    }
    Capture c = {json_array()};
    LspServer *s = lsp_server_new(cfg, capture_send, &c);
    initialize(s, &c, false);
    const char *uri = "file:///tmp/fxlint-lsp/cond_mutation.py";
    open_doc(s, uri, text);
    lsp_server_flush(s, clock_ms);
    json_t *diags = last_published(&c, uri, NULL);
    json_t *d = find_code(diags, "FX101");
    CHECK(d != NULL);
    /* the diagnostic sits on the add_ line and carries the user's line as related info */
    const char *add = strstr(text, "torch.ops.aten.add_.Tensor");
    uint32_t line = 0;
    for (const char *p = text; p < add; p++) line += *p == '\n';
    if (d) {
        CHECK(json_integer_value(json_object_get(json_object_get(json_object_get(d, "range"), "start"), "line")) == line);
        json_t *rel = json_object_get(d, "relatedInformation");
        bool origin = false;
        size_t i;
        json_t *r;
        json_array_foreach(rel, i, r) {
            const char *ruri = json_string_value(json_object_get(json_object_get(r, "location"), "uri"));
            if (ruri && strcmp(ruri, "file:///home/user/model.py") == 0) origin = true;
        }
        CHECK(origin);
    }
    json_decref(diags);

    /* hover on add_ shows its target and metadata */
    uint32_t col = (uint32_t)(add - text);
    while (col > 0 && text[col - 1] != '\n') col--;
    col = (uint32_t)(add - text) - col;
    sendf(s, "{\"jsonrpc\":\"2.0\",\"id\":30,\"method\":\"textDocument/hover\",\"params\":{\"textDocument\":{\"uri\":\"%s\"},\"position\":{\"line\":%u,\"character\":%u}}}", uri, line, col);
    json_t *m = take(&c, 30, NULL);
    const char *value = json_string_value(json_object_get(json_object_get(json_object_get(m, "result"), "contents"), "value"));
    CHECK(value && strstr(value, "add_") && strstr(value, "f32[16]") && strstr(value, "model.py:13"));
    CHECK(value && strstr(value, "writes") && strstr(value, "arg0_1")); /* alias facts */
    /* and, the finding being there, its rule's explanation as `fxlint explain` words it */
    CHECK(value && strstr(value, "**FX101 branch-input-mutation**") && strstr(value, "**What it does:**") &&
          strstr(value, "**Fix:** clone the input first"));
    json_decref(m);
    /* a node with no finding: its facts, no explanation */
    const char *sin = strstr(text, "sin: ");
    uint32_t sin_line = 0, sin_col = 0;
    for (const char *p = text; p < sin; p++) sin_line += *p == '\n', sin_col = *p == '\n' ? 0 : sin_col + 1;
    sendf(s, "{\"jsonrpc\":\"2.0\",\"id\":32,\"method\":\"textDocument/hover\",\"params\":{\"textDocument\":{\"uri\":\"%s\"},\"position\":{\"line\":%u,\"character\":%u}}}", uri, sin_line, sin_col);
    m = take(&c, 32, NULL);
    value = json_string_value(json_object_get(json_object_get(json_object_get(m, "result"), "contents"), "value"));
    CHECK(value && strstr(value, "sin.default") && !strstr(value, "FX101"));
    json_decref(m);

    /* `add_.Tensor` -> `add.Tensor`: out of place, the mutation is gone */
    uint32_t at = col + (uint32_t)strlen("torch.ops.aten.add");
    change_doc(s, uri, 2, (int)line, (int)at, (int)line, (int)at + 1, "");
    /* hover before the check: it describes the edited text (and consumes the edit log) */
    sendf(s, "{\"jsonrpc\":\"2.0\",\"id\":31,\"method\":\"textDocument/hover\",\"params\":{\"textDocument\":{\"uri\":\"%s\"},\"position\":{\"line\":%u,\"character\":%u}}}", uri, line, col);
    m = take(&c, 31, NULL);
    value = json_string_value(json_object_get(json_object_get(json_object_get(m, "result"), "contents"), "value"));
    CHECK(value && strstr(value, "aten.add.Tensor") && !strstr(value, "writes"));
    CHECK(value && !strstr(value, "FX101")); /* the last check's findings are of another text */
    json_decref(m);
    lsp_server_flush(s, clock_ms);
    diags = last_published(&c, uri, NULL);
    CHECK(diags && !has_code(diags, "FX101"));
    json_decref(diags);
    /* and after one more edit the incremental parse still matches the text: the write is back */
    change_doc(s, uri, 3, (int)line, (int)at, (int)line, (int)at, "_");
    lsp_server_flush(s, clock_ms);
    diags = last_published(&c, uri, NULL);
    CHECK(diags && has_code(diags, "FX101"));
    json_decref(diags);
    /* a suppression comment typed at the end of that line silences it, as in `fxlint check` */
    const char *eol = strchr(add, '\n');
    uint32_t end = (uint32_t)(eol ? eol - add : (long)strlen(add)) + col;
    change_doc(s, uri, 4, (int)line, (int)end, (int)line, (int)end, "  # fxlint: ignore[FX101]");
    lsp_server_flush(s, clock_ms);
    diags = last_published(&c, uri, NULL);
    CHECK(diags && !has_code(diags, "FX101"));
    json_decref(diags);
    lsp_server_free(s);
    json_decref(c.msgs);
    free(text);
}

/* The diagnostics a fresh server publishes for text (new reference). */
static json_t *fresh_diagnostics(const Config *cfg, const char *uri, const char *text)
{
    Capture c = {json_array()};
    LspServer *s = lsp_server_new(cfg, capture_send, &c);
    initialize(s, &c, false);
    open_doc(s, uri, text);
    lsp_server_flush(s, clock_ms);
    json_t *d = last_published(&c, uri, NULL);
    lsp_server_free(s);
    json_decref(c.msgs);
    return d;
}

/* Edits reparsed incrementally give what a fresh parse of the same text gives, and random
 * edits (broken text, cut UTF-8, far-away ranges) never crash the server. */
static void test_incremental_matches_full(const Config *cfg)
{
    char *text = read_sample("samples/cond_mutation.py");
    if (!text) {
        fprintf(stderr, "test_lsp: samples/cond_mutation.py missing; incremental comparison skipped\n");
        return;
    }
    Capture c = {json_array()};
    LspServer *s = lsp_server_new(cfg, capture_send, &c);
    initialize(s, &c, false);
    const char *uri = "file:///tmp/fxlint-lsp/incr.py";
    open_doc(s, uri, text);
    lsp_server_flush(s, clock_ms);
    LspDocStore mirror = {0}; /* the same edits applied to a plain store give the expected text */
    LspDoc *m = lsp_doc_open(&mirror, uri, 1, text, strlen(text));
    /* find the add_ line and the view line */
    const char *add = strstr(text, "torch.ops.aten.add_.Tensor");
    uint32_t add_line = 0;
    for (const char *p = text; p < add; p++) add_line += *p == '\n';
    uint32_t add_col = (uint32_t)strlen("            add_: \"f32[16][1]cpu\" = torch.ops.aten.add");
    struct {
        uint32_t l0, c0, l1, c1;
        const char *text;
    } steps[] = {
        {add_line, add_col, add_line, add_col + 1, ""},                    /* add_ -> add: no write */
        {add_line, add_col, add_line, add_col, "_"},                       /* and back */
        {0, 0, 0, 0, "# a comment line first\n"},                          /* everything shifts down */
        {add_line + 1, 0, add_line + 1, 0, "            # File: /home/user/model.py:99 in true_fn, code: pass\n"},
        {add_line + 2, 12, add_line + 2, 16, "add_2"},                     /* renamed: still a write */
        {1, 0, 2, 0, ""},                                                  /* a line deleted */
    };
    int version = 1;
    for (size_t i = 0; i < sizeof steps / sizeof steps[0]; i++) {
        LspPosition a = {steps[i].l0, steps[i].c0}, b = {steps[i].l1, steps[i].c1};
        CHECK(lsp_doc_apply(m, &a, &b, steps[i].text, strlen(steps[i].text)) == 0);
        change_doc(s, uri, ++version, (int)a.line, (int)a.character, (int)b.line, (int)b.character, steps[i].text);
        lsp_server_flush(s, clock_ms);
        json_t *got = last_published(&c, uri, NULL);
        json_t *want = fresh_diagnostics(cfg, uri, m->text);
        CHECK(got && want && json_equal(got, want));
        if (got && want && !json_equal(got, want)) {
            char *g = json_dumps(got, JSON_COMPACT), *w = json_dumps(want, JSON_COMPACT);
            fprintf(stderr, "step %zu: incremental %s\nfresh %s\n", i, g, w);
            free(g);
            free(w);
        }
        json_decref(got);
        json_decref(want);
    }

    /* random edits: deterministic, so a failure reproduces */
    uint32_t seed = 12345;
    for (int i = 0; i < 300; i++) {
        seed = seed * 1103515245u + 12345u;
        uint32_t l0 = (seed >> 8) % (m->nlines + 2), c0 = (seed >> 4) % 90;
        uint32_t l1 = l0 + (seed >> 20) % 3, c1 = (seed >> 12) % 90;
        static const char *const inserts[] = {"", "x", ")", "(", "\n", "\xC3\xA9", "\xF0\x90\x90\x80", "    ", "\"", "add_"};
        const char *ins = inserts[(seed >> 16) % 10];
        if (l1 == l0 && c1 < c0) c1 = c0;
        LspPosition a = {l0, c0}, b = {l1, c1};
        lsp_doc_apply(m, &a, &b, ins, strlen(ins));
        change_doc(s, uri, ++version, (int)l0, (int)c0, (int)l1, (int)c1, ins);
        if (i % 7 == 0) lsp_server_flush(s, clock_ms);
    }
    lsp_server_flush(s, clock_ms);
    json_t *got = last_published(&c, uri, NULL);
    CHECK(got != NULL);
    json_decref(got);
    drop_logs(&c);
    lsp_doc_store_fini(&mirror);
    lsp_server_free(s);
    json_decref(c.msgs);
    free(text);
}

/* ---- reuse of unchanged forwards across versions ---- */

/* model_text.h's text of g into *(char **)user, checking the name map. */
static void model_text(const Graph *g, void *user)
{
    bool consistent = false;
    char **out = user;
    free(*out);
    *out = model_text_of(g, &consistent);
    CHECK(consistent);
}

/* Line (0-based) of the first occurrence of needle in text; -1 when absent. */
static int line_with(const char *text, const char *needle)
{
    const char *hit = strstr(text, needle);
    if (!hit) return -1;
    int line = 0;
    for (const char *p = text; p < hit; p++) line += *p == '\n';
    return line;
}

static const char reuse_doc[] =
    "class GraphModule(torch.nn.Module):\n"
    "    def forward(self, L_x_: \"f32[4][1]cpu\", arg1_1: \"f32[4][1]cpu\", pred: \"b8[][]cpu\"):\n"
    "        l_x_ = L_x_\n"
    "        # File: /home/user/model.py:10 in forward, code: y = x.sin()\n"
    "        sin: \"f32[4][1]cpu\" = torch.ops.aten.sin.default(l_x_)\n"
    "        view: \"f32[2, 2][2, 1]cpu\" = torch.ops.aten.view.default(sin, [2, -2])\n"
    "        # File: /home/user/model.py:11 in forward, code: z = y[0:2]\n"
    "        getitem: \"f32[2][1]cpu\" = sin[0:2]\n"
    "        full: \"f32[4][1]cpu\" = torch.ops.aten.full.default([4], 1.5, dtype = torch.float32, device = device(type='cpu'), pin_memory = False)\n"
    "        opts = {'mode': 'max', 'k': (1, None)}\n"
    "        sin[0] = full;  setitem = sin\n"
    "        # No stacktrace found for following nodes\n"
    "        mul: \"f32[4][1]cpu\" = full * 2;  full = None\n"
    "        mystery: \"f32[4][1]cpu\" = torch.ops.aten.cos.default(nowhere)\n"
    "        while mul: pass\n"
    "        true_graph_0 = self.true_graph_0\n"
    "        false_graph_0 = self.false_graph_0\n"
    "        # File: /home/user/model.py:21 in forward, code: out = torch.cond(pred, t, f, (x,))\n"
    "        cond = torch.ops.higher_order.cond(pred, true_graph_0, false_graph_0, (arg1_1,));  pred = None\n"
    "        getitem_1: \"f32[4][1]cpu\" = cond[0];  cond = None\n"
    "        l_x_ = mul\n"
    "        return (getitem_1, l_x_, view, getitem)\n"
    "\n"
    "    class true_graph_0(torch.nn.Module):\n"
    "        def forward(self, arg0_1: \"f32[4][1]cpu\"):\n"
    "            # File: /home/user/model.py:12 in true_fn, code: x.add_(1)\n"
    "            add_: \"f32[4][1]cpu\" = torch.ops.aten.add_.Tensor(arg0_1, 1)\n"
    "            bad: \"q99[zz\" = torch.ops.aten.clone.default(add_)\n"
    "            return (add_,)\n"
    "\n"
    "    class false_graph_0(torch.nn.Module):\n"
    "        def forward(self, arg0_1: \"f32[4][1]cpu\"):\n"
    "            cos: \"f32[4][1]cpu\" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None\n"
    "            return (cos,)\n";

typedef struct ReuseCtx {
    LspChecker ck;
    LspDocStore store;
    LspDoc *doc;
    int step;
    bool model_first; /* the model run consumes the edits, the check then reuses everything */
    uint32_t lowered;
} ReuseCtx;

/* After an edit of ctx->doc: its model and diagnostics equal a fresh parse's of its text.
 * Returns how many forwards the incremental parse that consumed the edits reused; x->lowered
 * gets how many it lowered afresh. */
static uint32_t reuse_compare(ReuseCtx *x, const char *what)
{
    char *got = NULL, *want = NULL;
    uint32_t reused, lowered;
    if (x->model_first) {
        CHECK(lsp_check_each_graph(&x->ck, x->doc, model_text, &got) <= 1);
        lsp_check_reuse_counts(x->doc, &reused, &lowered);
        lsp_check_doc(&x->ck, x->doc);
    } else {
        lsp_check_doc(&x->ck, x->doc);
        lsp_check_reuse_counts(x->doc, &reused, &lowered);
        CHECK(lsp_check_each_graph(&x->ck, x->doc, model_text, &got) <= 1);
    }
    x->model_first = !x->model_first;
    x->lowered = lowered;
    LspDocStore fresh_store = {0};
    LspDoc *fresh = lsp_doc_open(&fresh_store, x->doc->uri, 1, x->doc->text, x->doc->len);
    lsp_check_each_graph(&x->ck, fresh, model_text, &want);
    lsp_check_doc(&x->ck, fresh);
    bool same_model = (!got && !want) || (got && want && strcmp(got, want) == 0);
    bool same_diags = json_equal(x->doc->published, fresh->published);
    CHECK(same_model && same_diags);
    if (!same_model || !same_diags) {
        char *g = json_dumps(x->doc->published, JSON_COMPACT), *w = json_dumps(fresh->published, JSON_COMPACT);
        fprintf(stderr, "reuse step %d (%s): model %s, diagnostics %s\nincremental %s\nfresh %s\n", x->step, what,
                same_model ? "same" : "DIFFERS", same_diags ? "same" : "DIFFER", g, w);
        if (!same_model) fprintf(stderr, "--- incremental model\n%s--- fresh model\n%s", got ? got : "", want ? want : "");
        free(g);
        free(w);
    }
    lsp_doc_store_fini(&fresh_store);
    free(got);
    free(want);
    x->step++;
    return reused;
}

/* Replaces lines [l0, l1) of the document by text. */
static void edit_lines(ReuseCtx *x, int l0, int l1, const char *text)
{
    CHECK(l0 >= 0 && l1 >= l0);
    LspPosition a = {(uint32_t)l0, 0}, b = {(uint32_t)l1, 0};
    CHECK(lsp_doc_apply(x->doc, &a, &b, text, strlen(text)) == 0);
}

/* Replaces `from` (its first occurrence) by `to`. */
static void edit_text(ReuseCtx *x, const char *from, const char *to)
{
    lsp_versions_replace(x->doc, NULL, from, to);
}

/* The lowering of each `def forward` whose text and tree did not change is copied into the
 * next version's graph: after edits before, inside and after a branch class, in the
 * top-level forward, of whole lines and whole classes, the model (spans included) and the
 * diagnostics are a fresh parse's; and the copying happens. */
static void test_forward_reuse(void)
{
    ReuseCtx x;
    memset(&x, 0, sizeof x);
    lsp_checker_init(&x.ck);
    x.doc = lsp_doc_open(&x.store, "file:///tmp/fxlint-lsp/reuse.py", 1, reuse_doc, strlen(reuse_doc));
    x.model_first = true;
    reuse_compare(&x, "open");
    const char *t;
    /* inside the branch: the two other forwards are copied */
    edit_text(&x, "aten.add_.Tensor", "aten.add.Tensor");
    CHECK(reuse_compare(&x, "edit in true_graph_0") == 2);
    edit_text(&x, "aten.add.Tensor", "aten.add_.Tensor");
    CHECK(reuse_compare(&x, "and back") == 2);
    /* nothing edited: everything is copied */
    CHECK(reuse_compare(&x, "no edit") == 3 && x.lowered == 0);
    /* a line before the branch class, after the top-level forward: the branches move down */
    t = x.doc->text;
    edit_lines(&x, line_with(t, "    class true_graph_0"), line_with(t, "    class true_graph_0"), "    # between\n");
    CHECK(reuse_compare(&x, "line before the branch") >= 2);
    /* a line at the very top: everything moves */
    edit_lines(&x, 0, 0, "# a header comment\n");
    CHECK(reuse_compare(&x, "line at the top") >= 2);
    /* after the branch classes */
    edit_text(&x, "aten.cos.default(arg0_1)", "aten.sin.default(arg0_1)");
    CHECK(reuse_compare(&x, "edit in false_graph_0") == 2);
    /* inside the top-level forward: the branches are copied */
    edit_text(&x, "view.default(sin, [2, -2])", "view.default(sin, [2, 2])");
    CHECK(reuse_compare(&x, "edit in the top-level forward") == 2);
    t = x.doc->text;
    edit_lines(&x, line_with(t, "        mul:"), line_with(t, "        mul:"),
               "        # File: /home/user/model.py:13 in forward, code: w = y.exp()\n"
               "        exp: \"f32[4][1]cpu\" = torch.ops.aten.exp.default(sin)\n");
    CHECK(reuse_compare(&x, "statement inserted in the top-level forward") == 2);
    t = x.doc->text;
    edit_lines(&x, line_with(t, "        opts ="), line_with(t, "        opts =") + 1, "");
    CHECK(reuse_compare(&x, "statement deleted from the top-level forward") == 2);
    /* an origin comment of the top-level forward edited */
    edit_text(&x, "model.py:10 in forward", "model.py:100 in forward");
    reuse_compare(&x, "origin comment edited");
    /* a whole branch class deleted, then put back */
    t = x.doc->text;
    int f0 = line_with(t, "    class false_graph_0"), f1 = f0 + 4;
    char saved[512];
    uint32_t s0 = x.doc->lines[f0], s1 = x.doc->lines[f1];
    snprintf(saved, sizeof saved, "%.*s", (int)(s1 - s0), t + s0);
    edit_lines(&x, f0, f1, "");
    reuse_compare(&x, "false_graph_0 deleted");
    edit_lines(&x, f0, f0, saved);
    reuse_compare(&x, "false_graph_0 back");
    /* a new class between the branches, then a class header deleted (its forward joins the
     * class above as a second forward) */
    t = x.doc->text;
    edit_lines(&x, line_with(t, "    class false_graph_0"), line_with(t, "    class false_graph_0"),
               "    class extra_graph_0(torch.nn.Module):\n"
               "        def forward(self, arg0_1: \"f32[4][1]cpu\"):\n"
               "            neg: \"f32[4][1]cpu\" = torch.ops.aten.neg.default(arg0_1)\n"
               "            return (neg,)\n\n");
    CHECK(reuse_compare(&x, "class inserted") >= 2);
    t = x.doc->text;
    edit_lines(&x, line_with(t, "    class extra_graph_0"), line_with(t, "    class extra_graph_0") + 1, "");
    reuse_compare(&x, "class header deleted");
    t = x.doc->text;
    int n0 = line_with(t, "neg: ") - 1;
    edit_lines(&x, n0, n0 + 4, "");
    reuse_compare(&x, "rest of the class deleted");
    /* the file breaks (undefined names are then fallout, not reported) and is fixed */
    edit_text(&x, "torch.ops.aten.exp.default(sin)", "torch.ops.aten.exp.default((sin)");
    reuse_compare(&x, "syntax error in the top-level forward");
    CHECK(reuse_compare(&x, "no edit while broken") >= 2 && x.lowered == 0);
    edit_text(&x, "torch.ops.aten.exp.default((sin)", "torch.ops.aten.exp.default(sin)");
    reuse_compare(&x, "syntax error fixed");
    /* a method besides forward makes the file a script: undefined names become notes */
    t = x.doc->text;
    edit_lines(&x, line_with(t, "    class true_graph_0"), line_with(t, "    class true_graph_0"),
               "    def helper(self):\n        return 1\n\n");
    reuse_compare(&x, "script method added");
    t = x.doc->text;
    edit_lines(&x, line_with(t, "    def helper"), line_with(t, "    def helper") + 3, "");
    reuse_compare(&x, "script method removed");
    /* several edits between two checks */
    edit_lines(&x, 0, 1, "");
    edit_text(&x, "aten.add_.Tensor", "aten.mul_.Tensor");
    edit_lines(&x, line_with(x.doc->text, "    class false_graph_0"), line_with(x.doc->text, "    class false_graph_0"), "\n\n");
    CHECK(reuse_compare(&x, "three edits at once") >= 1);

    /* random edits: deterministic, so a failure reproduces; each version compared */
    uint32_t seed = 777;
    for (int i = 0; i < 400; i++) {
        static const char *const inserts[] = {"", "x", ")", "(", "\n", "    ", "_", "\"", "add_", "\n        # File: /m.py:1 in f, code: a\n",
                                              "        t: \"f32[4]\" = torch.ops.aten.sin.default(arg0_1)\n", "    class c(torch.nn.Module):\n"};
        lsp_versions_random_edit(x.doc, &seed, inserts, 12);
        if (i % 3 == 2) continue; /* sometimes two edits between checks */
        char what[32];
        snprintf(what, sizeof what, "random edit %d", i);
        reuse_compare(&x, what);
        if (failures > 20) break;
    }

    /* many versions keep memory flat: the last graph replaces the one before */
    lsp_doc_apply(x.doc, NULL, NULL, reuse_doc, strlen(reuse_doc));
    lsp_check_doc(&x.ck, x.doc);
    const char *add = strstr(x.doc->text, "aten.add_.Tensor") + strlen("aten.add");
    /* two forwards copied, one lowered afresh */
    lsp_versions_toggle(&x.ck, x.doc, (uint32_t)(add - x.doc->text), 3000, lsp_check_reuse_counts, 2, 1,
                        "test_lsp: reuse");
    lsp_doc_store_fini(&x.store);
    lsp_checker_fini(&x.ck);
}

/* Thousands of edits keep memory flat: each version's arena replaces the last. */
static void test_many_edits(const Config *cfg)
{
    Capture c = {json_array()};
    LspServer *s = lsp_server_new(cfg, capture_send, &c);
    initialize(s, &c, false);
    const char *uri = "file:///tmp/fxlint-lsp/edits.py";
    open_doc(s, uri, "class GraphModule(torch.nn.Module):\n    def forward(self, x: \"f32[4]\"):\n"
                     "        y: \"f32[4]\" = torch.ops.aten.sin.default(x)\n        return (y,)\n");
    lsp_server_flush(s, clock_ms);
    size_t early = 0, heap_early = 0;
    for (int i = 0; i < 4000; i++) {
        /* type then delete a character inside the call, checking after each */
        if (i % 2 == 0) change_doc(s, uri, i + 2, 2, 44, 2, 44, "(");
        else change_doc(s, uri, i + 2, 2, 44, 2, 45, "");
        lsp_server_flush(s, clock_ms);
        json_t *m;
        while ((m = take(&c, -1, "textDocument/publishDiagnostics")) != NULL) json_decref(m);
        if (i == 100) {
            early = json_array_size(c.msgs);
            heap_early = heap_in_use();
        }
    }
    size_t heap_late = heap_in_use();
    /* 3900 more versions were checked; each one's arena replaced the previous one's. */
    CHECK(heap_late < heap_early + 256 * 1024);
    fprintf(stderr, "test_lsp: heap %zu bytes after 100 edits, %zu after 4000\n", heap_early, heap_late);
    CHECK(lsp_server_checks(s) == 4001);
    CHECK(json_array_size(c.msgs) == early); /* nothing but diagnostics was sent */
    lsp_server_free(s);
    json_decref(c.msgs);
}

/* A huge document is read and checked, not refused. */
static void test_huge_document(const Config *cfg)
{
    Capture c = {json_array()};
    LspServer *s = lsp_server_new(cfg, capture_send, &c);
    initialize(s, &c, false);
    size_t cap = 2u << 20, len = 0;
    char *text = malloc(cap + 256);
    len += (size_t)sprintf(text, "class GraphModule(torch.nn.Module):\n    def forward(self, x: \"f32[4]\"):\n");
    int i = 0;
    while (len < cap)
        len += (size_t)sprintf(text + len, "        v%d: \"f32[4]\" = torch.ops.aten.sin.default(x)\n", i++);
    len += (size_t)sprintf(text + len, "        return (v0,)\n");
    open_doc(s, "file:///tmp/fxlint-lsp/huge.py", text);
    lsp_server_flush(s, clock_ms);
    json_t *diags = last_published(&c, "file:///tmp/fxlint-lsp/huge.py", NULL);
    CHECK(diags != NULL);
    json_decref(diags);
    free(text);
    lsp_server_free(s);
    json_decref(c.msgs);
}

/* Settings come from the nearest config file above the document, read again on save. */
static void test_config_discovery(const Config *cfg)
{
    char dir[] = "/tmp/fxlint-lsp-XXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    char conf[128], sub[128], uri[160];
    snprintf(conf, sizeof conf, "%s/.fxlint.toml", dir);
    snprintf(sub, sizeof sub, "%s/dumps", dir);
    CHECK(mkdir(sub, 0700) == 0);
    snprintf(uri, sizeof uri, "file://%s/dumps/unprinted.py", dir);
    write_file(conf, "ignore = [\"FX904\"]\n");

    Capture c = {json_array()};
    LspServer *s = lsp_server_new(cfg, capture_send, &c);
    initialize(s, &c, false);
    /* a cond whose branches are not printed: FX904 (an engine note) unless ignored */
    open_doc(s, uri, "class GraphModule(torch.nn.Module):\n"
                     "    def forward(self, arg0_1: \"b8[][]cpu\", arg1_1: \"f32[4]\"):\n"
                     "        true_graph_0 = self.true_graph_0\n"
                     "        false_graph_0 = self.false_graph_0\n"
                     "        cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1,))\n"
                     "        getitem: \"f32[4]\" = cond[0]\n"
                     "        return (getitem,)\n");
    lsp_server_flush(s, clock_ms);
    json_t *diags = last_published(&c, uri, NULL);
    CHECK(diags && !has_code(diags, "FX904"));
    json_decref(diags);

    /* the config changes on disk and something is saved: FX904 is back */
    write_file(conf, "select = [\"FX9\"]\n");
    sendf(s, "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didSave\",\"params\":{\"textDocument\":{\"uri\":\"%s\"}}}", uri);
    lsp_server_flush(s, clock_ms);
    diags = last_published(&c, uri, NULL);
    CHECK(diags && has_code(diags, "FX904"));
    json_decref(diags);

    /* the command line's layer wins over the file, as for `fxlint check` */
    ConfigLayer cli;
    config_layer_init(&cli, "command line", dir);
    const char *ignored[] = {"FX904"};
    cli.ignore = (CodeList){ignored, 1, {"command line", 0, 0}};
    lsp_server_set_overrides(s, &cli);
    sendf(s, "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didSave\",\"params\":{\"textDocument\":{\"uri\":\"%s\"}}}", uri);
    lsp_server_flush(s, clock_ms);
    diags = last_published(&c, uri, NULL);
    CHECK(diags && !has_code(diags, "FX904"));
    json_decref(diags);
    lsp_server_set_overrides(s, NULL);

    /* a broken config file is shown to the user; the defaults apply */
    write_file(conf, "select = [\n");
    sendf(s, "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didSave\",\"params\":{\"textDocument\":{\"uri\":\"%s\"}}}", uri);
    json_t *m = take(&c, -1, "window/showMessage");
    CHECK(m && strstr(nz(json_string_value(json_object_get(json_object_get(m, "params"), "message"))), ".fxlint.toml"));
    json_decref(m);
    lsp_server_flush(s, clock_ms);
    diags = last_published(&c, uri, NULL);
    CHECK(diags && has_code(diags, "FX904"));
    json_decref(diags);

    /* ... and the command line still applies over those defaults, as it would over the file */
    lsp_server_set_overrides(s, &cli);
    sendf(s, "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didSave\",\"params\":{\"textDocument\":{\"uri\":\"%s\"}}}", uri);
    m = take(&c, -1, "window/showMessage");
    CHECK(m != NULL);
    json_decref(m);
    lsp_server_flush(s, clock_ms);
    diags = last_published(&c, uri, NULL);
    CHECK(diags && !has_code(diags, "FX904"));
    json_decref(diags);
    lsp_server_set_overrides(s, NULL);
    lsp_server_free(s);
    json_decref(c.msgs);
    remove(conf);
    rmdir(sub);
    rmdir(dir);
}

/* The whole server over real pipes: lsp_run in a child process, framed messages, garbage
 * between them, and the exit status after shutdown and exit. */
static void write_msg(int fd, const char *body)
{
    char head[64];
    int n = snprintf(head, sizeof head, "Content-Length: %zu\r\n\r\n", strlen(body));
    CHECK(write(fd, head, (size_t)n) == n);
    CHECK(write(fd, body, strlen(body)) == (ssize_t)strlen(body));
}

static void test_stdio(const Config *cfg)
{
    int to[2], from[2];
    CHECK(pipe(to) == 0 && pipe(from) == 0);
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) {
        close(to[1]);
        close(from[0]);
        FILE *in = fdopen(to[0], "r"), *out = fdopen(from[1], "w");
        _exit(lsp_run(in, out, cfg));
    }
    close(to[0]);
    close(from[1]);
    write_msg(to[1], "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"capabilities\":{}}}");
    write_msg(to[1], "{\"jsonrpc\":\"2.0\",\"method\":\"initialized\",\"params\":{}}");
    write_msg(to[1], "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didOpen\",\"params\":{\"textDocument\":"
                     "{\"uri\":\"file:///tmp/p.py\",\"languageId\":\"python\",\"version\":1,\"text\":"
                     "\"class GraphModule(torch.nn.Module):\\n    def forward(self, x):\\n        return (x,\\n\"}}}");
    const char *garbage = "Content-Type: nothing\r\n\r\n";
    CHECK(write(to[1], garbage, strlen(garbage)) == (ssize_t)strlen(garbage));
    write_msg(to[1], "{not json");
    LspReader r;
    lsp_reader_init(&r, from[0]);
    bool init = false, published = false;
    int parse_errors = 0;
    const char *body;
    size_t len;
    while (!(init && published && parse_errors == 2) && lsp_reader_next(&r, 10000, &body, &len) == LSP_READ_MESSAGE) {
        json_t *m = json_loadb(body, len, 0, NULL);
        CHECK(m != NULL);
        if (json_integer_value(json_object_get(m, "id")) == 1) init = json_object_get(m, "result") != NULL;
        if (error_code(m) == LSP_PARSE_ERROR) parse_errors++;
        if (strcmp(nz(json_string_value(json_object_get(m, "method"))), "textDocument/publishDiagnostics") == 0)
            published = has_code(json_object_get(json_object_get(m, "params"), "diagnostics"), "FX901");
        json_decref(m);
    }
    CHECK(init && published && parse_errors == 2);
    write_msg(to[1], "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"shutdown\"}");
    write_msg(to[1], "{\"jsonrpc\":\"2.0\",\"method\":\"exit\"}");
    bool shut = false;
    while (!shut && lsp_reader_next(&r, 10000, &body, &len) == LSP_READ_MESSAGE) {
        json_t *m = json_loadb(body, len, 0, NULL);
        shut = m && json_integer_value(json_object_get(m, "id")) == 2;
        json_decref(m);
    }
    CHECK(shut);
    int status = -1;
    CHECK(waitpid(pid, &status, 0) == pid && WIFEXITED(status) && WEXITSTATUS(status) == 0);
    lsp_reader_fini(&r);
    close(to[1]);
    close(from[0]);
}

int main(int argc, char **argv)
{
    Config cfg;
    config_init_defaults(&cfg);
    if (argc > 1 && strcmp(argv[1], "--serve") == 0) return lsp_run(stdin, stdout, &cfg);
    uint64_t t = lsp_now_ms();
#define RUN(call) (call, fprintf(stderr, "test_lsp: %-40s %5llu ms\n", #call, (unsigned long long)(lsp_now_ms() - t)), t = lsp_now_ms())
    RUN(test_framing());
    RUN(test_documents());
    RUN(test_relative_origin_uri());
    RUN(test_protocol(&cfg));
    RUN(test_push_diagnostics(&cfg));
    RUN(test_pull_diagnostics(&cfg));
    RUN(test_branch_mutation(&cfg));
    RUN(test_incremental_matches_full(&cfg));
    RUN(test_config_discovery(&cfg));
    RUN(test_many_edits(&cfg));
    RUN(test_forward_reuse());
    RUN(test_huge_document(&cfg));
    RUN(test_stdio(&cfg));
    RUN(test_file_timeout(&cfg));
    if (failures) fprintf(stderr, "test_lsp: %d checks failed\n", failures);
    return failures ? 1 : 0;
}
