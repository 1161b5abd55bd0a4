/* One pass over a record header's JSON for the fields the trace reader uses (trace_meta.h).
 * A recursive-descent scanner of the strict JSON grammar that gives up ("not sure") wherever
 * jansson's answer could differ from a plain reading of the bytes. */
#include "frontends/trace_meta.h"

#include <jansson.h>
#include <string.h>

/* Nesting deeper than this is rare enough to leave to jansson (which has its own limit). */
#define MAX_DEPTH 32
/* Integers of up to this many digits fit a long long; longer numbers are left to jansson. */
#define MAX_DIGITS 18
/* With at most MAX_DIGITS digits before the point, 10^(18 + 250) is far from a double's limit. */
#define MAX_EXPONENT 250

typedef struct Scan {
    const char *p, *end;
} Scan;

typedef enum Kind { V_NONE, V_STRING, V_ESCAPED, V_INTEGER, V_OTHER } Kind;

/* The value just scanned, when the caller wants it. */
typedef struct Value {
    Kind kind;
    MetaStr str;
    long long integer;
} Value;

static void skip_ws(Scan *s)
{
    while (s->p < s->end && (*s->p == ' ' || *s->p == '\t' || *s->p == '\n' || *s->p == '\r')) s->p++;
}

/* A string of printable ASCII; s->p at its opening quote. Its escapes are the one-letter
 * ones (\\u is left to jansson, which checks surrogates and refuses \\u0000); *escaped says
 * whether it has any, since then its bytes are not its value. */
static bool scan_string(Scan *s, MetaStr *out, bool *escaped)
{
    const char *start = ++s->p;
    *escaped = false;
    for (; s->p < s->end; s->p++) {
        unsigned char c = (unsigned char)*s->p;
        if (c == '"') {
            out->ptr = start;
            out->len = (size_t)(s->p - start);
            out->set = true;
            s->p++;
            return true;
        }
        if (c == '\\') {
            if (++s->p >= s->end || !strchr("\"\\/bfnrt", *s->p) || !*s->p) return false;
            *escaped = true;
        } else if (c < 0x20 || c >= 0x80) {
            return false;
        }
    }
    return false;
}

/* -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][-+]?[0-9]+)?, with at most MAX_DIGITS digits before the
 * point and an exponent of at most MAX_EXPONENT (jansson refuses integers that overflow a long
 * long and reals that overflow a double; these cannot); *integer when it is one. */
static bool scan_number(Scan *s, Value *v)
{
    bool neg = s->p < s->end && *s->p == '-';
    if (neg) s->p++;
    if (s->p >= s->end || *s->p < '0' || *s->p > '9') return false;
    long long x = 0;
    int digits = 0;
    if (*s->p == '0') {
        s->p++, digits++;
        if (s->p < s->end && *s->p >= '0' && *s->p <= '9') return false;
    } else {
        for (; s->p < s->end && *s->p >= '0' && *s->p <= '9'; s->p++, digits++)
            if (digits < MAX_DIGITS) x = x * 10 + (*s->p - '0');
    }
    if (digits > MAX_DIGITS) return false;
    bool real = false;
    if (s->p < s->end && *s->p == '.') {
        s->p++;
        if (s->p >= s->end || *s->p < '0' || *s->p > '9') return false;
        while (s->p < s->end && *s->p >= '0' && *s->p <= '9') s->p++;
        real = true;
    }
    if (s->p < s->end && (*s->p == 'e' || *s->p == 'E')) {
        s->p++;
        bool down = s->p < s->end && *s->p == '-';
        if (s->p < s->end && (*s->p == '-' || *s->p == '+')) s->p++;
        if (s->p >= s->end || *s->p < '0' || *s->p > '9') return false;
        int e = 0;
        for (; s->p < s->end && *s->p >= '0' && *s->p <= '9'; s->p++)
            if ((e = e * 10 + (*s->p - '0')) > MAX_EXPONENT && !down) return false;
            else if (e > MAX_EXPONENT) e = MAX_EXPONENT; /* tiny: jansson reads it as 0 or a denormal */
        real = true;
    }
    v->kind = real ? V_OTHER : V_INTEGER;
    v->integer = neg ? -x : x;
    return true;
}

