/* Joining shard outputs (report_merge.h): the first document is the frame; its list of
 * findings is replaced by every shard's, sorted back into the run's order; counts are added
 * where a run keeps them (the JSON summary, SARIF's invocation and run properties); the input
 * lists are joined and sorted by name. */
#include "report/report_merge.h"

#include <stdlib.h>
#include <string.h>

#include "diag/rules.h"
#include "diag/severity.h"
#include "report/report_ci.h"
#include "report/report_upgrade.h"

/* ---- reading ---- */

static bool is_sarif(const json_t *doc)
{
    return json_is_array(json_object_get(doc, "runs")) && json_object_get(doc, "$schema") &&
           json_array_size(json_object_get(doc, "runs")) == 1;
}

static bool is_fxlint_json(const json_t *doc)
{
    const char *tool = json_string_value(json_object_get(doc, "tool"));
    return tool && strcmp(tool, "fxlint") == 0 && json_is_array(json_object_get(doc, "diagnostics")) &&
           json_is_object(json_object_get(doc, "summary"));
}

static const json_t *sarif_run(const json_t *doc) { return json_array_get(json_object_get(doc, "runs"), 0); }

static const char *version_of(const json_t *doc, MergeKind kind)
{
    if (kind == MERGE_JSON) return json_string_value(json_object_get(doc, "version"));
    const json_t *driver = json_object_get(json_object_get(sarif_run(doc), "tool"), "driver");
    const char *name = json_string_value(json_object_get(driver, "name"));
    return name && strcmp(name, "fxlint") == 0 ? json_string_value(json_object_get(driver, "version")) : NULL;
}

/* ---- adding up ---- */

/* Adds src into dst: integers add up, booleans must all hold, arrays are joined, objects are
 * merged key by key; a string stays as the first document has it. */
static void add_into(json_t *dst, const json_t *src)
{
    const char *key;
    json_t *sv;
    json_object_foreach((json_t *)src, key, sv) {
        json_t *dv = json_object_get(dst, key);
        if (!dv) json_object_set(dst, key, sv);
        else if (json_is_integer(dv) && json_is_integer(sv))
            json_integer_set(dv, json_integer_value(dv) + json_integer_value(sv));
        else if (json_is_boolean(dv) && json_is_boolean(sv))
            json_object_set_new(dst, key, json_boolean(json_is_true(dv) && json_is_true(sv)));
        else if (json_is_array(dv) && json_is_array(sv)) json_array_extend(dv, (json_t *)sv);
        else if (json_is_object(dv) && json_is_object(sv)) add_into(dv, sv);
    }
}

typedef struct Count {
    const char *code;
    json_int_t n;
} Count;

static int cmp_count(const void *pa, const void *pb)
{
    const Count *a = pa, *b = pb;
    if (a->n != b->n) return a->n > b->n ? -1 : 1;
    return strcmp(a->code, b->code);
}

/* by_rule again in the order a run writes it: most findings first, then by code. */
static void reorder_by_rule(json_t *summary)
{
    json_t *by_rule = json_object_get(summary, "by_rule");
    size_t n = json_object_size(by_rule);
    if (!n) return;
    Count *c = malloc(sizeof *c * n);
    if (!c) abort();
    size_t k = 0;
    const char *key;
    json_t *v;
    json_object_foreach(by_rule, key, v) c[k++] = (Count){key, json_integer_value(v)};
    qsort(c, n, sizeof *c, cmp_count);
    json_t *sorted = json_object();
    for (k = 0; k < n; k++) json_object_set_new(sorted, c[k].code, json_integer(c[k].n));
    free(c);
    json_object_set_new(summary, "by_rule", sorted);
}

/* The upgrade summary's sentence says the added-up counts. */
static void resay_upgrade(json_t *compare)
{
    if (!json_is_object(compare)) return;
    Arena a;
    arena_init(&a);
    UpgradeSummary u;
    if (report_upgrade_from_json(&a, compare, &u) == 0)
        json_object_set_new(compare, "sentence", json_string(report_upgrade_sentence(&a, &u)));
    arena_free(&a);
}

/* ---- the order of findings ---- */

typedef struct Item {
    json_t *value;
    uint32_t doc, pos; /* among equals, the shard's own order */
    /* the sort keys, read once */
    const char *file, *code, *message;
    json_int_t line, col;
    char *owned; /* file, when it had to be decoded */
} Item;

static int cmp_str(const char *a, const char *b) { return strcmp(a ? a : "", b ? b : ""); }

