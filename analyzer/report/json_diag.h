/* One diagnostic as JSON (jansson), for every writer of JSON: jsonl, json, SARIF, the LSP. */
#ifndef FXLINT_JSON_DIAG_H
#define FXLINT_JSON_DIAG_H

#include <jansson.h>
#include <stddef.h>

#include "diag/diag.h"

/* A JSON string for s (NULL gives ""), bytes that are not UTF-8 replaced by U+FFFD; never
 * NULL. */
json_t *report_json_text(const char *s);
/* Length of the valid UTF-8 sequence at s (1-4 bytes, of at most `left`), or 0 when the bytes
 * there are not one (overlong forms and surrogates included). */
size_t report_utf8_len(const unsigned char *s, size_t left);
/* One diagnostic as the JSON object of a `--format jsonl` line, keys in this order: file, line,
 * col, end_line, end_col, severity, code, name, message, origin, related. The caller owns the
 * new reference (json_decref). */
json_t *report_jsonl_diag(const Diag *d);
/* One diagnostic as a JSON object (the jsonl keys plus graph_path, compile_id, event,
 * fingerprint and snippet: the line it starts on, for code frames); the caller owns the new
 * reference. */
json_t *report_json_diag(const Diag *d);

#endif
