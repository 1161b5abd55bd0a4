/* The language server: message dispatch through one method table, the initialize/shutdown
 * state machine, debounced checking, pushed and pulled diagnostics, settings and config
 * reload, cancellation; the editing features (hover, code actions, navigation, symbols) are
 * answered by their own files, called from the thin handlers here. */
#include "lsp/lsp.h"

#include <assert.h>
#include <jansson.h>
#include <malloc.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "engine/config_file.h"
#include "lsp/lsp_actions.h"
#include "lsp/lsp_check.h"
#include "lsp/lsp_comment.h"
#include "lsp/lsp_diag.h"
#include "lsp/lsp_doc.h"
#include "lsp/lsp_nav.h"
#include "lsp/lsp_rpc.h"
#include "lsp/lsp_settings.h"
#include "lsp/lsp_symbols.h"

#ifndef FXLINT_VERSION
#define FXLINT_VERSION "dev"
#endif

typedef enum LspState { ST_UNINIT, ST_RUNNING, ST_SHUTDOWN, ST_EXITED } LspState;

/* A pulled diagnostic request waiting for its document's check. */
typedef struct Pending {
    json_t *id;
    char *uri;
    char *previous; /* previousResultId, or NULL */
    struct Pending *next;
} Pending;

struct LspServer {
    LspState state;
    int exit_status;
    Config defaults;
    LspSendFn send;
    void *user;
    LspDocStore docs;
    LspChecker ck;
    const ConfigLayer *overrides; /* the command line, applied over each config file; may be NULL */
    ConfigLayer settings;   /* the editor's settings, applied between the file and the command line */
    bool have_settings;
    Arena settings_arena;   /* what settings point into; replaced with them */
    Arena config_arena;     /* the finder's cache; dropped when files may have changed */
    ConfigFinder *finder;
    int debounce_ms;
    bool push;          /* send textDocument/publishDiagnostics */
    /* what the client said it supports */
    bool hierarchical_symbols; /* DocumentSymbol trees (else flat SymbolInformation) */
    bool document_changes;     /* versioned WorkspaceEdit.documentChanges */
    bool watch_dynamic;        /* registering workspace/didChangeWatchedFiles */
    Pending *pending;
    uint64_t result_seq;
    uint64_t checks;
};

uint64_t lsp_now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}

/* ---- sending ---- */

static void send_json(LspServer *s, json_t *msg)
{
    assert(msg); /* every message is built from valid UTF-8 (lsp_json_text repairs the rest) */
    json_object_set_new(msg, "jsonrpc", json_string("2.0"));
    char *body = json_dumps(msg, JSON_COMPACT);
    json_decref(msg);
    if (!body) abort();
    s->send(s->user, body, strlen(body));
    free(body);
}

static void reply(LspServer *s, json_t *id, json_t *result)
{
    json_t *m = json_object();
    json_object_set(m, "id", id ? id : json_null());
    json_object_set_new(m, "result", result ? result : json_null());
    send_json(s, m);
}

static void reply_error(LspServer *s, json_t *id, int code, const char *message)
{
    json_t *m = json_object();
    json_object_set(m, "id", id ? id : json_null());
    json_object_set_new(m, "error", json_pack("{s:i,s:o}", "code", code, "message", lsp_json_text(message)));
    send_json(s, m);
}

static void notify(LspServer *s, const char *method, json_t *params)
{
    send_json(s, json_pack("{s:s,s:o}", "method", method, "params", params));
}

/* window/logMessage at level 2 (warning) or 3 (info). */
static void log_message(LspServer *s, int level, const char *text)
{
    notify(s, "window/logMessage", json_pack("{s:i,s:o}", "type", level, "message", lsp_json_text(text)));
}

/* ---- documents ---- */

/* The configuration of d: the nearest config file above it applied over the defaults the
 * server was started with (as the CLI finds it), then the editor's settings, then the command
 * line, per-file ignores last. A broken config file is shown to the user and the defaults are
 * used, settings and command line still over them. A config file the editor opened is not a
 * dump: it is never checked. */
