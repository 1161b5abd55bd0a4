/* The in-process LSP client the language-server unit tests share: a server whose messages are
 * captured as JSON, requests and notifications sent to it, the captured answers taken back,
 * and the usual documents; CHECK comes from harness.h. Header only (static functions):
 * include it once, from the test's own file. */
#ifndef FXLINT_TEST_LSP_CLIENT_H
#define FXLINT_TEST_LSP_CLIENT_H

#include <jansson.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lsp/lsp.h"

#include "harness.h" /* CHECK and its failure counter */

/* NULL as "": json_string_value gives NULL for anything but a string. */
static inline const char *nz(const char *s) { return s ? s : ""; }

/* ---- the server, in-process ---- */

typedef struct Capture {
    json_t *msgs; /* array of everything the server sent */
} Capture;

static inline void capture_send(void *user, const char *body, size_t len)
{
    Capture *c = user;
    json_error_t err;
    json_t *m = json_loadb(body, len, 0, &err);
    CHECK(m != NULL); /* the server only ever writes valid JSON */
    if (m) json_array_append_new(c->msgs, m);
}

static uint64_t clock_ms = 1000;

static inline void sendf(LspServer *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static inline void sendf(LspServer *s, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    char *body = NULL;
    CHECK(vasprintf(&body, fmt, ap) >= 0);
    va_end(ap);
    lsp_server_handle(s, body, strlen(body), clock_ms);
    free(body);
}

static inline void send_json(LspServer *s, json_t *msg)
{
    char *body = json_dumps(msg, JSON_COMPACT);
    lsp_server_handle(s, body, strlen(body), clock_ms);
    free(body);
    json_decref(msg);
}

/* Removes and returns the first captured message answering id (or, with id < 0, notifying
 * `method`); NULL when there is none. The caller decrefs. */
static inline json_t *take(Capture *c, int id, const char *method)
{
    size_t i;
    json_t *m;
    json_array_foreach(c->msgs, i, m) {
        bool hit = id >= 0 ? json_integer_value(json_object_get(m, "id")) == id && json_object_get(m, "id")
                           : strcmp(nz(json_string_value(json_object_get(m, "method"))), nz(method)) == 0;
        if (!hit) continue;
        json_incref(m);
        json_array_remove(c->msgs, i);
        return m;
    }
    return NULL;
}

static inline int error_code(json_t *m)
{
    return (int)json_integer_value(json_object_get(json_object_get(m, "error"), "code"));
}

/* Takes the error answer to request id and returns its code (0 when there is none). */
static inline int take_error(Capture *c, int id)
{
    json_t *m = take(c, id, NULL);
    int code = m ? error_code(m) : 0;
    json_decref(m);
    return code;
}

static inline void drop_logs(Capture *c)
{
    json_t *m;
    while ((m = take(c, -1, "window/logMessage")) != NULL) json_decref(m);
}

static inline bool has_code(json_t *diags, const char *code)
{
    size_t i;
    json_t *d;
    json_array_foreach(diags, i, d)
        if (strcmp(nz(json_string_value(json_object_get(d, "code"))), code) == 0) return true;
    return false;
}

static inline json_t *find_code(json_t *diags, const char *code)
{
    size_t i;
    json_t *d;
    json_array_foreach(diags, i, d)
        if (strcmp(nz(json_string_value(json_object_get(d, "code"))), code) == 0) return d;
    return NULL;
}

static inline void open_doc(LspServer *s, const char *uri, const char *text)
{
    send_json(s, json_pack("{s:s,s:s,s:{s:{s:s,s:s,s:i,s:s}}}", "jsonrpc", "2.0", "method", "textDocument/didOpen",
                           "params", "textDocument", "uri", uri, "languageId", "python", "version", 1, "text",
                           text));
}

static inline void change_doc(LspServer *s, const char *uri, int version, int l0, int c0, int l1, int c1, const char *text)
{
    send_json(s, json_pack("{s:s,s:s,s:{s:{s:s,s:i},s:[{s:{s:{s:i,s:i},s:{s:i,s:i}},s:s}]}}", "jsonrpc", "2.0",
                           "method", "textDocument/didChange", "params", "textDocument", "uri", uri, "version",
                           version, "contentChanges", "range", "start", "line", l0, "character", c0, "end", "line",
                           l1, "character", c1, "text", text));
}

/* The diagnostics of the last publishDiagnostics for uri (new reference), or NULL. Every
 * earlier one is dropped. */
static inline json_t *last_published(Capture *c, const char *uri, int64_t *version)
{
    json_t *last = NULL, *m;
    while ((m = take(c, -1, "textDocument/publishDiagnostics")) != NULL) {
        json_t *p = json_object_get(m, "params");
        if (strcmp(nz(json_string_value(json_object_get(p, "uri"))), uri) == 0) {
            json_decref(last);
            last = json_incref(json_object_get(p, "diagnostics"));
            if (version) *version = json_integer_value(json_object_get(p, "version"));
        }
        json_decref(m);
    }
    return last;
}

static inline char *read_sample(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    char *buf = NULL;
    size_t len = 0;
    FILE *o = open_memstream(&buf, &len);
    char chunk[4096];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) fwrite(chunk, 1, n, o);
    fclose(o);
    fclose(f);
    return buf;
}

static inline void initialize(LspServer *s, Capture *c, bool pull)
{
    if (pull)
        sendf(s, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"processId\":null,"
                 "\"rootUri\":null,\"capabilities\":{\"textDocument\":{\"diagnostic\":{}}}}}");
    else
        sendf(s, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"capabilities\":{}}}");
    json_t *m = take(c, 1, NULL);
    CHECK(m != NULL);
    json_t *caps = json_object_get(json_object_get(m, "result"), "capabilities");
    CHECK(json_integer_value(json_object_get(json_object_get(caps, "textDocumentSync"), "change")) == 2);
    CHECK(json_is_true(json_object_get(json_object_get(caps, "textDocumentSync"), "openClose")));
    CHECK(json_is_object(json_object_get(caps, "diagnosticProvider")));
    CHECK(json_is_true(json_object_get(caps, "hoverProvider")));
    CHECK(json_is_true(json_object_get(caps, "definitionProvider")));
    CHECK(json_is_true(json_object_get(caps, "referencesProvider")));
    CHECK(json_is_true(json_object_get(caps, "documentHighlightProvider")));
    CHECK(json_is_true(json_object_get(caps, "documentSymbolProvider")));
    CHECK(json_is_true(json_object_get(caps, "workspaceSymbolProvider")));
    CHECK(json_array_size(json_object_get(json_object_get(caps, "codeActionProvider"), "codeActionKinds")) == 2);
    json_decref(m);
    sendf(s, "{\"jsonrpc\":\"2.0\",\"method\":\"initialized\",\"params\":{}}");
}


static inline void write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    CHECK(f != NULL);
    if (!f) return;
    fputs(text, f);
    fclose(f);
}

#endif
