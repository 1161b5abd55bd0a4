/* `fxlint lsp`: a Language Server Protocol 3.17 server over stdio. It keeps the open documents
 * in memory, checks them as they change (debounced; every graph of the text, printed code
 * reparsed incrementally), pushes and answers pulled diagnostics, shows graph facts and rule
 * docs on hover, offers suppression fixes, navigates by node name and outlines the graphs, and
 * follows editor settings and config file changes. */
#ifndef FXLINT_LSP_H
#define FXLINT_LSP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "diag/config.h"
#include "engine/config_file.h"

/* JSON-RPC and LSP error codes the server answers with. */
enum {
    LSP_PARSE_ERROR = -32700,
    LSP_INVALID_REQUEST = -32600,
    LSP_METHOD_NOT_FOUND = -32601,
    LSP_INVALID_PARAMS = -32602,
    LSP_INTERNAL_ERROR = -32603,
    LSP_SERVER_NOT_INITIALIZED = -32002,
    LSP_REQUEST_CANCELLED = -32800,
};

/* Default quiet time after an edit before the document is checked; input already waiting is
 * always read first, so a burst of edits is checked once. initializationOptions.debounceMs
 * changes it. */
#define LSP_DEBOUNCE_MS 0

/* Receives each outgoing message body (one JSON object, no framing). */
typedef void (*LspSendFn)(void *user, const char *body, size_t len);

typedef struct LspServer LspServer;

/* A server whose documents are checked under *defaults unless a configuration file is found
 * for them. Returns a server the caller frees with lsp_server_free; never NULL. */
LspServer *lsp_server_new(const Config *defaults, LspSendFn send, void *user);
void lsp_server_free(LspServer *s);

/* Handles one message body received at time now_ms (a monotonic clock in milliseconds).
 * Malformed JSON, unknown methods and out-of-order requests are answered with the protocol's
 * errors; nothing here fails. */
void lsp_server_handle(LspServer *s, const char *body, size_t len, uint64_t now_ms);
/* Answers a message whose framing was unusable (ParseError, id null). */
void lsp_server_bad_frame(LspServer *s);
/* Checks the documents whose debounce time has come (and those a pulled request waits for),
 * publishes their diagnostics and answers waiting pulls. Call when input is idle. Returns the
 * milliseconds until the next document is due, or -1 when none is. */
int lsp_server_flush(LspServer *s, uint64_t now_ms);
/* The command line as a layer applied over each document's config file (as `fxlint check`
 * does); NULL (the default) applies nothing. The layer must outlive the server. */
void lsp_server_set_overrides(LspServer *s, const ConfigLayer *overrides);
/* Each document's check gives up (FX910) after this long; 0 (the default): never. */
void lsp_server_set_file_timeout(LspServer *s, uint64_t ns);
/* Whether `exit` was received; *status is then 0 after a shutdown request, else 1. */
bool lsp_server_exited(const LspServer *s, int *status);
/* Number of document checks run so far (for tests and the benchmark). */
uint64_t lsp_server_checks(const LspServer *s);

/* Serves LSP on in/out until `exit` or end of input. Returns the exit status: 0 after
 * shutdown and exit, 1 when the client exits without shutdown or the input ends first, 2 when
 * reading or writing fails. */
int lsp_run(FILE *in, FILE *out, const Config *defaults);
/* lsp_run with the command line's settings as a layer over each config file (main.c passes
 * &cli->overrides so that `fxlint lsp --select ...` wins over the files, as for check) and
 * its --file-timeout for each document's check (0: none). */
int lsp_run_layered(FILE *in, FILE *out, const Config *defaults, const ConfigLayer *overrides,
                    uint64_t file_timeout_ns);

/* A monotonic clock in milliseconds. */
uint64_t lsp_now_ms(void);

#endif