static void doc_configure(LspServer *s, LspDoc *d)
{
    ConfigFinder *finder = NULL;
    if (strncmp(d->uri, "file:", 5) == 0) {
        if (!s->finder) s->finder = config_finder_new(&s->config_arena);
        finder = s->finder;
    }
    /* the one resolution `fxlint check` uses: file, then the editor's settings and the
     * command line, per-file ignores, exclude */
    const ConfigLayer *over[2] = {s->have_settings ? &s->settings : NULL, s->overrides};
    const ConfigLayer *layer;
    const char *excluded_by = NULL, *error = NULL;
    if (config_resolve_input(finder, NULL, over, 2, &s->defaults, d->path, &d->cfg, &layer, &excluded_by, &error) !=
        0) {
        char *msg = NULL;
        if (asprintf(&msg, "fxlint: %s (using the default settings)", error ? error : "unreadable config file") < 0)
            abort();
        notify(s, "window/showMessage", json_pack("{s:i,s:o}", "type", 1, "message", lsp_json_text(msg)));
        free(msg);
    }
    d->excluded = excluded_by != NULL || lsp_settings_is_config_file(d->path);
}

/* Config files or settings may have changed (a save, a watched file, a settings change):
 * read the files again and check every open document under what applies now. */
static void reconfigure_all(LspServer *s, uint64_t now)
{
    arena_free(&s->config_arena);
    arena_init(&s->config_arena);
    s->finder = NULL;
    for (LspDoc *d = s->docs.head; d; d = d->next) {
        doc_configure(s, d);
        d->dirty = true;
        d->due_ms = now;
    }
}

/* Takes editor settings (workspace/didChangeConfiguration, initializationOptions) in place
 * of those in force, when they hold fxlint settings at all; a bad value is shown to the user
 * and left out. */
static void take_settings(LspServer *s, json_t *settings)
{
    if (!lsp_settings_present(settings)) return;
    arena_free(&s->settings_arena);
    arena_init(&s->settings_arena);
    const char *error = NULL;
    s->have_settings = lsp_settings_read(&s->settings_arena, settings, &s->settings, &error);
    if (!error) return;
    char *msg = NULL;
    if (asprintf(&msg, "fxlint: %s; ignored", error) < 0) abort();
    notify(s, "window/showMessage", json_pack("{s:i,s:o}", "type", 1, "message", lsp_json_text(msg)));
    free(msg);
}

static void publish(LspServer *s, LspDoc *d)
{
    if (!s->push) return;
    json_t *p = json_pack("{s:s,s:I,s:O}", "uri", d->uri, "version", (json_int_t)d->checked_version,
                          "diagnostics", d->published);
    notify(s, "textDocument/publishDiagnostics", p);
}

static void check(LspServer *s, LspDoc *d)
{
    lsp_check_doc(&s->ck, d);
    d->result_id = ++s->result_seq;
    s->checks++;
    publish(s, d);
}

static json_t *report_for(LspDoc *d, const char *previous)
{
    char rid[32];
    snprintf(rid, sizeof rid, "%llu", (unsigned long long)d->result_id);
    if (previous && strcmp(previous, rid) == 0) return json_pack("{s:s,s:s}", "kind", "unchanged", "resultId", rid);
    return json_pack("{s:s,s:s,s:O}", "kind", "full", "resultId", rid, "items", d->published);
}

static void pending_free(Pending *p)
{
    json_decref(p->id);
    free(p->uri);
    free(p->previous);
    free(p);
}

/* Answers (and drops) every waiting pull for uri; d NULL answers with an empty report. */
static void answer_pending(LspServer *s, const char *uri, LspDoc *d)
{
    for (Pending **pp = &s->pending; *pp;) {
        Pending *p = *pp;
        if (strcmp(p->uri, uri) != 0) {
            pp = &p->next;
            continue;
        }
        *pp = p->next;
        reply(s, p->id, d ? report_for(d, p->previous) : json_pack("{s:s,s:[]}", "kind", "full", "items"));
        pending_free(p);
    }
}