static bool scan_literal(Scan *s, const char *lit)
{
    size_t n = strlen(lit);
    if ((size_t)(s->end - s->p) < n || memcmp(s->p, lit, n) != 0) return false;
    s->p += n;
    return true;
}

/* After a member of an object or array: 1 at its `close` (taken), 0 at a comma (taken: another
 * member follows), -1 at anything else. */
static int after_member(Scan *s, char close)
{
    skip_ws(s);
    if (s->p >= s->end || (*s->p != close && *s->p != ',')) return -1;
    return *s->p++ == close;
}

static bool scan_value(Scan *s, int depth, Value *v, const char *event, TraceMeta *m);

static bool key_is(const MetaStr *k, const char *name)
{
    return k->len == strlen(name) && memcmp(k->ptr, name, k->len) == 0;
}

/* The keys of the event's object that are wanted: its type, name and encoding, and with
 * `metrics` (a compilation_metrics record) what ends a compile. */
static MetaStr *event_field(TraceMeta *m, const MetaStr *key, bool metrics)
{
    static const char *const names[] = {"type", "name", "encoding", "compile_id", "fail_type", "fail_reason",
                                        "pytorch_version"};
    MetaStr *const fields[] = {&m->type, &m->name, &m->encoding, &m->compile_id, &m->fail_type, &m->fail_reason,
                               &m->pytorch_version};
    for (size_t i = 0; i < (metrics ? 7u : 3u); i++)
        if (key_is(key, names[i])) return fields[i];
    return NULL;
}

static void clear_event_fields(TraceMeta *m)
{
    m->type = m->name = m->encoding = (MetaStr){0};
    m->compile_id = m->fail_type = m->fail_reason = m->pytorch_version = (MetaStr){0};
}

/* An object; s->p at '{'. At depth 0 it is the header (top-level fields into m); with
 * `fields` it is the event's object, whose wanted fields (event_field; `metrics`: of a
 * compilation_metrics record) go into m. */
static bool scan_object(Scan *s, int depth, bool fields, bool metrics, const char *event, TraceMeta *m)
{
    if (depth >= MAX_DEPTH) return false;
    s->p++;
    skip_ws(s);
    if (s->p < s->end && *s->p == '}') {
        s->p++;
        return true;
    }
    for (;;) {
        skip_ws(s);
        MetaStr key = {0};
        bool escaped;
        /* a key with escapes is not compared by its bytes: left to jansson */
        if (s->p >= s->end || *s->p != '"' || !scan_string(s, &key, &escaped) || escaped) return false;
        skip_ws(s);
        if (s->p >= s->end || *s->p != ':') return false;
        s->p++;
        skip_ws(s);
        Value v = {V_NONE, {0}, 0};
        bool is_event = depth == 0 && event && key_is(&key, event);
        if (is_event) clear_event_fields(m);
        /* the event's object is scanned for its own fields; only an object has them */
        bool ok = is_event && s->p < s->end && *s->p == '{'
                      ? scan_object(s, depth + 1, true, strcmp(event, "compilation_metrics") == 0, NULL, m)
                      : scan_value(s, depth + 1, &v, event, m);
        if (!ok) return false;
        if (depth == 0) {
            MetaInt *i = key_is(&key, "frame_id")           ? &m->frame_id
                         : key_is(&key, "frame_compile_id") ? &m->frame_compile_id
                         : key_is(&key, "attempt")          ? &m->attempt
                                                            : NULL;
            if (i) i->set = v.kind == V_INTEGER, i->value = v.integer, i->present = true;
            if (key_is(&key, "has_payload")) {
                if (v.kind == V_ESCAPED) return false;
                m->has_payload = v.kind == V_STRING ? v.str : (MetaStr){0};
                m->has_payload.present = true;
            }
        } else if (fields) {
            MetaStr *f = event_field(m, &key, metrics);
            if (f && v.kind == V_ESCAPED) return false;
            if (f) *f = v.kind == V_STRING ? v.str : (MetaStr){0};
        }
        int after = after_member(s, '}');
        if (after != 0) return after > 0;
    }
}