static int cmp_item(const void *pa, const void *pb)
{
    const Item *a = pa, *b = pb;
    int c = cmp_str(a->file, b->file);
    if (c) return c;
    if (a->line != b->line) return a->line < b->line ? -1 : 1;
    if (a->col != b->col) return a->col < b->col ? -1 : 1;
    if ((c = cmp_str(a->code, b->code))) return c;
    if ((c = cmp_str(a->message, b->message))) return c;
    if (a->doc != b->doc) return a->doc < b->doc ? -1 : 1;
    return (a->pos > b->pos) - (a->pos < b->pos);
}

static json_int_t int_at(const json_t *o, const char *key)
{
    const json_t *v = json_object_get(o, key);
    return json_is_integer(v) ? json_integer_value(v) : 0;
}

static int hex_value(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
}

/* A SARIF URI back to the path it was made from: percent-decoded, file:// dropped (malloc'd). */
static char *uri_path(const char *uri)
{
    if (!uri) return NULL;
    if (strncmp(uri, "file://", 7) == 0) uri += 7;
    char *out = malloc(strlen(uri) + 1), *o = out;
    if (!out) abort();
    for (const char *p = uri; *p; p++) {
        if (p[0] == '%' && hex_value(p[1]) >= 0 && hex_value(p[2]) >= 0) {
            *o++ = (char)(hex_value(p[1]) * 16 + hex_value(p[2]));
            p += 2;
        } else {
            *o++ = *p;
        }
    }
    *o = 0;
    return out;
}

static const json_t *sarif_region(const json_t *result)
{
    const json_t *loc = json_array_get(json_object_get(result, "locations"), 0);
    return json_object_get(json_object_get(loc, "physicalLocation"), "region");
}

static const char *sarif_uri(const json_t *result)
{
    const json_t *loc = json_array_get(json_object_get(result, "locations"), 0);
    const json_t *art = json_object_get(json_object_get(loc, "physicalLocation"), "artifactLocation");
    return json_string_value(json_object_get(art, "uri"));
}

/* Sort keys of a finding of a JSON document. Returns whether the item takes part. */
static bool json_diag_keys(Item *it)
{
    const json_t *v = it->value;
    it->file = json_string_value(json_object_get(v, "file"));
    it->line = int_at(v, "line");
    it->col = int_at(v, "col");
    it->code = json_string_value(json_object_get(v, "code"));
    it->message = json_string_value(json_object_get(v, "message"));
    return true;
}

/* Sort keys of a SARIF result: its location (columns in code points keep the order of bytes
 * within a line), rule and message. */
static bool sarif_result_keys(Item *it)
{
    const json_t *v = it->value;
    const json_t *reg = sarif_region(v);
    it->file = it->owned = uri_path(sarif_uri(v));
    it->line = int_at(reg, "startLine");
    it->col = int_at(reg, "startColumn");
    it->code = json_string_value(json_object_get(v, "ruleId"));
    it->message = json_string_value(json_object_get(json_object_get(v, "message"), "text"));
    return true;
}

/* Every shard's list at `get`, the items `keys` takes, joined into one array sorted in the
 * run's order. */
static json_t *join_sorted(json_t **docs, uint32_t n, json_t *(*get)(json_t *doc), bool (*keys)(Item *))
{
    size_t total = 0;
    for (uint32_t d = 0; d < n; d++) total += json_array_size(get(docs[d]));
    Item *items = calloc(total + 1, sizeof *items);
    if (!items) abort();
    size_t k = 0;
    for (uint32_t d = 0; d < n; d++) {
        json_t *list = get(docs[d]);
        for (size_t i = 0; i < json_array_size(list); i++) {
            items[k] = (Item){.value = json_array_get(list, i), .doc = d, .pos = (uint32_t)i};
            if (keys(&items[k])) k++;
            else free(items[k].owned);
        }
    }
    qsort(items, k, sizeof *items, cmp_item);
    json_t *out = json_array();
    for (size_t i = 0; i < k; i++) {
        json_array_append(out, items[i].value);
        free(items[i].owned);
    }
    free(items);
    return out;
}

static json_t *json_diagnostics(json_t *doc) { return json_object_get(doc, "diagnostics"); }
static json_t *sarif_results(json_t *doc) { return json_object_get((json_t *)sarif_run(doc), "results"); }

/* Inputs (or SARIF artifacts) of every shard, by name. */
typedef struct Named {
    json_t *value;
    const char *name;
    uint32_t doc, pos;
} Named;

