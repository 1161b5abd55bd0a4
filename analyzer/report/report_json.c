/* `--format json`: the whole run as one JSON document (diagnostics and a summary), and the
 * per-rule counts that the summary and `--statistics` share. */
#include "report/report_ci.h"

#include "report/json_diag.h"

#include <stdlib.h>
#include <string.h>

#include "diag/rules.h"

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
    return s;
}

int report_json(FILE *f, const DiagList *l, const ReportRun *run)
{
    json_t *root = json_object();
    json_object_set_new(root, "tool", json_string("fxlint"));
    json_object_set_new(root, "version", json_string(FXLINT_VERSION));
    json_t *list = json_array();
    for (uint32_t i = 0; i < l->len; i++) json_array_append_new(list, report_json_diag(&l->items[i]));
    json_object_set_new(root, "diagnostics", list);
    json_object_set_new(root, "summary", summary_json(l, run));
    int rc = json_dumpf(root, f, JSON_INDENT(2) | JSON_PRESERVE_ORDER);
    json_decref(root);
    if (rc < 0 || fputc('\n', f) == EOF) return -1;
    return ferror(f) ? -1 : 0;
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
