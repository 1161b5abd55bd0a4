/* `--format html`: one self-contained page for a batch audit, rendered from the JSON document
 * of the run (report_json_document), so `fxlint merge` of sharded runs renders the very page
 * an unsharded run would. A summary (files, graphs, findings by severity and by rule, input
 * problems, the upgrade audit), a table of files, then per file its findings (a log's grouped
 * by compile id, as tlparse groups them): message, code frame, related locations, the user's
 * origin line and the rule's documentation; filters by rule, severity and upgrade state.
 * Everything taken from dumps is escaped: a dump is untrusted text. */
#include "report/report_ci.h"

#include <stdlib.h>
#include <string.h>

#include "base/sha256.h"
#include "diag/rules.h"
#include "report/markup.h"
#include "report/report.h"
#include "report/report_html_assets.h"
#include "report/report_upgrade.h"

#ifndef FXLINT_VERSION
#define FXLINT_VERSION "0.0.0"
#endif

/* ---- escaping ---- */

static void put_n(FILE *f, const char *s, size_t n) { report_put_markup(f, s, n); }

static void put(FILE *f, const char *s)
{
    if (s) put_n(f, s, strlen(s));
}

/* ---- reading the document ---- */

static const char *str_of(const json_t *o, const char *key) { return json_string_value(json_object_get(o, key)); }

static long long int_of(const json_t *o, const char *key)
{
    const json_t *v = json_object_get(o, key);
    return json_is_integer(v) ? (long long)json_integer_value(v) : 0;
}

static int severity_of(const json_t *d)
{
    int s = severity_parse(str_of(d, "severity") ? str_of(d, "severity") : "");
    return s < 0 ? SEV_ERROR : s;
}

static bool is_input_problem(const json_t *d)
{
    int id = rule_find(str_of(d, "code") ? str_of(d, "code") : "");
    return id >= 0 && rule_table[id].input;
}

/* A file of the run: its line in the table and its findings (a run of the sorted list). */
typedef struct FileRow {
    const char *name;
    const json_t *input;  /* its entry in "inputs"; NULL when only findings name it */
    size_t first, count;  /* its findings */
    unsigned sev[3], input_problems;
} FileRow;

typedef struct Page {
    const json_t *doc, *diags, *summary;
    FileRow *files;
    size_t nfiles;
    uint32_t rule_counts[RULE_COUNT];
    unsigned rule_severities[RULE_COUNT]; /* a bit per severity its findings have */
    bool compare;
} Page;

static int cmp_row(const void *a, const void *b) { return strcmp(((const FileRow *)a)->name, ((const FileRow *)b)->name); }

static FileRow *row_for(Page *p, const char *name)
{
    FileRow key = {.name = name};
    return p->nfiles ? bsearch(&key, p->files, p->nfiles, sizeof *p->files, cmp_row) : NULL;
}

/* The files: every input, and any file only findings name; sorted by name, as the findings are. */
static void page_files(Page *p)
{
    const json_t *inputs = json_object_get(p->doc, "inputs");
    size_t ndiags = json_array_size(p->diags), ninputs = json_array_size(inputs);
    p->files = calloc(ninputs + ndiags + 1, sizeof *p->files);
    if (!p->files) abort();
    for (size_t i = 0; i < ninputs; i++) {
        const json_t *in = json_array_get(inputs, i);
        if (str_of(in, "file")) p->files[p->nfiles++] = (FileRow){.name = str_of(in, "file"), .input = in};
    }
    qsort(p->files, p->nfiles, sizeof *p->files, cmp_row);
    size_t known = p->nfiles;
    for (size_t i = 0; i < ndiags; i++) {
        const char *file = str_of(json_array_get(p->diags, i), "file");
        if (!file) continue;
        FileRow key = {.name = file};
        bool seen = bsearch(&key, p->files, known, sizeof *p->files, cmp_row) != NULL;
        for (size_t k = known; k < p->nfiles && !seen; k++) seen = strcmp(p->files[k].name, file) == 0;
        if (!seen) p->files[p->nfiles++] = (FileRow){.name = file};
    }
    qsort(p->files, p->nfiles, sizeof *p->files, cmp_row);
    for (size_t i = 0; i < ndiags; i++) {
        const json_t *d = json_array_get(p->diags, i);
        FileRow *row = str_of(d, "file") ? row_for(p, str_of(d, "file")) : NULL;
        if (!row) continue;
        if (!row->count) row->first = i;
        row->count++;
        row->sev[severity_of(d)]++;
        row->input_problems += is_input_problem(d);
        int id = rule_find(str_of(d, "code") ? str_of(d, "code") : "");
        if (id >= 0) p->rule_counts[id]++, p->rule_severities[id] |= 1u << severity_of(d);
        p->compare |= str_of(d, "compare") != NULL;
    }
}

