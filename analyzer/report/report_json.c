/* `--format json`: the whole run as one JSON document (diagnostics and a summary), and the
 * per-rule counts that the summary and `--statistics` share. */
#include "report/report_ci.h"

#include "report/json_diag.h"

#include <stdlib.h>
#include <string.h>

#include "diag/rules.h"
#include "report/report_upgrade.h"

#ifndef FXLINT_VERSION
#define FXLINT_VERSION "0.0.0"
#endif

/* Rule ids with at least one finding, most frequent first (then by code); returns the count. */
static uint32_t rules_by_count(const DiagList *l, uint32_t counts[RULE_COUNT], uint32_t order[RULE_COUNT])
{
    memset(counts, 0, sizeof(uint32_t) * RULE_COUNT);
    for (uint32_t i = 0; i < l->len; i++) counts[l->items[i].rule]++;
    uint32_t n = 0;
    for (uint32_t r = 0; r < RULE_COUNT; r++)
        if (counts[r]) order[n++] = r;
    /* insertion sort: RULE_COUNT is small */
    for (uint32_t i = 1; i < n; i++) {
        uint32_t r = order[i], j = i;
        while (j > 0 && counts[order[j - 1]] < counts[r]) order[j] = order[j - 1], j--;
        order[j] = r;
    }
    return n;
}

static json_t *summary_json(const DiagList *l, const ReportRun *run)
{
    uint32_t sev[3] = {0, 0, 0};
    for (uint32_t i = 0; i < l->len; i++) sev[l->items[i].severity]++;
    json_t *s = json_object();
    json_object_set_new(s, "files", json_integer(run ? run->nfiles : 0));
    uint64_t graphs = 0;
    for (uint32_t i = 0; run && run->inputs && i < run->nfiles; i++) graphs += run->inputs[i].ngraphs;
    json_object_set_new(s, "graphs", json_integer((json_int_t)graphs));
    json_object_set_new(s, "not_dumps", json_integer(run ? run->not_dumps : 0));
    json_object_set_new(s, "excluded", json_integer(run ? run->excluded : 0));
    json_object_set_new(s, "diagnostics", json_integer(l->len));
    json_object_set_new(s, "errors", json_integer(sev[SEV_ERROR]));
    json_object_set_new(s, "warnings", json_integer(sev[SEV_WARNING]));
    json_object_set_new(s, "infos", json_integer(sev[SEV_INFO]));
    json_object_set_new(s, "suppressed", json_integer(run ? run->suppressed : 0));
    json_object_set_new(s, "baselined", json_integer(run ? run->baselined : 0));
    json_object_set_new(s, "stale_baseline_entries", json_integer(run ? run->stale : 0));
    uint32_t counts[RULE_COUNT], order[RULE_COUNT];
    uint32_t n = rules_by_count(l, counts, order);
    json_t *by_rule = json_object();
    for (uint32_t i = 0; i < n; i++)
        json_object_set_new(by_rule, rule_table[order[i]].code, json_integer(counts[order[i]]));
    json_object_set_new(s, "by_rule", by_rule);
    if (run && run->upgrade) json_object_set_new(s, "compare", report_upgrade_json(run->upgrade));
    return s;
}

typedef struct Keyed {
    const char *key; /* NULL sorts first */
    uint32_t index;
} Keyed;

static int cmp_keyed(const void *pa, const void *pb)
{
    const Keyed *a = pa, *b = pb;
    int c = a->key == b->key ? 0 : !a->key ? -1 : !b->key ? 1 : strcmp(a->key, b->key);
    return c ? c : (a->index > b->index) - (a->index < b->index);
}

static bool same_id(const char *a, const char *b) { return a == b || (a && b && strcmp(a, b) == 0); }

typedef struct Group {
    uint32_t at;    /* where the group starts in the sorted list */
    uint32_t first; /* the ref that opens it in the log */
} Group;

static int cmp_group(const void *pa, const void *pb)
{
    const Group *a = pa, *b = pb;
    return (a->first > b->first) - (a->first < b->first);
}

