/* `--format sarif`: SARIF 2.1.0 for GitHub code scanning and other SARIF viewers, built with
 * jansson. Every location is a URI relative to %SRCROOT% (the cwd, given in
 * originalUriBaseIds), so the file maps onto any checkout; columns are Unicode code points;
 * partialFingerprints come from the renumbering-stable semantic key and that relative path;
 * GitHub's upload limits are kept (results per run). */
#include "report/report_ci.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/paths.h"
#include "engine/baseline.h"
#include "report/json_diag.h"
#include "report/project_url.h"
#include "report/report.h"
#include "diag/rules.h"
#include "report/report_upgrade.h"

#ifndef FXLINT_VERSION
#define FXLINT_VERSION "0.0.0"
#endif

#define SARIF_SCHEMA "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
#define FINGERPRINT_KEY "fxlint/semantic/v1"
/* GitHub code scanning rejects a run with more results than this (its documented limit) */

typedef struct Sarif {
    Arena a;
    char cwd[4096];
    bool have_cwd;
    const char *ascii_line; /* codepoint_col's last line, and the length of its ASCII start */
    uint32_t ascii_len;
} Sarif;

/* ---- URIs ---- */

/* Percent-encodes a path for a URI: RFC 3986 unreserved characters and '/' stay. */
static char *uri_encode(Arena *a, const char *path)
{
    static const char hex[] = "0123456789ABCDEF";
    char *out = arena_alloc(a, strlen(path) * 3 + 1), *o = out;
    for (const unsigned char *p = (const unsigned char *)path; *p; p++) {
        if ((*p >= 'A' && *p <= 'Z') || (*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || strchr("-._~/", *p)) {
            *o++ = (char)*p;
        } else {
            *o++ = '%';
            *o++ = hex[*p >> 4];
            *o++ = hex[*p & 15];
        }
    }
    *o = 0;
    return out;
}

/* `path` (as the user named it, relative to the cwd or absolute) as a relative reference
 * from %SRCROOT% (the cwd): "dumps/m.py", "../elsewhere/m.py". In s->a. */
static const char *srcroot_relative(Sarif *s, const char *path)
{
    if (!path || !*path) return "-";
    return paths_relative_to(&s->a, path, s->have_cwd ? s->cwd : ".");
}

/* artifactLocation: always relative to %SRCROOT%, which GitHub code scanning maps onto the
 * checkout it analyses. */
static json_t *artifact_location(Sarif *s, const char *path)
{
    json_t *loc = json_object();
    json_object_set_new(loc, "uri", json_string(uri_encode(&s->a, srcroot_relative(s, path))));
    json_object_set_new(loc, "uriBaseId", json_string("%SRCROOT%"));
    return loc;
}

/* ---- rules ---- */

static const char *level_name(Severity sev)
{
    return sev == SEV_ERROR ? "error" : sev == SEV_WARNING ? "warning" : "note";
}

/* The "What it does:" paragraph of a doc, joined into one line. */
static const char *what_it_does(Arena *a, const char *doc)
{
    const char *p = doc ? strstr(doc, "What it does:") : NULL;
    if (!p) return NULL;
    p += strlen("What it does:");
    const char *end = strstr(p, "Why is this bad:");
    if (!end) end = p + strlen(p);
    char *out = arena_alloc(a, (size_t)(end - p) + 1);
    size_t n = 0;
    bool space = false;
    for (; p < end; p++) {
        if (*p == ' ' || *p == '\n' || *p == '\t') {
            space = n > 0;
            continue;
        }
        if (space) out[n++] = ' ';
        space = false;
        out[n++] = *p;
    }
    out[n] = 0;
    if (out[0] >= 'a' && out[0] <= 'z') out[0] = (char)(out[0] - 'a' + 'A');
    return n ? out : NULL;
}

static json_t *message(const char *text)
{
    json_t *m = json_object();
    json_object_set_new(m, "text", report_json_text(text && *text ? text : "-"));
    return m;
}

static json_t *rule_json(Sarif *s, int id)
{
    const RuleInfo *r = &rule_table[id];
    const char *doc = rule_doc(id);
    if (!doc || !*doc) doc = r->name;
    const char *summary = report_rule_summary(&s->a, id);
    const char *what = what_it_does(&s->a, doc);
    json_t *o = json_object();
    json_object_set_new(o, "id", json_string(r->code));
    json_object_set_new(o, "name", json_string(r->name));
    json_object_set_new(o, "shortDescription", message(*summary ? summary : r->name));
    json_object_set_new(o, "fullDescription", message(what ? what : r->name));
    /* the help travels with the log (what `fxlint explain` prints), no helpUri: GitHub code
     * scanning shows help.markdown on each alert */
    char *text = report_explain_string(id, false), *markdown = report_explain_string(id, true);
    json_t *help = message(text);
    json_object_set_new(help, "markdown", report_json_text(markdown));
    json_object_set_new(o, "help", help);
    free(text);
    free(markdown);
    json_t *conf = json_object();
    json_object_set_new(conf, "level", json_string(level_name(r->severity)));
    json_object_set_new(o, "defaultConfiguration", conf);
    json_t *props = json_object();
    json_t *tags = json_array();
    json_array_append_new(tags, json_string("pytorch"));
    json_array_append_new(tags, json_string(r->input ? "input" : "graph"));
    json_object_set_new(props, "tags", tags);
    json_object_set_new(props, "precision", json_string("high"));
    json_object_set_new(o, "properties", props);
    return o;
}

/* ---- results ---- */

/* 1-based byte column -> 1-based code point column, counted over the line's text. Findings on
 * one line share its text, and a long line (a call of thousands of operands) may carry thousands
 * of them: the length of the line's ASCII start is remembered for the last line asked, and a
 * column within it is itself. */
static uint32_t codepoint_col(Sarif *s, const char *line, uint32_t col)
{
    if (!line) return col;
    if (line != s->ascii_line) {
        s->ascii_line = line;
        s->ascii_len = 0;
        while (line[s->ascii_len] && (unsigned char)line[s->ascii_len] < 0x80) s->ascii_len++;
    }
    if (col - 1 <= s->ascii_len) return col;
    uint32_t cp = 1;
    for (uint32_t i = 0; i + 1 < col; i++) {
        if (!line[i]) return cp + (col - 1 - i); /* past the text: bytes count as they are */
        if (((unsigned char)line[i] & 0xC0) != 0x80) cp++;
    }
    return cp;
}

static json_t *region(uint32_t line, uint32_t col, uint32_t end_line, uint32_t end_col)
{
    json_t *r = json_object();
    json_object_set_new(r, "startLine", json_integer(line));
    if (col) json_object_set_new(r, "startColumn", json_integer(col));
    if (end_line) json_object_set_new(r, "endLine", json_integer(end_line));
    if (end_col) json_object_set_new(r, "endColumn", json_integer(end_col));
    return r;
}

static json_t *physical(Sarif *s, const char *file, json_t *reg)
{
    json_t *p = json_object();
    json_object_set_new(p, "artifactLocation", artifact_location(s, file));
    if (reg) json_object_set_new(p, "region", reg);
    return p;
}

/* The user's file an origin names, when it is on disk (next to the dump, else as written):
 * the place a viewer can open. NULL when it is not here (the model ran on another machine). */
static const char *origin_path(Sarif *s, const char *dump, const char *file)
{
    if (!file || !*file) return NULL;
    const char *slash = dump && file[0] != '/' ? strrchr(dump, '/') : NULL;
    if (slash) {
        const char *near = arena_printf(&s->a, "%.*s/%s", (int)(slash - dump), dump, file);
        if (access(near, F_OK) == 0) return near;
    }
    return access(file, F_OK) == 0 ? file : NULL;
}

static json_t *related_location(Sarif *s, int id, const char *file, uint32_t line, uint32_t col, const char *text)
{
    json_t *o = json_object();
    json_object_set_new(o, "id", json_integer(id));
    if (file) {
        json_t *reg = line ? region(line, col ? col : 1, 0, 0) : NULL;
        json_object_set_new(o, "physicalLocation", physical(s, file, reg));
    }
    json_object_set_new(o, "message", message(text));
    return o;
}

static json_t *related_locations(Sarif *s, const Diag *d)
{
    json_t *list = json_array();
    int id = 1;
    if (d->has_origin && d->origin.file && *d->origin.file) {
        const char *fn = d->origin.function && *d->origin.function ? d->origin.function : NULL;
        const char *code = d->origin.code && *d->origin.code ? d->origin.code : NULL;
        const char *path = origin_path(s, d->file, d->origin.file);
        /* a user file that is not here keeps its name in the message, not as a location no
         * checkout holds */
        const char *where = path ? "" : arena_printf(&s->a, " %s:%u", d->origin.file, d->origin.line);
        const char *text = arena_printf(&s->a, "user code%s%s%s%s%s", where, fn ? " in " : "", fn ? fn : "",
                                        code ? ": " : "", code ? code : "");
        json_array_append_new(list, related_location(s, id++, path, d->origin.line, 1, text));
    }
    for (uint32_t i = 0; i < d->nrelated; i++) {
        const Related *r = &d->related[i];
        json_array_append_new(list, related_location(s, id++, r->file, r->line, r->col, r->message));
    }
    return list;
}

/* Occurrence numbers: the n-th finding with the same file and semantic hash gets ":n", so
 * identical findings stay distinct alerts and renumbering changes none of them. */
typedef struct Seen {
    const char *key;
    uint32_t count;
} Seen;

static uint32_t occurrence(Arena *a, Seen *seen, uint32_t cap, const char *key)
{
    uint64_t h = 1469598103934665603ull;
    for (const char *p = key; *p; p++) h = (h ^ (unsigned char)*p) * 1099511628211ull;
    uint32_t i = (uint32_t)h & (cap - 1);
    while (seen[i].key && strcmp(seen[i].key, key) != 0) i = (i + 1) & (cap - 1);
    if (!seen[i].key) seen[i].key = arena_strdup(a, key);
    return ++seen[i].count;
}

static json_t *result_json(Sarif *s, const Diag *d, Seen *seen, uint32_t cap)
{
    json_t *o = json_object();
    json_object_set_new(o, "ruleId", json_string(rule_table[d->rule].code));
    json_object_set_new(o, "ruleIndex", json_integer(d->rule));
    json_object_set_new(o, "level", json_string(level_name(d->severity)));
    json_object_set_new(o, "message", message(d->message));

    uint32_t col = codepoint_col(s, d->line_text, d->col);
    uint32_t end_col = d->end_line == d->line ? codepoint_col(s, d->line_text, d->end_col) : d->end_col;
    if (end_col < 1) end_col = 1;
    json_t *loc = json_object();
    json_t *reg = region(d->line ? d->line : 1, col ? col : 1, d->end_line ? d->end_line : 1, end_col);
    json_object_set_new(loc, "physicalLocation", physical(s, d->file, reg));
    json_t *logicals = json_array();
    if (d->compile_id || d->event) {
        /* a TORCH_TRACE finding: the compile (tlparse's [0/1]) and the artifact it is in */
        json_t *logical = json_object();
        const char *name = d->event ? d->event : d->compile_id;
        json_object_set_new(logical, "name", report_json_text(name));
        json_object_set_new(logical, "fullyQualifiedName",
                            report_json_text(arena_printf(&s->a, "[%s] %s", d->compile_id ? d->compile_id : "-",
                                                          d->event ? d->event : "")));
        json_object_set_new(logical, "kind", json_string("module"));
        json_array_append_new(logicals, logical);
    }
    if (d->graph_path && *d->graph_path) {
        json_t *logical = json_object();
        const char *slash = strrchr(d->graph_path, '/');
        json_object_set_new(logical, "name", report_json_text(slash ? slash + 1 : d->graph_path));
        json_object_set_new(logical, "fullyQualifiedName", report_json_text(d->graph_path));
        json_object_set_new(logical, "kind", json_string("variable"));
        json_array_append_new(logicals, logical);
    }
    if (json_array_size(logicals)) json_object_set_new(loc, "logicalLocations", logicals);
    else json_decref(logicals);
    json_t *locs = json_array();
    json_array_append_new(locs, loc);
    json_object_set_new(o, "locations", locs);
    json_t *related = related_locations(s, d);
    if (json_array_size(related)) json_object_set_new(o, "relatedLocations", related);
    else json_decref(related);

    char hex[33];
    baseline_hash_hex(baseline_semantic_key(&s->a, d), hex);
    /* the path as the SARIF names it: the same alert whether the run said dumps/m.py, ./dumps/m.py
     * or its absolute path */
    uint32_t n = occurrence(&s->a, seen, cap, arena_printf(&s->a, "%s\n%s", srcroot_relative(s, d->file), hex));
    json_t *fp = json_object();
    json_object_set_new(fp, FINGERPRINT_KEY, json_string(arena_printf(&s->a, "%s:%u", hex, n)));
    json_object_set_new(o, "partialFingerprints", fp);
    /* --compare-target: the release compared against is the baseline run */
    if (d->delta != DELTA_NONE)
        json_object_set_new(o, "baselineState", json_string(d->delta == DELTA_NEW    ? "new"
                                                            : d->delta == DELTA_GONE ? "absent"
                                                                                     : "unchanged"));
    if (d->compile_id || d->event) {
        json_t *props = json_object();
        if (d->compile_id) json_object_set_new(props, "compileId", report_json_text(d->compile_id));
        if (d->event) json_object_set_new(props, "artifact", report_json_text(d->event));
        json_object_set_new(o, "properties", props);
    }
    return o;
}

json_t *report_sarif_limit_note(uint32_t nfindings)
{
    Arena a;
    arena_init(&a);
    json_t *n = json_object();
    json_object_set_new(n, "level", json_string("warning"));
    json_object_set_new(n, "message", message(arena_printf(&a,
                                                           "%u results, more than GitHub code scanning accepts "
                                                           "in one run: the first %u are written",
                                                           nfindings, REPORT_SARIF_MAX_RESULTS)));
    arena_free(&a);
    return n;
}

int report_sarif(FILE *f, const DiagList *l, const ReportRun *run)
{
    Sarif s;
    arena_init(&s.a);
    s.ascii_line = NULL;
    s.ascii_len = 0;
    s.have_cwd = getcwd(s.cwd, sizeof s.cwd) != NULL;

    json_t *driver = json_object();
    json_object_set_new(driver, "name", json_string("fxlint"));
    json_object_set_new(driver, "version", json_string(FXLINT_VERSION));
    json_object_set_new(driver, "semanticVersion", json_string(FXLINT_VERSION));
    if (*FXLINT_PROJECT_URL) json_object_set_new(driver, "informationUri", json_string(FXLINT_PROJECT_URL));
    json_t *rules = json_array();
    for (int i = 0; i < RULE_COUNT; i++) json_array_append_new(rules, rule_json(&s, i));
    json_object_set_new(driver, "rules", rules);
    json_t *tool = json_object();
    json_object_set_new(tool, "driver", driver);

    uint32_t cap = 16;
    while (cap < l->len * 2 + 2) cap *= 2;
    Seen *seen = ARENA_ARRAY(&s.a, Seen, cap);
    json_t *results = json_array();
    uint32_t nresults = l->len < REPORT_SARIF_MAX_RESULTS ? l->len : REPORT_SARIF_MAX_RESULTS;
    for (uint32_t i = 0; i < nresults; i++) json_array_append_new(results, result_json(&s, &l->items[i], seen, cap));

    json_t *runo = json_object();
    json_object_set_new(runo, "tool", tool);
    json_t *invocation = json_object();
    json_t *notes = json_array();
    /* an input that could not be read at all: the run did not see everything it was given */
    for (uint32_t i = 0; i < l->len; i++) {
        const Diag *d = &l->items[i];
        if (d->rule != RID_FX906) continue;
        json_t *n = json_object();
        json_object_set_new(n, "level", json_string("error"));
        json_object_set_new(n, "message", message(d->message));
        json_t *where = json_object();
        json_object_set_new(where, "physicalLocation", physical(&s, d->file, NULL));
        json_t *wl = json_array();
        json_array_append_new(wl, where);
        json_object_set_new(n, "locations", wl);
        json_t *desc = json_object();
        json_object_set_new(desc, "id", json_string(rule_table[RID_FX906].code));
        json_object_set_new(n, "descriptor", desc);
        json_array_append_new(notes, n);
    }
    bool unreadable = json_array_size(notes) > 0;
    if (l->len > nresults) json_array_append_new(notes, report_sarif_limit_note(l->len));
    json_object_set_new(invocation, "executionSuccessful", unreadable ? json_false() : json_true());
    if (json_array_size(notes)) json_object_set_new(invocation, "toolExecutionNotifications", notes);
    else json_decref(notes);
    if (run) {
        /* what the run hid, so a dashboard can tell "clean" from "all suppressed" */
        json_t *props = json_object();
        json_object_set_new(props, "suppressed", json_integer(run->suppressed));
        json_object_set_new(props, "baselined", json_integer(run->baselined));
        json_object_set_new(props, "notDumps", json_integer(run->not_dumps));
        json_object_set_new(props, "excluded", json_integer(run->excluded));
        json_object_set_new(props, "staleBaselineEntries", json_integer(run->stale));
        json_object_set_new(invocation, "properties", props);
    }
    json_t *invocations = json_array();
    json_array_append_new(invocations, invocation);
    json_object_set_new(runo, "invocations", invocations);
    if (s.have_cwd) {
        json_t *base = json_object(), *root = json_object();
        const char *cwd = uri_encode(&s.a, s.cwd);
        const char *uri = arena_printf(&s.a, "file://%s%s", cwd, strcmp(s.cwd, "/") ? "/" : "");
        json_object_set_new(root, "uri", json_string(uri));
        json_object_set_new(base, "%SRCROOT%", root);
        json_object_set_new(runo, "originalUriBaseIds", base);
    }
    json_object_set_new(runo, "columnKind", json_string("unicodeCodePoints"));
    if (run && run->upgrade) {
        json_t *props = json_object();
        json_object_set_new(props, "compare", report_upgrade_json(run->upgrade));
        json_object_set_new(runo, "properties", props);
    }
    json_object_set_new(runo, "results", results);

    json_t *doc = json_object();
    json_object_set_new(doc, "$schema", json_string(SARIF_SCHEMA));
    json_object_set_new(doc, "version", json_string("2.1.0"));
    json_t *runs = json_array();
    json_array_append_new(runs, runo);
    json_object_set_new(doc, "runs", runs);

    int rc = json_dumpf(doc, f, JSON_INDENT(2) | JSON_PRESERVE_ORDER);
    json_decref(doc);
    arena_free(&s.a);
    if (rc < 0 || fputc('\n', f) == EOF) return -1;
    return ferror(f) ? -1 : 0;
}