/* ---- pieces of the page ---- */

static void card(FILE *f, const char *id, const char *cls, long long n, const char *label)
{
    fprintf(f, "<div class=\"card %s\"><span class=\"num\" id=\"count-%s\">%lld</span>%s</div>\n", cls, id, n, label);
}

static void put_summary(FILE *f, const Page *p)
{
    const json_t *s = p->summary;
    unsigned sev[3] = {0, 0, 0}, input = 0;
    for (size_t i = 0; i < p->nfiles; i++) {
        for (int k = 0; k < 3; k++) sev[k] += p->files[i].sev[k];
        input += p->files[i].input_problems;
    }
    fputs("<section id=\"summary\">\n<div class=\"cards\">\n", f);
    card(f, "files", "", int_of(s, "files"), "files");
    card(f, "graphs", "", int_of(s, "graphs"), "graphs");
    card(f, "errors", "error", sev[SEV_ERROR], "errors");
    card(f, "warnings", "warning", sev[SEV_WARNING], "warnings");
    card(f, "infos", "info", sev[SEV_INFO], "infos");
    card(f, "input-problems", "", input, "input problems (FX9xx)");
    card(f, "suppressed", "", int_of(s, "suppressed"), "suppressed by comments");
    card(f, "baselined", "", int_of(s, "baselined"), "baselined");
    fputs("</div>\n", f);
    bool any = false;
    for (int r = 0; r < RULE_COUNT; r++) any |= p->rule_counts[r] != 0;
    if (any) {
        fputs("<h2>Findings by rule</h2>\n<table id=\"by-rule\"><thead><tr><th>Rule</th><th>Name</th><th>Severity</th>"
              "<th class=\"n\">Findings</th></tr></thead><tbody>\n",
              f);
        /* most frequent first, then by code, as the JSON summary orders them */
        bool done[RULE_COUNT] = {false};
        for (;;) {
            int best = -1;
            for (int r = 0; r < RULE_COUNT; r++)
                if (!done[r] && p->rule_counts[r] && (best < 0 || p->rule_counts[r] > p->rule_counts[best])) best = r;
            if (best < 0) break;
            done[best] = true;
            const RuleInfo *ri = &rule_table[best];
            fprintf(f, "<tr class=\"rule\" data-rule=\"%s\"><td><a href=\"#rule-%s\">%s</a></td><td>%s</td><td>", ri->code,
                    ri->code, ri->code, ri->name);
            /* the severities its findings have (the configuration or the front end may differ
             * from the rule's default) */
            for (int level = SEV_ERROR; level >= SEV_INFO; level--)
                if (p->rule_severities[best] & (1u << level))
                    fprintf(f, "<span class=\"sev %s\">%s</span> ", severity_name((Severity)level),
                            severity_name((Severity)level));
            fprintf(f, "</td><td class=\"n\">%u</td></tr>\n", p->rule_counts[best]);
        }
        fputs("</tbody></table>\n", f);
    }
    fputs("</section>\n", f);
}

