/* The few fields of a TORCH_TRACE record header's JSON that the trace reader uses, read by one
 * pass over the text instead of a full JSON parse (most of a log's records carry no graph, and
 * building and freeing a JSON tree for each cost a fifth of a log's time). The pass answers
 * only for text it is sure of: a strict JSON object whose strings hold printable ASCII (with
 * one-letter escapes only where their value is not wanted) and whose numbers have at most 18
 * digits before the point and a modest exponent. For anything else (broken JSON, \\u escapes,
 * UTF-8, huge numbers, deep nesting) it says "not sure" and
 * the caller parses with jansson, which then gives its usual error message. Where it answers,
 * the values are those jansson gives: the last of repeated keys wins. */
#ifndef FXLINT_TRACE_META_H
#define FXLINT_TRACE_META_H

#include <stdbool.h>
#include <stddef.h>

/* A string value: where it lies in the scanned text (no escapes in it), or absent. */
typedef struct MetaStr {
    const char *ptr;
    size_t len;
    bool set;
    bool present; /* the key is there, whatever its value (has_payload) */
} MetaStr;

typedef struct MetaInt {
    long long value;
    bool set;     /* the key is there and its value is an integer */
    bool present; /* the key is there, whatever its value */
} MetaInt;

typedef struct TraceMeta {
    MetaInt frame_id, frame_compile_id, attempt;
    MetaStr has_payload;  /* when the value is a string */
    /* in the object under the key `event` (when that value is an object): */
    MetaStr type, name, encoding;
    /* and when the event is compilation_metrics, what ends a compile (each when a string): */
    MetaStr compile_id, fail_type, fail_reason, pytorch_version;
} TraceMeta;

/* Scans json[0, n) as an object; `event` names the key whose object's fields are wanted.
 * Returns true with *m filled when the text is one it is sure of, false when the caller must
 * parse it in full. */
bool trace_meta_scan(const char *json, size_t n, const char *event, TraceMeta *m);

/* The same fields from a header jansson parsed (root an object): what the scan gives where it
 * answers; the strings point into root, valid while it lives. The reader's path for the text
 * the scan is not sure of, and the scan's reference in its test. */
struct json_t;
void trace_meta_of_json(const struct json_t *root, const char *event, TraceMeta *m);

#endif
