/* The machine reporter: one compact JSON object per diagnostic, built with jansson, keys in a
 * fixed order; `--format json` extends the same object (report_jsonl_diag). Strings that are
 * not valid UTF-8 (dumps may hold anything) are repaired with U+FFFD by report_json_text, so
 * every line stays valid JSON. */
#include "report/report.h"

#include <jansson.h>

#include "report/report_ci.h"
#include "diag/rules.h"

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
    return o;
}

int report_jsonl(FILE *f, const DiagList *l)
{
    int rc = 0;
    for (uint32_t i = 0; i < l->len && rc == 0; i++) {
        json_t *o = report_jsonl_diag(&l->items[i]);
        if (json_dumpf(o, f, JSON_COMPACT | JSON_PRESERVE_ORDER) < 0 || fputc('\n', f) == EOF) rc = -1;
        json_decref(o);
    }
    return rc < 0 || ferror(f) ? -1 : 0;
}