static void put_upgrade(FILE *f, const Page *p)
{
    Arena a;
    arena_init(&a);
    UpgradeSummary u;
    if (report_upgrade_from_json(&a, json_object_get(p->summary, "compare"), &u) == 0) {
        fputs("<section id=\"upgrade\">\n<h2>Upgrade audit: PyTorch ", f);
        put(f, u.from);
        fputs(" &rarr; ", f);
        put(f, u.to);
        fputs("</h2>\n<p class=\"sentence\">", f);
        put(f, report_upgrade_sentence(&a, &u));
        fputs("</p>\n<table><tbody>\n", f);
        fprintf(f, "<tr><th>Findings new under %s</th><td class=\"n\" id=\"upgrade-new\">%u</td></tr>\n",
                u.to, u.new_findings);
        fprintf(f, "<tr><th>Findings gone under %s</th><td class=\"n\" id=\"upgrade-gone\">%u</td></tr>\n",
                u.to, u.gone_findings);
        fprintf(f, "<tr><th>Findings in both</th><td class=\"n\" id=\"upgrade-both\">%u</td></tr>\n", u.both_findings);
        fprintf(f, "<tr><th>Graphs %s accepts and %s rejects</th><td class=\"n\" id=\"upgrade-broken\">%u</td></tr>\n",
                u.from, u.to, u.graphs_broken);
        fprintf(f, "<tr><th>Graphs %s rejects and %s accepts</th><td class=\"n\" id=\"upgrade-fixed\">%u</td></tr>\n",
                u.from, u.to, u.graphs_fixed);
        fprintf(f, "<tr><th>Graphs both reject</th><td class=\"n\">%u</td></tr>\n", u.graphs_rejected_both);
        fputs("</tbody></table>\n</section>\n", f);
    }
    arena_free(&a);
}

/* A log's graphs by compile id: "12 graphs in 3 compiles", then each compile's artifacts. */
static void put_compiles(FILE *f, const json_t *input)
{
    const json_t *compiles = json_object_get(input, "compiles");
    long long graphs = int_of(input, "graphs");
    if (!json_array_size(compiles)) {
        fprintf(f, "%lld", graphs);
        return;
    }
    fprintf(f, "<details class=\"compiles\"><summary>%lld in %zu compile%s</summary><ul>", graphs,
            json_array_size(compiles), json_array_size(compiles) == 1 ? "" : "s");
    for (size_t i = 0; i < json_array_size(compiles); i++) {
        const json_t *c = json_array_get(compiles, i);
        const json_t *events = json_object_get(c, "graphs");
        fputs("<li><code>", f);
        put(f, str_of(c, "compile_id") ? str_of(c, "compile_id") : "no compile id");
        fputs("</code>: ", f);
        for (size_t k = 0; k < json_array_size(events); k++) {
            if (k) fputs(", ", f);
            const char *e = json_string_value(json_array_get(events, k));
            put(f, e ? e : "graph");
        }
        fputs("</li>", f);
    }
    fputs("</ul></details>", f);
}

static void put_files(FILE *f, const Page *p)
{
    fprintf(f, "<section id=\"files\">\n<h2>Files (%zu)</h2>\n", p->nfiles);
    fputs("<table id=\"file-table\"><thead><tr><th>File</th><th>Graphs</th><th class=\"n\">Errors</th>"
          "<th class=\"n\">Warnings</th><th class=\"n\">Infos</th><th class=\"n\">Input problems</th></tr></thead>"
          "<tbody>\n",
          f);
    for (size_t i = 0; i < p->nfiles; i++) {
        const FileRow *r = &p->files[i];
        fputs("<tr><td class=\"path\">", f);
        if (r->count) fprintf(f, "<a href=\"#file-%zu\">", i);
        put(f, r->name);
        if (r->count) fputs("</a>", f);
        fputs("</td><td>", f);
        if (r->input) put_compiles(f, r->input);
        fprintf(f, "</td><td class=\"n\">%u</td><td class=\"n\">%u</td><td class=\"n\">%u</td><td class=\"n\">%u</td></tr>\n",
                r->sev[SEV_ERROR], r->sev[SEV_WARNING], r->sev[SEV_INFO], r->input_problems);
    }
    fputs("</tbody></table>\n</section>\n", f);
}

/* The code frame: the line, the finding's columns marked. Columns are bytes; the snippet may
 * be a piece of a long line, starting at its own column. */