int lsp_server_flush(LspServer *s, uint64_t now_ms)
{
    int64_t next = -1;
    for (LspDoc *d = s->docs.head; d; d = d->next) {
        bool waited_on = false;
        for (Pending *p = s->pending; p && !waited_on; p = p->next) waited_on = strcmp(p->uri, d->uri) == 0;
        if (d->dirty && (d->due_ms <= now_ms || waited_on)) check(s, d);
        if (waited_on) answer_pending(s, d->uri, d);
        if (d->dirty) {
            int64_t wait = (int64_t)(d->due_ms - now_ms);
            if (next < 0 || wait < next) next = wait;
        }
    }
    return next > INT32_MAX ? INT32_MAX : (int)next;
}

/* ---- parameters ---- */

static const char *param_uri(json_t *params)
{
    json_t *td = json_object_get(params, "textDocument");
    return json_string_value(json_object_get(td, "uri"));
}

static bool param_position(json_t *pos, LspPosition *out)
{
    json_t *l = json_object_get(pos, "line"), *c = json_object_get(pos, "character");
    if (!json_is_integer(l) || !json_is_integer(c)) return false;
    json_int_t li = json_integer_value(l), ci = json_integer_value(c);
    if (li < 0 || ci < 0) return false;
    out->line = li > UINT32_MAX ? UINT32_MAX : (uint32_t)li;
    out->character = ci > UINT32_MAX ? UINT32_MAX : (uint32_t)ci;
    return true;
}

/* ---- methods ---- */

typedef void (*MethodFn)(LspServer *s, json_t *id, json_t *params, uint64_t now);

static void on_initialize(LspServer *s, json_t *id, json_t *params, uint64_t now)
{
    json_t *caps = json_object_get(params, "capabilities");
    bool client_pulls = json_object_get(json_object_get(caps, "textDocument"), "diagnostic") != NULL;
    /* A client that pulls would show pushed diagnostics twice. */
    s->push = !client_pulls;
    json_t *opts = json_object_get(params, "initializationOptions");
    json_t *push = json_object_get(opts, "pushDiagnostics");
    if (json_is_boolean(push)) s->push = json_is_true(push);
    json_t *deb = json_object_get(opts, "debounceMs");
    if (json_is_integer(deb) && json_integer_value(deb) >= 0 && json_integer_value(deb) <= 60000)
        s->debounce_ms = (int)json_integer_value(deb);
    /* settings may come along: {"settings": {...}} or the keys themselves */
    json_t *settings = json_object_get(opts, "settings");
    take_settings(s, settings ? settings : opts);
    json_t *td = json_object_get(caps, "textDocument"), *ws = json_object_get(caps, "workspace");
    s->hierarchical_symbols =
        json_is_true(json_object_get(json_object_get(td, "documentSymbol"), "hierarchicalDocumentSymbolSupport"));
    s->document_changes = json_is_true(json_object_get(json_object_get(ws, "workspaceEdit"), "documentChanges"));
    s->watch_dynamic = json_is_true(json_object_get(json_object_get(ws, "didChangeWatchedFiles"), "dynamicRegistration"));
    s->state = ST_RUNNING;
    json_t *caps_out = json_pack(
        "{s:s,s:{s:b,s:i,s:{s:b}},s:{s:s,s:b,s:b},s:b,s:{s:[s,s],s:b},s:b,s:b,s:b,s:b,s:b}", "positionEncoding",
        "utf-16", "textDocumentSync", "openClose", 1, "change", 2, "save", "includeText", 0, "diagnosticProvider",
        "identifier", "fxlint", "interFileDependencies", 0, "workspaceDiagnostics", 0, "hoverProvider", 1,
        "codeActionProvider", "codeActionKinds", "quickfix", LSP_FIXALL_KIND, "resolveProvider", 0,
        "definitionProvider", 1, "referencesProvider", 1, "documentHighlightProvider", 1, "documentSymbolProvider", 1,
        "workspaceSymbolProvider", 1);
    reply(s, id, json_pack("{s:o,s:{s:s,s:s}}", "capabilities", caps_out, "serverInfo", "name", "fxlint",
                           "version", FXLINT_VERSION));
}

