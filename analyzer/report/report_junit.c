/* `--format junit`: JUnit XML for CI test dashboards: one testcase per input file, failed when
 * it has a finding at or above the fail-on severity, the failure listing all its findings. */
#include "report/report_ci.h"

#include <stdlib.h>
#include <string.h>

#include "diag/rules.h"
#include "report/markup.h"
#include "report/report_upgrade.h"

/* Writes s as XML text or attribute content (NULL as nothing). */
static void put_xml(FILE *f, const char *s)
{
    if (s) report_put_markup(f, s, strlen(s));
}

typedef struct Case {
    const char *file;
    const Config *cfg; /* NULL: a file the run does not list */
    uint32_t count;    /* findings in the file */
    uint32_t first;    /* index of its first finding (the list is sorted by file) */
    bool failed;
} Case;

static bool fails(const Config *cfg, Severity sev)
{
    if (!cfg) return sev >= SEV_WARNING;
    return !cfg->fail_never && sev >= cfg->fail_on;
}

/* The cases by file name, for lookups in log time: a run may check thousands of files. */
typedef struct CaseIndex {
    Case **sorted;
    uint32_t n;
} CaseIndex;

static int cmp_case(const void *a, const void *b)
{
    return strcmp((*(Case *const *)a)->file, (*(Case *const *)b)->file);
}

static Case *case_for(const CaseIndex *ix, const char *file)
{
    Case key = {.file = file}, *kp = &key;
    Case **hit = ix->n ? bsearch(&kp, ix->sorted, ix->n, sizeof *ix->sorted, cmp_case) : NULL;
    return hit ? *hit : NULL;
}

/* Adds c to the index, keeping it sorted (an insertion: new files come one at a time). */
static void case_index_add(CaseIndex *ix, Case *c)
{
    uint32_t lo = 0, hi = ix->n;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (strcmp(ix->sorted[mid]->file, c->file) < 0) lo = mid + 1;
        else hi = mid;
    }
    memmove(ix->sorted + lo + 1, ix->sorted + lo, (ix->n - lo) * sizeof *ix->sorted);
    ix->sorted[lo] = c;
    ix->n++;
}

static void put_case(FILE *f, const DiagList *l, const Case *c)
{
    fputs("    <testcase classname=\"fxlint\" name=\"", f);
    put_xml(f, c->file);
    fputs("\" file=\"", f);
    put_xml(f, c->file);
    fputs("\" time=\"0\"", f);
    if (!c->count) {
        fputs("/>\n", f);
        return;
    }
    fputs(">\n", f);
    fputs(c->failed ? "      <failure type=\"fxlint\" message=\"" : "      <system-out>", f);
    if (c->failed) fprintf(f, "%u finding%s\">", c->count, c->count == 1 ? "" : "s");
    uint32_t shown = 0;
    for (uint32_t i = c->first; i < l->len && shown < c->count; i++) {
        const Diag *d = &l->items[i];
        if (strcmp(d->file ? d->file : "-", c->file) != 0) continue;
        shown++;
        const RuleInfo *r = &rule_table[d->rule];
        put_xml(f, d->file);
        fprintf(f, ":%u:%u", d->line, d->col);
        /* a TORCH_TRACE finding: its compile and artifact, as the text format says them */
        if (d->compile_id) {
            fputs(" [", f);
            put_xml(f, d->compile_id);
            fputc(']', f);
        }
        if (d->event) {
            fputc(' ', f);
            put_xml(f, d->event);
        }
        fprintf(f, ": %s: ", severity_name(d->severity));
        put_xml(f, d->message);
        fprintf(f, " [%s %s]", r->code, r->name);
        if (d->delta != DELTA_NONE) fprintf(f, " [upgrade: %s]", report_delta_name(d->delta));
        fputc('\n', f);
        if (d->has_origin) {
            fputs("  origin: ", f);
            put_xml(f, d->origin.file);
            fprintf(f, ":%u", d->origin.line);
            if (d->origin.code && *d->origin.code) {
                fputs(": ", f);
                put_xml(f, d->origin.code);
            }
            fputc('\n', f);
        }
    }
    fputs(c->failed ? "</failure>\n" : "</system-out>\n", f);
    fputs("    </testcase>\n", f);
}

int report_junit(FILE *f, const DiagList *l, const ReportRun *run)
{
    uint32_t nfiles = run ? run->nfiles : 0;
    Case *cases = calloc((size_t)nfiles + l->len + 1, sizeof *cases);
    Case **sorted = calloc((size_t)nfiles + l->len + 1, sizeof *sorted);
    if (!cases || !sorted) abort();
    CaseIndex ix = {sorted, 0};
    uint32_t n = 0;
    for (uint32_t i = 0; i < nfiles; i++)
        if (!case_for(&ix, run->files[i])) {
            cases[n] = (Case){run->files[i], run->cfgs ? run->cfgs[i] : NULL, 0, 0, false};
            case_index_add(&ix, &cases[n++]);
        }
    for (uint32_t i = 0; i < l->len; i++) {
        const Diag *d = &l->items[i];
        const char *file = d->file ? d->file : "-";
        Case *c = case_for(&ix, file);
        if (!c) {
            c = &cases[n++];
            *c = (Case){file, NULL, 0, i, false};
            case_index_add(&ix, c);
        }
        if (!c->count) c->first = i;
        c->count++;
        c->failed |= d->delta != DELTA_GONE && fails(c->cfg, d->severity);
    }
    uint32_t failures = 0;
    for (uint32_t i = 0; i < n; i++) failures += cases[i].failed;
    fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", f);
    fprintf(f, "<testsuites name=\"fxlint\" tests=\"%u\" failures=\"%u\" errors=\"0\">\n", n, failures);
    fprintf(f, "  <testsuite name=\"fxlint\" tests=\"%u\" failures=\"%u\" errors=\"0\" skipped=\"0\">\n", n, failures);
    if (run && run->upgrade) {
        Arena a;
        arena_init(&a);
        fputs("    <properties>\n      <property name=\"fxlint.compare\" value=\"", f);
        put_xml(f, report_upgrade_sentence(&a, run->upgrade));
        fputs("\"/>\n    </properties>\n", f);
        arena_free(&a);
    }
    for (uint32_t i = 0; i < n; i++) put_case(f, l, &cases[i]);
    fputs("  </testsuite>\n</testsuites>\n", f);
    free(sorted);
    free(cases);
    return ferror(f) ? -1 : 0;
}