static void put_frame(FILE *f, const json_t *d)
{
    const json_t *snip = json_object_get(d, "snippet");
    const char *text = str_of(snip, "text");
    if (!text) return;
    size_t len = strlen(text);
    long long base = int_of(snip, "col"), line = int_of(d, "line"), col = int_of(d, "col");
    long long end_col = int_of(d, "end_line") == line ? int_of(d, "end_col") : base + (long long)len;
    long long from = col - base, to = end_col - base;
    if (from < 0) from = 0;
    if (to > (long long)len) to = (long long)len;
    if (from > (long long)len) from = (long long)len;
    if (to < from) to = from;
    /* keep marks on character boundaries */
    while (from > 0 && (text[from] & 0xC0) == 0x80) from--;
    while (to < (long long)len && (text[to] & 0xC0) == 0x80) to++;
    fprintf(f, "<pre class=\"frame\"><span class=\"ln\">%lld</span>%s", line, base > 1 ? "&hellip;" : "");
    put_n(f, text, (size_t)from);
    fputs("<mark>", f);
    put_n(f, text + from, (size_t)(to - from));
    fputs("</mark>", f);
    put_n(f, text + to, len - (size_t)to);
    fputs("</pre>\n", f);
}

static void put_finding(FILE *f, const json_t *d)
{
    const char *code = str_of(d, "code") ? str_of(d, "code") : "";
    const char *sev = severity_name((Severity)severity_of(d));
    const char *delta = str_of(d, "compare");
    int id = rule_find(code);
    fputs("<article class=\"finding\" data-rule=\"", f);
    put(f, code);
    fprintf(f, "\" data-severity=\"%s\"", sev);
    if (delta) {
        fputs(" data-compare=\"", f);
        put(f, delta);
        fputc('"', f);
    }
    fprintf(f, ">\n<div class=\"head\"><span class=\"sev %s\">%s</span>", sev, sev);
    if (id >= 0) fprintf(f, "<a class=\"code\" href=\"#rule-%s\">%s</a>", rule_table[id].code, rule_table[id].code);
    else put(f, code);
    fputs("<span class=\"name\">", f);
    put(f, str_of(d, "name"));
    fputs("</span><span class=\"loc\">", f);
    put(f, str_of(d, "file"));
    fprintf(f, ":%lld:%lld</span>", int_of(d, "line"), int_of(d, "col"));
    if (delta) {
        fputs("<span class=\"delta ", f);
        put(f, delta);
        fputs("\">", f);
        put(f, strcmp(delta, "both") == 0 ? "in both" : delta);
        fputs("</span>", f);
    }
    fputs("</div>\n<p class=\"msg\">", f);
    put(f, str_of(d, "message"));
    fputs("</p>\n", f);
    put_frame(f, d);
    const json_t *related = json_object_get(d, "related");
    if (json_array_size(related)) {
        fputs("<ul class=\"related\">\n", f);
        for (size_t i = 0; i < json_array_size(related); i++) {
            const json_t *r = json_array_get(related, i);
            fputs("<li>note: <span class=\"loc\">", f);
            put(f, str_of(r, "file"));
            if (int_of(r, "line")) fprintf(f, ":%lld:%lld", int_of(r, "line"), int_of(r, "col"));
            fputs("</span>: ", f);
            put(f, str_of(r, "message"));
            fputs("</li>\n", f);
        }
        fputs("</ul>\n", f);
    }
    const json_t *origin = json_object_get(d, "origin");
    if (json_is_object(origin)) {
        fputs("<p class=\"origin\">origin: <span class=\"loc\">", f);
        put(f, str_of(origin, "file"));
        fprintf(f, ":%lld</span>", int_of(origin, "line"));
        const char *fn = str_of(origin, "function"), *src = str_of(origin, "code");
        if (fn && *fn) {
            fputs(" in <code>", f);
            put(f, fn);
            fputs("</code>", f);
        }
        if (src && *src) {
            fputs(": <code>", f);
            put(f, src);
            fputs("</code>", f);
        }
        fputs("</p>\n", f);
    }
    const char *path = str_of(d, "graph_path");
    if (path && *path) {
        fputs("<p class=\"where\">graph <code>", f);
        put(f, path);
        fputs("</code></p>\n", f);
    }
    fputs("</article>\n", f);
}