static int cmp_named(const void *pa, const void *pb)
{
    const Named *a = pa, *b = pb;
    int c = cmp_str(a->name, b->name);
    if (c) return c;
    if (a->doc != b->doc) return a->doc < b->doc ? -1 : 1;
    return (a->pos > b->pos) - (a->pos < b->pos);
}

static json_t *join_by_name(json_t **docs, uint32_t n, json_t *(*get)(json_t *doc), const char *(*name)(const json_t *))
{
    size_t total = 0;
    for (uint32_t d = 0; d < n; d++) total += json_array_size(get(docs[d]));
    Named *items = calloc(total + 1, sizeof *items);
    if (!items) abort();
    size_t k = 0;
    for (uint32_t d = 0; d < n; d++)
        for (size_t i = 0; i < json_array_size(get(docs[d])); i++, k++) {
            json_t *v = json_array_get(get(docs[d]), i);
            items[k] = (Named){v, name(v), d, (uint32_t)i};
        }
    qsort(items, total, sizeof *items, cmp_named);
    json_t *out = json_array();
    for (k = 0; k < total; k++) json_array_append(out, items[k].value);
    free(items);
    return out;
}

static json_t *json_inputs(json_t *doc) { return json_object_get(doc, "inputs"); }
static const char *input_name(const json_t *v) { return json_string_value(json_object_get(v, "file")); }
static json_t *sarif_artifacts(json_t *doc) { return json_object_get((json_t *)sarif_run(doc), "artifacts"); }
static const char *artifact_name(const json_t *v)
{
    return json_string_value(json_object_get(json_object_get(v, "location"), "uri"));
}

/* ---- joining ---- */

static json_t *merge_json(json_t **docs, uint32_t n)
{
    json_t *out = json_deep_copy(docs[0]);
    json_object_set_new(out, "diagnostics", join_sorted(docs, n, json_diagnostics, json_diag_keys));
    json_t *summary = json_object_get(out, "summary");
    for (uint32_t d = 1; d < n; d++) add_into(summary, json_object_get(docs[d], "summary"));
    reorder_by_rule(summary);
    resay_upgrade(json_object_get(summary, "compare"));
    if (json_object_get(out, "inputs")) json_object_set_new(out, "inputs", join_by_name(docs, n, json_inputs, input_name));
    return out;
}

static json_t *sarif_invocation(json_t *doc)
{
    return json_array_get(json_object_get((json_t *)sarif_run(doc), "invocations"), 0);
}

static json_t *sarif_notes(json_t *doc) { return json_object_get(sarif_invocation(doc), "toolExecutionNotifications"); }

/* A notification about one input (an unreadable one: FX906) names it; the limit note does not. */
static const char *note_input(const json_t *note)
{
    if (!json_object_get(note, "descriptor")) return NULL;
    const json_t *loc = json_array_get(json_object_get(note, "locations"), 0);
    const json_t *art = json_object_get(json_object_get(loc, "physicalLocation"), "artifactLocation");
    return json_string_value(json_object_get(art, "uri"));
}

/* How many findings a shard had: its results, or, when it held only the first ones, the count
 * its limit note starts with. */
static size_t sarif_findings(json_t *doc)
{
    json_t *notes = sarif_notes(doc);
    for (size_t i = 0; i < json_array_size(notes); i++) {
        const json_t *note = json_array_get(notes, i);
        const char *text = json_string_value(json_object_get(json_object_get(note, "message"), "text"));
        if (!note_input(note) && text && *text >= '0' && *text <= '9') return (size_t)strtoull(text, NULL, 10);
    }
    return json_array_size(sarif_results(doc));
}

/* A notification about an unreadable input sorts by the input's name; the limit note is
 * left out (join_notes makes it again). */
static bool note_keys(Item *it)
{
    const char *uri = note_input(it->value);
    if (!uri) return false;
    it->file = it->owned = uri_path(uri);
    return true;
}

/* The notifications as one run makes them: each unreadable input's in the order of the
 * findings (by the input's name), then the limit note when the findings are more than a run
 * holds. */
static json_t *join_notes(json_t **docs, uint32_t n, size_t findings)
{
    json_t *out = join_sorted(docs, n, sarif_notes, note_keys);
    if (findings > REPORT_SARIF_MAX_RESULTS) json_array_append_new(out, report_sarif_limit_note((uint32_t)findings));
    return out;
}