static bool scan_array(Scan *s, int depth, const char *event, TraceMeta *m)
{
    if (depth >= MAX_DEPTH) return false;
    s->p++;
    skip_ws(s);
    if (s->p < s->end && *s->p == ']') {
        s->p++;
        return true;
    }
    for (;;) {
        skip_ws(s);
        Value v = {V_NONE, {0}, 0};
        if (!scan_value(s, depth + 1, &v, event, m)) return false;
        int after = after_member(s, ']');
        if (after != 0) return after > 0;
    }
}

/* Any value; nested objects are only checked (their keys are not the header's). */
static bool scan_value(Scan *s, int depth, Value *v, const char *event, TraceMeta *m)
{
    if (s->p >= s->end) return false;
    v->kind = V_OTHER;
    switch (*s->p) {
    case '"': {
        bool escaped;
        if (!scan_string(s, &v->str, &escaped)) return false;
        /* an escaped string's value is not its bytes: no field takes it */
        v->kind = escaped ? V_ESCAPED : V_STRING;
        return true;
    }
    case '{': return scan_object(s, depth, false, false, NULL, m);
    case '[': return scan_array(s, depth, event, m);
    case 't': return scan_literal(s, "true");
    case 'f': return scan_literal(s, "false");
    case 'n': return scan_literal(s, "null");
    default: return scan_number(s, v);
    }
}

bool trace_meta_scan(const char *json, size_t n, const char *event, TraceMeta *m)
{
    memset(m, 0, sizeof *m);
    Scan s = {json, json + n};
    skip_ws(&s);
    if (s.p >= s.end || *s.p != '{' || !scan_object(&s, 0, false, false, event, m)) return false;
    skip_ws(&s);
    return s.p == s.end;
}

void trace_meta_of_json(const json_t *root, const char *event, TraceMeta *m)
{
    memset(m, 0, sizeof *m);
    MetaInt *ints[] = {&m->frame_id, &m->frame_compile_id, &m->attempt};
    const char *int_keys[] = {"frame_id", "frame_compile_id", "attempt"};
    for (int i = 0; i < 3; i++) {
        const json_t *v = json_object_get(root, int_keys[i]);
        ints[i]->present = v != NULL;
        ints[i]->set = json_is_integer(v);
        ints[i]->value = ints[i]->set ? json_integer_value(v) : 0;
    }
    const json_t *ev = json_object_get(root, event);
    bool metrics = strcmp(event, "compilation_metrics") == 0;
    MetaStr *strs[] = {&m->has_payload, &m->type, &m->name, &m->encoding, &m->compile_id, &m->fail_type,
                       &m->fail_reason, &m->pytorch_version};
    const json_t *vals[] = {json_object_get(root, "has_payload"), json_object_get(ev, "type"),
                            json_object_get(ev, "name"), json_object_get(ev, "encoding"),
                            metrics ? json_object_get(ev, "compile_id") : NULL,
                            metrics ? json_object_get(ev, "fail_type") : NULL,
                            metrics ? json_object_get(ev, "fail_reason") : NULL,
                            metrics ? json_object_get(ev, "pytorch_version") : NULL};
    for (int i = 0; i < 8; i++)
        if (json_is_string(vals[i])) *strs[i] = (MetaStr){json_string_value(vals[i]), json_string_length(vals[i]), true, false};
    m->has_payload.present = vals[0] != NULL;
}