static void on_initialized(LspServer *s, json_t *id, json_t *params, uint64_t now)
{
    /* Config files the editor does not show the server: ask it to watch them (the answer,
     * a response to this request, is not needed). Without this, saving a document reloads. */
    if (!s->watch_dynamic) return;
    json_t *reg = json_pack("{s:s,s:s,s:o}", "id", "fxlint-config-files", "method", "workspace/didChangeWatchedFiles",
                            "registerOptions", lsp_settings_watchers());
    send_json(s, json_pack("{s:s,s:s,s:{s:[o]}}", "id", "fxlint-register-watchers", "method",
                           "client/registerCapability", "params", "registrations", reg));
}

static void on_shutdown(LspServer *s, json_t *id, json_t *params, uint64_t now)
{
    /* Pulls still waiting for a check will not get one. */
    while (s->pending) {
        Pending *p = s->pending;
        s->pending = p->next;
        reply_error(s, p->id, LSP_REQUEST_CANCELLED, "the server is shutting down");
        pending_free(p);
    }
    s->state = ST_SHUTDOWN;
    reply(s, id, NULL);
}

static void on_exit_notification(LspServer *s, json_t *id, json_t *params, uint64_t now)
{
    s->exit_status = s->state == ST_SHUTDOWN ? 0 : 1;
    s->state = ST_EXITED;
}

static void on_did_open(LspServer *s, json_t *id, json_t *params, uint64_t now)
{
    json_t *td = json_object_get(params, "textDocument");
    const char *uri = json_string_value(json_object_get(td, "uri"));
    json_t *text = json_object_get(td, "text");
    if (!uri || !json_is_string(text)) {
        log_message(s, 2, "fxlint: didOpen without textDocument.uri and text; ignored");
        return;
    }
    json_int_t version = json_integer_value(json_object_get(td, "version"));
    LspDoc *d = lsp_doc_open(&s->docs, uri, version, json_string_value(text), json_string_length(text));
    doc_configure(s, d);
    d->due_ms = now;
}

static void on_did_change(LspServer *s, json_t *id, json_t *params, uint64_t now)
{
    const char *uri = param_uri(params);
    LspDoc *d = uri ? lsp_doc_find(&s->docs, uri) : NULL;
    if (!d) {
        log_message(s, 2, "fxlint: didChange for a document that is not open; ignored");
        return;
    }
    json_t *changes = json_object_get(params, "contentChanges");
    size_t i;
    json_t *c;
    json_array_foreach(changes, i, c) {
        json_t *text = json_object_get(c, "text");
        json_t *range = json_object_get(c, "range");
        if (!json_is_string(text)) continue;
        LspPosition a, b;
        int rc;
        if (range) {
            if (!param_position(json_object_get(range, "start"), &a) ||
                !param_position(json_object_get(range, "end"), &b))
                rc = -1;
            else
                rc = lsp_doc_apply(d, &a, &b, json_string_value(text), json_string_length(text));
        } else {
            rc = lsp_doc_apply(d, NULL, NULL, json_string_value(text), json_string_length(text));
        }
        if (rc != 0) log_message(s, 2, "fxlint: didChange with an invalid range; change ignored");
    }
    json_t *v = json_object_get(json_object_get(params, "textDocument"), "version");
    if (json_is_integer(v)) d->version = json_integer_value(v);
    d->due_ms = now + (uint64_t)s->debounce_ms;
}

static void on_did_save(LspServer *s, json_t *id, json_t *params, uint64_t now)
{
    /* A saved configuration file (or user source that origins name) may change what applies
     * to every document: look again. */
    reconfigure_all(s, now);
}

static void on_did_close(LspServer *s, json_t *id, json_t *params, uint64_t now)
{
    const char *uri = param_uri(params);
    LspDoc *d = uri ? lsp_doc_find(&s->docs, uri) : NULL;
    if (!d) return;
    if (s->push) notify(s, "textDocument/publishDiagnostics", json_pack("{s:s,s:[]}", "uri", d->uri, "diagnostics"));
    answer_pending(s, d->uri, NULL);
    lsp_doc_close(&s->docs, d);
}