static json_t *merge_sarif(json_t **docs, uint32_t n)
{
    json_t *out = json_deep_copy(docs[0]);
    json_t *run = json_array_get(json_object_get(out, "runs"), 0);
    json_t *results = join_sorted(docs, n, sarif_results, sarif_result_keys);
    /* a run holds the first REPORT_SARIF_MAX_RESULTS findings */
    size_t findings = 0;
    for (uint32_t d = 0; d < n; d++) findings += sarif_findings(docs[d]);
    while (json_array_size(results) > REPORT_SARIF_MAX_RESULTS) json_array_remove(results, json_array_size(results) - 1);
    json_object_set_new(run, "results", results);
    if (json_object_get(run, "artifacts"))
        json_object_set_new(run, "artifacts", join_by_name(docs, n, sarif_artifacts, artifact_name));
    json_t *inv = json_array_get(json_object_get(run, "invocations"), 0);
    json_t *notes = join_notes(docs, n, findings);
    json_t *props = json_object_get(run, "properties");
    if (inv) json_object_del(inv, "toolExecutionNotifications");
    for (uint32_t d = 1; d < n; d++) {
        json_t *other = json_deep_copy(sarif_invocation(docs[d]));
        json_object_del(other, "toolExecutionNotifications");
        if (inv && other) add_into(inv, other);
        json_decref(other);
        if (props) add_into(props, json_object_get(sarif_run(docs[d]), "properties"));
    }
    /* where a run puts them: after executionSuccessful, before the properties */
    if (inv && json_array_size(notes)) {
        json_t *ordered = json_object();
        const char *key;
        json_t *v;
        json_object_foreach(inv, key, v) {
            if (strcmp(key, "properties") == 0) json_object_set(ordered, "toolExecutionNotifications", notes);
            json_object_set(ordered, key, v);
        }
        if (!json_object_get(ordered, "toolExecutionNotifications")) json_object_set(ordered, "toolExecutionNotifications", notes);
        json_array_set_new(json_object_get(run, "invocations"), 0, ordered);
    }
    json_decref(notes);
    resay_upgrade(json_object_get(props, "compare"));
    return out;
}

json_t *report_merge_files(Arena *a, const char *const *paths, uint32_t n, MergeKind *kind, const char **error)
{
    json_t **docs = calloc(n + 1, sizeof *docs);
    if (!docs) abort();
    json_t *out = NULL;
    const char *version = NULL;
    *error = NULL;
    for (uint32_t i = 0; i < n && !*error; i++) {
        json_error_t jerr;
        docs[i] = json_load_file(paths[i], 0, &jerr);
        if (!docs[i]) {
            *error = jerr.line > 0 ? arena_printf(a, "%s:%d:%d: %s", paths[i], jerr.line, jerr.column, jerr.text)
                                   : arena_printf(a, "%s: %s", paths[i], jerr.text);
            break;
        }
        MergeKind k;
        if (is_fxlint_json(docs[i])) k = MERGE_JSON;
        else if (is_sarif(docs[i])) k = MERGE_SARIF;
        else {
            *error = arena_printf(a, "%s: not the JSON or SARIF output of fxlint check", paths[i]);
            break;
        }
        const char *v = version_of(docs[i], k);
        if (!v) *error = arena_printf(a, "%s: a SARIF log fxlint did not write", paths[i]);
        else if (i > 0 && k != *kind)
            *error = arena_printf(a, "%s: %s, but %s is %s: merge outputs of one format", paths[i],
                                  k == MERGE_JSON ? "JSON" : "SARIF", paths[0], *kind == MERGE_JSON ? "JSON" : "SARIF");
        else if (i > 0 && strcmp(v, version) != 0)
            *error = arena_printf(a, "%s: written by fxlint %s, but %s by fxlint %s: merge outputs of one version",
                                  paths[i], v, paths[0], version);
        *kind = k;
        version = v;
    }
    if (!*error) out = *kind == MERGE_JSON ? merge_json(docs, n) : merge_sarif(docs, n);
    for (uint32_t i = 0; i < n; i++) json_decref(docs[i]);
    free(docs);
    return out;
}

/* ---- SARIF for the HTML page ---- */

