/* One diagnostic as JSON, shared by every JSON writer (jsonl, json, SARIF properties, the LSP):
 * the object of a `--format jsonl` line, its `--format json` extension, and the UTF-8 repair
 * that keeps every string valid JSON whatever bytes a dump holds. */
#include "report/json_diag.h"

#include <stdlib.h>
#include <string.h>

#include "diag/rules.h"
#include "engine/baseline.h"
#include "report/report_upgrade.h"

size_t report_utf8_len(const unsigned char *s, size_t left)
{
    unsigned char c = s[0];
    size_t n;
    uint32_t cp;
    if (c < 0x80) return 1;
    if (c >= 0xC2 && c <= 0xDF) n = 2, cp = c & 0x1F;
    else if (c >= 0xE0 && c <= 0xEF) n = 3, cp = c & 0x0F;
    else if (c >= 0xF0 && c <= 0xF4) n = 4, cp = c & 0x07;
    else return 0;
    if (n > left) return 0;
    for (size_t i = 1; i < n; i++) {
        if ((s[i] & 0xC0) != 0x80) return 0;
        cp = cp << 6 | (s[i] & 0x3F);
    }
    if ((n == 3 && (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF))) || (n == 4 && (cp < 0x10000 || cp > 0x10FFFF)))
        return 0;
    return n;
}

json_t *report_json_text(const char *s)
{
    if (!s) s = "";
    json_t *j = json_string(s);
    if (j) return j;
    size_t len = strlen(s), k = 0;
    char *fixed = malloc(len * 3 + 1);
    if (!fixed) abort();
    for (size_t i = 0; i < len;) {
        size_t n = report_utf8_len((const unsigned char *)s + i, len - i);
        if (n) {
            memcpy(fixed + k, s + i, n);
            k += n, i += n;
        } else {
            memcpy(fixed + k, "\xEF\xBF\xBD", 3);
            k += 3, i++;
        }
    }
    fixed[k] = 0;
    j = json_string(fixed);
    free(fixed);
    return j ? j : json_string("");
}

static json_t *text_or_null(const char *s) { return s ? report_json_text(s) : json_null(); }

static json_t *origin_json(const Diag *d)
{
    if (!d->has_origin) return json_null();
    json_t *o = json_object();
    json_object_set_new(o, "file", report_json_text(d->origin.file));
    json_object_set_new(o, "line", json_integer(d->origin.line));
    json_object_set_new(o, "function", report_json_text(d->origin.function));
    json_object_set_new(o, "code", report_json_text(d->origin.code));
    return o;
}

static json_t *related_json(const Diag *d)
{
    json_t *list = json_array();
    for (uint32_t i = 0; i < d->nrelated; i++) {
        const Related *r = &d->related[i];
        json_t *o = json_object();
        json_object_set_new(o, "file", report_json_text(r->file));
        json_object_set_new(o, "line", json_integer(r->line));
        json_object_set_new(o, "col", json_integer(r->col));
        json_object_set_new(o, "message", report_json_text(r->message));
        json_array_append_new(list, o);
    }
    return list;
}

json_t *report_jsonl_diag(const Diag *d)
{
    const RuleInfo *r = &rule_table[d->rule];
    json_t *o = json_object();
    json_object_set_new(o, "file", report_json_text(d->file));
    json_object_set_new(o, "line", json_integer(d->line));
    json_object_set_new(o, "col", json_integer(d->col));
    json_object_set_new(o, "end_line", json_integer(d->end_line));
    json_object_set_new(o, "end_col", json_integer(d->end_col));
    json_object_set_new(o, "severity", json_string(severity_name(d->severity)));
    json_object_set_new(o, "code", json_string(r->code));
    json_object_set_new(o, "name", json_string(r->name));
    json_object_set_new(o, "message", report_json_text(d->message));
    json_object_set_new(o, "origin", origin_json(d));
    json_object_set_new(o, "related", related_json(d));
    /* TORCH_TRACE findings: the compile (`0/1`, tlparse's id) and the artifact
     * (`aot_joint_graph`); null for other inputs */
    json_object_set_new(o, "compile_id", text_or_null(d->compile_id));
    json_object_set_new(o, "artifact", text_or_null(d->event));
    /* --compare-target only: new, gone or both */
    if (d->delta != DELTA_NONE) json_object_set_new(o, "compare", json_string(report_delta_name(d->delta)));
    return o;
}

/* Longest snippet kept: a dump's line can be megabytes long. */
#define SNIPPET_MAX 400

static bool utf8_tail(unsigned char c) { return (c & 0xC0) == 0x80; }

/* The line the finding starts on, for code frames: {"text", "col"}, the whole line or, when it
 * is long, a piece of it around the finding; col is the 1-based byte column the text starts
 * at in the line. null when the finding has no line. */
static json_t *snippet_json(const Diag *d)
{
    if (!d->line_text || d->line == 0) return json_null();
    size_t len = strlen(d->line_text), start = 0, end = len;
    if (len > SNIPPET_MAX) {
        size_t col = d->col ? d->col - 1 : 0;
        start = col > SNIPPET_MAX / 4 ? col - SNIPPET_MAX / 4 : 0;
        if (start > len) start = len;
        while (start < len && utf8_tail((unsigned char)d->line_text[start])) start++;
        end = start + SNIPPET_MAX < len ? start + SNIPPET_MAX : len;
        while (end > start && end < len && utf8_tail((unsigned char)d->line_text[end])) end--;
    }
    char *text = malloc(end - start + 1);
    if (!text) abort();
    memcpy(text, d->line_text + start, end - start);
    text[end - start] = 0;
    json_t *o = json_object();
    json_object_set_new(o, "text", report_json_text(text));
    json_object_set_new(o, "col", json_integer((json_int_t)start + 1));
    free(text);
    return o;
}

json_t *report_json_diag(const Diag *d)
{
    json_t *o = report_jsonl_diag(d);
    json_object_set_new(o, "graph_path", text_or_null(d->graph_path));
    Arena a;
    arena_init(&a);
    json_object_set_new(o, "fingerprint", json_string(baseline_fingerprint(&a, d)));
    arena_free(&a);
    json_object_set_new(o, "snippet", snippet_json(d));
    return o;
}