static void on_did_change_configuration(LspServer *s, json_t *id, json_t *params, uint64_t now)
{
    /* settings without an fxlint section (null, {}, other tools') leave ours alone: a client
     * may only be saying that something changed */
    take_settings(s, json_object_get(params, "settings"));
    reconfigure_all(s, now);
}

static void on_did_change_watched_files(LspServer *s, json_t *id, json_t *params, uint64_t now)
{
    /* a config file, or a user's source file whose suppression comments origins honour */
    if (json_array_size(json_object_get(params, "changes"))) reconfigure_all(s, now);
}

/* The document a textDocument request names: false (after an InvalidParams answer) when the
 * request names none; *d is NULL when it is not open. */
static bool document(LspServer *s, json_t *id, json_t *params, const char **uri, LspDoc **d)
{
    *uri = param_uri(params);
    if (!*uri) {
        reply_error(s, id, LSP_INVALID_PARAMS, "textDocument.uri is required");
        return false;
    }
    *d = lsp_doc_find(&s->docs, *uri);
    return true;
}

static void on_diagnostic(LspServer *s, json_t *id, json_t *params, uint64_t now)
{
    const char *uri;
    LspDoc *d;
    if (!document(s, id, params, &uri, &d)) return;
    if (!d) {
        reply(s, id, json_pack("{s:s,s:[]}", "kind", "full", "items"));
        return;
    }
    const char *prev = json_string_value(json_object_get(params, "previousResultId"));
    if (!d->dirty) {
        reply(s, id, report_for(d, prev));
        return;
    }
    /* Answered by the next flush, for whatever version is current then. */
    Pending *p = calloc(1, sizeof *p);
    if (!p) abort();
    p->id = json_incref(id);
    p->uri = strdup(uri);
    p->previous = prev ? strdup(prev) : NULL;
    if (!p->uri || (prev && !p->previous)) abort();
    Pending **tail = &s->pending;
    while (*tail) tail = &(*tail)->next;
    *tail = p;
}

/* The open document and position a textDocument/positional request names: false (after an
 * InvalidParams answer) when they are missing; *d is NULL when the document is not open. */
static bool positional(LspServer *s, json_t *id, json_t *params, LspDoc **d, LspPosition *pos)
{
    const char *uri = param_uri(params);
    if (!uri || !param_position(json_object_get(params, "position"), pos)) {
        reply_error(s, id, LSP_INVALID_PARAMS, "textDocument.uri and position are required");
        return false;
    }
    *d = lsp_doc_find(&s->docs, uri);
    return true;
}

/* The markdown for a hover at pos: a rule's documentation on a code in a suppression comment,
 * else the graph node there and the documentation of the rules whose findings are there; NULL
 * past the end of a line or where there is nothing. */
static char *hover_text(LspServer *s, LspDoc *d, LspPosition pos)
{
    uint32_t off;
    if (!lsp_doc_offset_exact(d, pos, &off)) return NULL;
    uint32_t n;
    const char *line = lsp_doc_line(d, pos.line, &n);
    char *md = lsp_comment_hover(str_make(line, n), off - d->lines[pos.line]);
    if (md) return md;
    char *rules = lsp_diag_hover(d, pos);
    char *node = lsp_check_hover(&s->ck, d, off);
    if (!rules || !node) return rules ? rules : node;
    if (asprintf(&md, "%s\n---\n\n%s", node, rules) < 0) abort();
    free(node);
    free(rules);
    return md;
}

static void on_hover(LspServer *s, json_t *id, json_t *params, uint64_t now)
{
    LspDoc *d;
    LspPosition pos;
    if (!positional(s, id, params, &d, &pos)) return;
    char *md = d ? hover_text(s, d, pos) : NULL;
    if (!md) {
        reply(s, id, NULL);
        return;
    }
    reply(s, id, json_pack("{s:{s:s,s:o}}", "contents", "kind", "markdown", "value", lsp_json_text(md)));
    free(md);
}