static bool same(const char *a, const char *b) { return a == b || (a && b && strcmp(a, b) == 0); }

/* A file's findings; a log's under a heading per compile id, in the order of its compiles. */
static void put_file_findings(FILE *f, const Page *p, size_t index)
{
    const FileRow *r = &p->files[index];
    fprintf(f, "<section class=\"file group\" id=\"file-%zu\" data-file=\"", index);
    put(f, r->name);
    fputs("\">\n<h3>", f);
    put(f, r->name);
    fprintf(f, "<span class=\"counts\">%u error%s, %u warning%s, %u info%s</span></h3>\n", r->sev[SEV_ERROR],
            r->sev[SEV_ERROR] == 1 ? "" : "s", r->sev[SEV_WARNING], r->sev[SEV_WARNING] == 1 ? "" : "s",
            r->sev[SEV_INFO], r->sev[SEV_INFO] == 1 ? "" : "s");
    const json_t *compiles = r->input ? json_object_get(r->input, "compiles") : NULL;
    bool *shown = calloc(r->count + 1, sizeof *shown);
    if (!shown) abort();
    /* first what belongs to no compile, then compile by compile as the log has them */
    for (size_t c = 0; c <= json_array_size(compiles); c++) {
        const char *id = c == 0 ? NULL : str_of(json_array_get(compiles, c - 1), "compile_id");
        if (c > 0 && !id) continue;
        bool opened = false;
        for (size_t k = 0; k < r->count; k++) {
            const json_t *d = json_array_get(p->diags, r->first + k);
            if (shown[k] || !same(str_of(d, "compile_id"), id)) continue;
            if (id && !opened) {
                fputs("<div class=\"group\"><h4 class=\"compile\">compile ", f);
                put(f, id);
                fputs("</h4>\n", f);
                opened = true;
            }
            shown[k] = true;
            put_finding(f, d);
        }
        if (opened) fputs("</div>\n", f);
    }
    /* compile ids the input list does not know (a document from elsewhere) */
    for (size_t k = 0; k < r->count; k++)
        if (!shown[k]) put_finding(f, json_array_get(p->diags, r->first + k));
    free(shown);
    fputs("</section>\n", f);
}

static void put_option(FILE *f, const char *value, const char *label)
{
    fputs("<option value=\"", f);
    put(f, value);
    fputs("\">", f);
    put(f, label);
    fputs("</option>", f);
}

/* A labelled select of fixed choices: {value, label} pairs. */
static void put_select(FILE *f, const char *label, const char *id, const char *const choices[][2], size_t n)
{
    fprintf(f, "<label>%s <select id=\"%s\">", label, id);
    for (size_t i = 0; i < n; i++) put_option(f, choices[i][0], choices[i][1]);
    fputs("</select></label>\n", f);
}

static void put_findings(FILE *f, const Page *p)
{
    size_t total = json_array_size(p->diags);
    fputs("<section id=\"findings\">\n<h2>Findings</h2>\n", f);
    if (!total) {
        fputs("<p class=\"empty\" id=\"no-findings\">No findings.</p>\n</section>\n", f);
        return;
    }
    fputs("<form id=\"filters\"><label>Rule <select id=\"filter-rule\">", f);
    put_option(f, "", "all rules");
    for (int r = 0; r < RULE_COUNT; r++) {
        if (!p->rule_counts[r]) continue;
        char label[160];
        snprintf(label, sizeof label, "%s %s (%u)", rule_table[r].code, rule_table[r].name, p->rule_counts[r]);
        put_option(f, rule_table[r].code, label);
    }
    fputs("</select></label>\n", f);
    static const char *const severities[][2] = {{"", "all"}, {"error", "error"}, {"warning", "warning"}, {"info", "info"}};
    static const char *const states[][2] = {{"", "all"}, {"new", "new"}, {"gone", "gone"}, {"both", "in both"}};
    put_select(f, "Severity", "filter-severity", severities, 4);
    if (p->compare) put_select(f, "Upgrade", "filter-compare", states, 4);
    fprintf(f, "<span id=\"shown\">%zu of %zu findings shown</span></form>\n", total, total);
    for (size_t i = 0; i < p->nfiles; i++)
        if (p->files[i].count) put_file_findings(f, p, i);
    fputs("</section>\n", f);
}