/* A log's graphs grouped as tlparse groups them: by compile id, in the order each id first
 * appears, each with its graphs' events. */
static json_t *compiles_json(const InputInfo *in)
{
    uint32_t n = in->nrefs;
    Keyed *by_id = malloc(sizeof *by_id * (n + 1));
    Group *groups = malloc(sizeof *groups * (n + 1));
    if (!by_id || !groups) abort();
    for (uint32_t i = 0; i < n; i++) by_id[i] = (Keyed){in->refs[i].compile_id, i};
    qsort(by_id, n, sizeof *by_id, cmp_keyed);
    uint32_t ngroups = 0;
    for (uint32_t i = 0; i < n; i++)
        if (i == 0 || !same_id(by_id[i].key, by_id[i - 1].key)) groups[ngroups++] = (Group){i, by_id[i].index};
    qsort(groups, ngroups, sizeof *groups, cmp_group);
    json_t *list = json_array();
    for (uint32_t g = 0; g < ngroups; g++) {
        const char *id = by_id[groups[g].at].key;
        json_t *events = json_array();
        for (uint32_t k = groups[g].at; k < n && same_id(by_id[k].key, id); k++) {
            const char *event = in->refs[by_id[k].index].event;
            json_array_append_new(events, event ? report_json_text(event) : json_null());
        }
        json_t *c = json_object();
        json_object_set_new(c, "compile_id", id ? report_json_text(id) : json_null());
        json_object_set_new(c, "graphs", events);
        json_array_append_new(list, c);
    }
    free(by_id);
    free(groups);
    return list;
}

/* Each input by name: its graphs, and a log's compiles. */
static json_t *inputs_json(const ReportRun *run)
{
    json_t *list = json_array();
    if (!run || !run->inputs || !run->files) return list;
    Keyed *order = malloc(sizeof *order * (run->nfiles + 1));
    if (!order) abort();
    for (uint32_t i = 0; i < run->nfiles; i++) order[i] = (Keyed){run->files[i], i};
    qsort(order, run->nfiles, sizeof *order, cmp_keyed);
    for (uint32_t k = 0; k < run->nfiles; k++) {
        const InputInfo *in = &run->inputs[order[k].index];
        json_t *o = json_object();
        json_object_set_new(o, "file", report_json_text(order[k].key));
        json_object_set_new(o, "graphs", json_integer(in->ngraphs));
        if (in->nrefs) json_object_set_new(o, "compiles", compiles_json(in));
        json_array_append_new(list, o);
    }
    free(order);
    return list;
}

json_t *report_json_document(const DiagList *l, const ReportRun *run)
{
    json_t *root = json_object();
    json_object_set_new(root, "tool", json_string("fxlint"));
    json_object_set_new(root, "version", json_string(FXLINT_VERSION));
    json_t *list = json_array();
    for (uint32_t i = 0; i < l->len; i++) json_array_append_new(list, report_json_diag(&l->items[i]));
    json_object_set_new(root, "diagnostics", list);
    json_object_set_new(root, "summary", summary_json(l, run));
    json_object_set_new(root, "inputs", inputs_json(run));
    return root;
}

int report_json_write(FILE *f, json_t *doc)
{
    int rc = json_dumpf(doc, f, JSON_INDENT(2) | JSON_PRESERVE_ORDER);
    if (rc < 0 || fputc('\n', f) == EOF) return -1;
    return ferror(f) ? -1 : 0;
}

int report_json(FILE *f, const DiagList *l, const ReportRun *run)
{
    json_t *doc = report_json_document(l, run);
    int rc = report_json_write(f, doc);
    json_decref(doc);
    return rc;
}

int report_statistics(FILE *f, const DiagList *l)
{
    uint32_t counts[RULE_COUNT], order[RULE_COUNT];
    uint32_t n = rules_by_count(l, counts, order);
    for (uint32_t i = 0; i < n; i++) {
        const RuleInfo *r = &rule_table[order[i]];
        fprintf(f, "%5u  %-6s %s\n", counts[order[i]], r->code, r->name);
    }
    return ferror(f) ? -1 : 0;
}