static void on_definition(LspServer *s, json_t *id, json_t *params, uint64_t now)
{
    LspDoc *d;
    LspPosition pos;
    if (!positional(s, id, params, &d, &pos)) return;
    reply(s, id, d ? lsp_nav_definition(&s->ck, &s->docs, d, pos) : NULL);
}

static void on_references(LspServer *s, json_t *id, json_t *params, uint64_t now)
{
    LspDoc *d;
    LspPosition pos;
    if (!positional(s, id, params, &d, &pos)) return;
    bool decl = json_is_true(json_object_get(json_object_get(params, "context"), "includeDeclaration"));
    reply(s, id, d ? lsp_nav_references(&s->ck, d, pos, decl) : NULL);
}

static void on_document_highlight(LspServer *s, json_t *id, json_t *params, uint64_t now)
{
    LspDoc *d;
    LspPosition pos;
    if (!positional(s, id, params, &d, &pos)) return;
    /* Editors ask at every cursor move, typing included: while a check is pending, the text
     * is not parsed for a highlight (that would cost a parse per keystroke, not per
     * debounce); after the check the index is rebuilt from the kept parse, cheaply. */
    bool stale = d && d->dirty && d->index_generation != d->generation;
    reply(s, id, d && !stale ? lsp_nav_highlight(&s->ck, d, pos) : NULL);
}

static void on_document_symbol(LspServer *s, json_t *id, json_t *params, uint64_t now)
{
    const char *uri;
    LspDoc *d;
    if (!document(s, id, params, &uri, &d)) return;
    reply(s, id, d ? lsp_symbols_document(&s->ck, d, s->hierarchical_symbols) : json_array());
}

static void on_workspace_symbol(LspServer *s, json_t *id, json_t *params, uint64_t now)
{
    json_t *query = json_object_get(params, "query");
    if (!json_is_string(query)) {
        reply_error(s, id, LSP_INVALID_PARAMS, "query is required");
        return;
    }
    reply(s, id, lsp_symbols_workspace(&s->ck, &s->docs, json_string_value(query)));
}

static void on_code_action(LspServer *s, json_t *id, json_t *params, uint64_t now)
{
    const char *uri = param_uri(params);
    json_t *context = json_object_get(params, "context");
    json_t *carried = json_object_get(context, "diagnostics");
    if (!uri || !json_is_array(carried)) {
        reply_error(s, id, LSP_INVALID_PARAMS, "textDocument.uri and context.diagnostics are required");
        return;
    }
    LspDoc *d = lsp_doc_find(&s->docs, uri);
    if (!d) {
        reply(s, id, json_array());
        return;
    }
    /* Edits pending: check now, so that the actions edit the text as it is and only the
     * diagnostics it still has get fixes. */
    if (d->dirty) check(s, d);
    reply(s, id, lsp_actions(&s->docs, d, carried, json_object_get(context, "only"), s->document_changes));
}

static void on_cancel(LspServer *s, json_t *id, json_t *params, uint64_t now)
{
    json_t *target = json_object_get(params, "id");
    if (!target) return;
    for (Pending **pp = &s->pending; *pp; pp = &(*pp)->next) {
        Pending *p = *pp;
        if (!json_equal(p->id, target)) continue;
        *pp = p->next;
        reply_error(s, p->id, LSP_REQUEST_CANCELLED, "request cancelled");
        pending_free(p);
        return;
    }
}

enum { M_REQUEST = 1, M_NOTIFICATION = 2 };