static json_t *sarif_result_as_diag(const json_t *r)
{
    const json_t *reg = sarif_region(r);
    char *file = uri_path(sarif_uri(r));
    const char *code = json_string_value(json_object_get(r, "ruleId"));
    const char *level = json_string_value(json_object_get(r, "level"));
    int id = code ? rule_find(code) : -1;
    json_t *d = json_object();
    json_object_set_new(d, "file", json_string(file ? file : "-"));
    json_object_set_new(d, "line", json_integer(int_at(reg, "startLine")));
    json_object_set_new(d, "col", json_integer(int_at(reg, "startColumn")));
    json_object_set_new(d, "end_line", json_integer(int_at(reg, "endLine")));
    json_object_set_new(d, "end_col", json_integer(int_at(reg, "endColumn")));
    json_object_set_new(d, "severity", json_string(!level || strcmp(level, "note") == 0 ? "info" : level));
    json_object_set_new(d, "code", json_string(code ? code : ""));
    json_object_set_new(d, "name", json_string(id >= 0 ? rule_table[id].name : ""));
    json_object_set(d, "message", json_object_get(json_object_get(r, "message"), "text"));
    json_object_set_new(d, "origin", json_null());
    json_t *related = json_array();
    const json_t *rel = json_object_get(r, "relatedLocations");
    for (size_t i = 0; i < json_array_size(rel); i++) {
        const json_t *loc = json_array_get(rel, i);
        const json_t *phys = json_object_get(loc, "physicalLocation");
        char *rfile = uri_path(json_string_value(json_object_get(json_object_get(phys, "artifactLocation"), "uri")));
        json_t *o = json_object();
        json_object_set_new(o, "file", json_string(rfile ? rfile : "-"));
        json_object_set_new(o, "line", json_integer(int_at(json_object_get(phys, "region"), "startLine")));
        json_object_set_new(o, "col", json_integer(int_at(json_object_get(phys, "region"), "startColumn")));
        json_object_set(o, "message", json_object_get(json_object_get(loc, "message"), "text"));
        json_array_append_new(related, o);
        free(rfile);
    }
    json_object_set_new(d, "related", related);
    /* the graph path is the logical location of kind "variable" (a log's compile is a "module") */
    const json_t *logicals = json_object_get(json_array_get(json_object_get(r, "locations"), 0), "logicalLocations");
    const json_t *fqn = NULL;
    for (size_t i = 0; i < json_array_size(logicals) && !fqn; i++) {
        const json_t *logical = json_array_get(logicals, i);
        const char *kind = json_string_value(json_object_get(logical, "kind"));
        if (kind && strcmp(kind, "variable") == 0) fqn = json_object_get(logical, "fullyQualifiedName");
    }
    json_object_set_new(d, "graph_path", fqn ? json_incref((json_t *)fqn) : json_null());
    const json_t *props = json_object_get(r, "properties");
    const json_t *cid = json_object_get(props, "compileId");
    json_object_set_new(d, "compile_id", cid ? json_incref((json_t *)cid) : json_null());
    const char *state = json_string_value(json_object_get(r, "baselineState"));
    if (state)
        json_object_set_new(d, "compare", json_string(strcmp(state, "new") == 0      ? "new"
                                                      : strcmp(state, "absent") == 0 ? "gone"
                                                                                     : "both"));
    free(file);
    return d;
}

json_t *report_sarif_document(const json_t *sarif)
{
    const json_t *run = sarif_run(sarif);
    const json_t *results = json_object_get(run, "results");
    json_t *doc = json_object();
    json_object_set_new(doc, "tool", json_string("fxlint"));
    const char *version = json_string_value(json_object_get(json_object_get(json_object_get(run, "tool"), "driver"), "version"));
    json_object_set_new(doc, "version", json_string(version ? version : "?"));
    json_t *diags = json_array();
    for (size_t i = 0; i < json_array_size(results); i++)
        json_array_append_new(diags, sarif_result_as_diag(json_array_get(results, i)));
    json_object_set_new(doc, "diagnostics", diags);
    json_t *summary = json_object();
    /* SARIF lists no inputs: count the files findings name (they come sorted by file) */
    size_t files = 0;
    const char *last = NULL;
    for (size_t i = 0; i < json_array_size(diags); i++) {
        const char *f = json_string_value(json_object_get(json_array_get(diags, i), "file"));
        files += !last || strcmp(last, f) != 0;
        last = f;
    }
    json_object_set_new(summary, "files", json_integer((json_int_t)files));
    json_object_set_new(summary, "graphs", json_integer(0));
    const json_t *props = json_object_get(json_array_get(json_object_get(run, "invocations"), 0), "properties");
    json_object_set_new(summary, "suppressed", json_integer(int_at(props, "suppressed")));
    json_object_set_new(summary, "baselined", json_integer(int_at(props, "baselined")));
    const json_t *compare = json_object_get(json_object_get(run, "properties"), "compare");
    if (compare) json_object_set(summary, "compare", (json_t *)compare);
    json_object_set_new(doc, "summary", summary);
    json_object_set_new(doc, "inputs", json_array());
    return doc;
}