static void put_rules(FILE *f, const Page *p)
{
    fputs("<section id=\"rules\">\n<h2>Rules</h2>\n", f);
    for (int r = 0; r < RULE_COUNT; r++) {
        if (!p->rule_counts[r]) continue;
        const RuleInfo *ri = &rule_table[r];
        fprintf(f, "<article class=\"rule\" id=\"rule-%s\"><h3>%s %s <span class=\"sev %s\">%s</span></h3>\n", ri->code,
                ri->code, ri->name, severity_name(ri->severity), severity_name(ri->severity));
        /* the explanation itself, as `fxlint explain` prints it: the page links nowhere */
        char *doc = report_explain_string(r, false);
        fputs("<pre class=\"doc\">", f);
        put(f, doc);
        free(doc);
        fputs("</pre>\n<p class=\"explain\">The same text: <code>fxlint explain ", f);
        put(f, ri->code);
        fputs("</code></p></article>\n", f);
    }
    fputs("</section>\n", f);
}

/* 'sha256-<base64>' of a text, as a Content-Security-Policy source. */
static void put_csp_hash(FILE *f, const char *text)
{
    static const char b64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    unsigned char d[33];
    sha256(text, strlen(text), d);
    d[32] = 0;
    fputs("'sha256-", f);
    for (int i = 0; i < 33; i += 3) {
        uint32_t v = (uint32_t)d[i] << 16 | (uint32_t)(i + 1 < 32 ? d[i + 1] : 0) << 8 | (i + 2 < 32 ? d[i + 2] : 0);
        fputc(b64[v >> 18 & 63], f);
        fputc(b64[v >> 12 & 63], f);
        fputc(i + 1 < 32 ? b64[v >> 6 & 63] : '=', f);
        fputc(i + 2 < 32 ? b64[v & 63] : '=', f);
    }
    fputc('\'', f);
}

int report_html_document(FILE *f, const json_t *doc)
{
    Page p = {.doc = doc, .diags = json_object_get(doc, "diagnostics"), .summary = json_object_get(doc, "summary")};
    page_files(&p);
    size_t total = json_array_size(p.diags);
    fputs("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n", f);
    /* nothing but this page's own style and script; no network, no frames, no forms sent */
    fputs("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src ", f);
    put_csp_hash(f, html_style);
    fputs("; script-src ", f);
    put_csp_hash(f, html_script);
    fputs("; base-uri 'none'; form-action 'none'\">\n", f);
    fputs("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n", f);
    fprintf(f, "<title>fxlint report: %zu finding%s in %lld file%s</title>\n", total, total == 1 ? "" : "s",
            int_of(p.summary, "files"), int_of(p.summary, "files") == 1 ? "" : "s");
    fprintf(f, "<style>%s</style>\n</head>\n<body>\n", html_style);
    fputs("<header><h1>fxlint report</h1><p class=\"meta\">fxlint ", f);
    put(f, str_of(doc, "version") ? str_of(doc, "version") : FXLINT_VERSION);
    fprintf(f, " &middot; %lld files &middot; %lld graphs &middot; %zu findings</p></header>\n", int_of(p.summary, "files"),
            int_of(p.summary, "graphs"), total);
    put_summary(f, &p);
    put_upgrade(f, &p);
    put_files(f, &p);
    put_findings(f, &p);
    put_rules(f, &p);
    fputs("<footer>Written by fxlint; a self-contained page that loads nothing from the network. "
          "Filters keep their state in the address (#rule=FX101&amp;severity=error).</footer>\n",
          f);
    fprintf(f, "<script>%s</script>\n</body>\n</html>\n", html_script);
    free(p.files);
    return ferror(f) ? -1 : 0;
}

int report_html(FILE *f, const DiagList *l, const ReportRun *run)
{
    json_t *doc = report_json_document(l, run);
    int rc = report_html_document(f, doc);
    json_decref(doc);
    return rc;
}