/* Every method the server knows, the one table dispatch reads. */
static const struct {
    const char *name;
    unsigned kind;
    MethodFn fn;
} methods[] = {
    {"initialize", M_REQUEST, on_initialize},
    {"initialized", M_NOTIFICATION, on_initialized},
    {"shutdown", M_REQUEST, on_shutdown},
    {"exit", M_NOTIFICATION, on_exit_notification},
    {"textDocument/didOpen", M_NOTIFICATION, on_did_open},
    {"textDocument/didChange", M_NOTIFICATION, on_did_change},
    {"textDocument/didSave", M_NOTIFICATION, on_did_save},
    {"textDocument/didClose", M_NOTIFICATION, on_did_close},
    {"textDocument/diagnostic", M_REQUEST, on_diagnostic},
    {"textDocument/hover", M_REQUEST, on_hover},
    {"textDocument/codeAction", M_REQUEST, on_code_action},
    {"textDocument/definition", M_REQUEST, on_definition},
    {"textDocument/references", M_REQUEST, on_references},
    {"textDocument/documentHighlight", M_REQUEST, on_document_highlight},
    {"textDocument/documentSymbol", M_REQUEST, on_document_symbol},
    {"workspace/symbol", M_REQUEST, on_workspace_symbol},
    {"workspace/didChangeConfiguration", M_NOTIFICATION, on_did_change_configuration},
    {"workspace/didChangeWatchedFiles", M_NOTIFICATION, on_did_change_watched_files},
    {"$/cancelRequest", M_NOTIFICATION, on_cancel},
};

void lsp_server_bad_frame(LspServer *s)
{
    reply_error(s, NULL, LSP_PARSE_ERROR, "unreadable message header (Content-Length missing or too large)");
}

void lsp_server_handle(LspServer *s, const char *body, size_t len, uint64_t now)
{
    if (s->state == ST_EXITED) return;
    json_error_t err;
    json_t *msg = json_loadb(body, len, JSON_ALLOW_NUL, &err);
    if (!msg) {
        char text[256];
        snprintf(text, sizeof text, "parse error at byte %d: %s", err.position, err.text);
        reply_error(s, NULL, LSP_PARSE_ERROR, text);
        return;
    }
    json_t *id = json_object_get(msg, "id");
    json_t *method = json_object_get(msg, "method");
    bool id_ok = json_is_integer(id) || json_is_string(id);
    if (!json_is_object(msg) || (id && !id_ok) || (method && !json_is_string(method))) {
        reply_error(s, id_ok ? id : NULL, LSP_INVALID_REQUEST, "not a JSON-RPC request or notification");
        json_decref(msg);
        return;
    }
    if (!method) {
        /* A response to a request of ours (there are none) or a stray object. */
        if (!json_object_get(msg, "result") && !json_object_get(msg, "error"))
            reply_error(s, id, LSP_INVALID_REQUEST, "message has no method");
        json_decref(msg);
        return;
    }
    const char *name = json_string_value(method);
    json_t *params = json_object_get(msg, "params");
    bool request = id != NULL;
    size_t k = 0, n = sizeof methods / sizeof methods[0];
    while (k < n && strcmp(methods[k].name, name) != 0) k++;
    bool is_exit = k < n && methods[k].fn == on_exit_notification;

    if (s->state == ST_UNINIT && !(k < n && methods[k].fn == on_initialize) && !is_exit) {
        if (request) reply_error(s, id, LSP_SERVER_NOT_INITIALIZED, "the server has not been initialized");
    } else if (s->state == ST_SHUTDOWN && !is_exit) {
        if (request) reply_error(s, id, LSP_INVALID_REQUEST, "the server is shutting down");
    } else if (k == n || !(methods[k].kind & (request ? M_REQUEST : M_NOTIFICATION))) {
        /* Unknown notifications ($/ or not) are dropped, as the protocol allows. */
        if (request) reply_error(s, id, LSP_METHOD_NOT_FOUND, "method not found");
    } else if (s->state == ST_RUNNING && methods[k].fn == on_initialize) {
        reply_error(s, id, LSP_INVALID_REQUEST, "initialize was already received");
    } else if (params && !json_is_object(params) && !json_is_null(params)) {
        if (request) reply_error(s, id, LSP_INVALID_PARAMS, "params must be an object");
    } else {
        methods[k].fn(s, id, params, now);
    }
    json_decref(msg);
}

/* ---- lifetime ---- */

LspServer *lsp_server_new(const Config *defaults, LspSendFn send, void *user)
{
    LspServer *s = calloc(1, sizeof *s);
    if (!s) abort();
    s->defaults = *defaults;
    s->send = send;
    s->user = user;
    s->debounce_ms = LSP_DEBOUNCE_MS;
    s->push = true;
    arena_init(&s->config_arena);
    arena_init(&s->settings_arena);
    config_layer_init(&s->settings, LSP_SETTINGS_NAME, NULL);
    lsp_checker_init(&s->ck);
    return s;
}

void lsp_server_free(LspServer *s)
{
    while (s->pending) {
        Pending *p = s->pending;
        s->pending = p->next;
        pending_free(p);
    }
    lsp_doc_store_fini(&s->docs);
    lsp_checker_fini(&s->ck);
    arena_free(&s->config_arena);
    arena_free(&s->settings_arena);
    free(s);
}

void lsp_server_set_overrides(LspServer *s, const ConfigLayer *overrides) { s->overrides = overrides; }

void lsp_server_set_file_timeout(LspServer *s, uint64_t ns) { s->ck.timeout_ns = ns; }

bool lsp_server_exited(const LspServer *s, int *status)
{
    if (s->state != ST_EXITED) return false;
    if (status) *status = s->exit_status;
    return true;
}

uint64_t lsp_server_checks(const LspServer *s) { return s->checks; }

/* ---- stdio loop ---- */

typedef struct StdioOut {
    FILE *f;
    bool failed;
} StdioOut;

static void send_stdio(void *user, const char *body, size_t len)
{
    StdioOut *o = user;
    if (!o->failed && lsp_rpc_write(o->f, body, len) != 0) o->failed = true;
}

/* How long the server waits without a message before it trims the heap (see lsp_run_layered). */
#define LSP_IDLE_TRIM_MS 1000

int lsp_run(FILE *in, FILE *out, const Config *defaults) { return lsp_run_layered(in, out, defaults, NULL, 0); }

int lsp_run_layered(FILE *in, FILE *out, const Config *defaults, const ConfigLayer *overrides,
                    uint64_t file_timeout_ns)
{
    /* A client that goes away must not kill the server mid-write; the write fails instead. */
    signal(SIGPIPE, SIG_IGN);
    /* Each check frees a version's arenas and makes new ones of the same size: keep freed
     * blocks in the heap (no mmap/munmap per block, no page faults on reuse). */
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 256 << 20);
    StdioOut o = {out, false};
    LspServer *s = lsp_server_new(defaults, send_stdio, &o);
    lsp_server_set_overrides(s, overrides);
    lsp_server_set_file_timeout(s, file_timeout_ns);
    LspReader r;
    lsp_reader_init(&r, fileno(in));
    int status = 1;
    bool idle = false, trimmed = true;
    for (;;) {
        /* Read everything already waiting before checking: a burst of edits is checked once. */
        int wait = idle ? lsp_server_flush(s, lsp_now_ms()) : 0;
        if (o.failed) {
            status = 2;
            break;
        }
        /* Nothing due: after LSP_IDLE_TRIM_MS without a message, the heap's free pages go back
         * to the system. The arenas of a long session's checks fragment the heap, and the
         * trim threshold above keeps what they free; a pause in typing returns it. */
        bool trim_wait = wait < 0 && !trimmed;
        if (trim_wait) wait = LSP_IDLE_TRIM_MS;
        const char *body;
        size_t len;
        LspReadStatus st = lsp_reader_next(&r, wait, &body, &len);
        idle = st == LSP_READ_TIMEOUT;
        if (idle && trim_wait) {
            malloc_trim(0);
            trimmed = true;
        }
        if (st == LSP_READ_MESSAGE || st == LSP_READ_BAD) trimmed = false;
        if (st == LSP_READ_MESSAGE) {
            lsp_server_handle(s, body, len, lsp_now_ms());
            if (lsp_server_exited(s, &status)) break;
        } else if (st == LSP_READ_BAD) {
            lsp_server_bad_frame(s);
        } else if (st == LSP_READ_EOF) {
            status = s->state == ST_SHUTDOWN ? 0 : 1;
            break;
        } else if (st == LSP_READ_ERROR) {
            status = 2;
            break;
        }
    }
    if (o.failed) status = 2;
    lsp_reader_fini(&r);
    lsp_server_free(s);
    return status;
}
