/* CI reporters: SARIF 2.1.0 for GitHub code scanning, GitHub workflow commands, JUnit XML, one
 * JSON document, and the per-rule statistics table. They take a sorted DiagList (after
 * suppressions and the baseline) and write machine output only; every writer returns 0, or -1
 * when the stream reports a write error (main.c turns that into exit 2). */
#ifndef FXLINT_REPORT_CI_H
#define FXLINT_REPORT_CI_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include <jansson.h>

#include "diag/config.h"
#include "diag/diag.h"
#include "diag/inputs.h"
#include "engine/upgrade.h"

/* What the run did besides the findings it reports, for summaries. */
typedef struct ReportRun {
    const char *const *files; /* the inputs checked, as diagnostics name them */
    const Config *const *cfgs; /* the Config of each (its fail-on decides JUnit failures) */
    uint32_t nfiles;
    uint32_t suppressed;      /* findings dropped by suppression comments */
    uint32_t baselined;       /* findings dropped by --baseline */
    uint32_t not_dumps;       /* inputs that held nothing PyTorch printed */
    uint32_t excluded;        /* inputs a config file's exclude dropped */
    uint32_t stale;           /* baseline entries whose finding is gone */
    const InputInfo *inputs;  /* what each input held, parallel to files; NULL: unknown */
    const UpgradeSummary *upgrade; /* --compare-target; NULL: no comparison */
} ReportRun;

/* SARIF 2.1.0, one run: tool.driver with every registered rule (id, name, descriptions and
 * help from its doc comment, default level), results with physical locations relative to the
 * cwd, related locations (the user's origin line, notes such as the HOP call), the graph path
 * as a logical location, and partialFingerprints that survive renumbered nodes; the
 * invocation's properties count what run->suppressed and run->baselined hid. */
int report_sarif(FILE *f, const DiagList *l, const ReportRun *run);
/* The most results one SARIF run holds: what GitHub code scanning accepts in one upload. */
#define REPORT_SARIF_MAX_RESULTS 25000u
/* The notification a SARIF run gets when it holds only the first REPORT_SARIF_MAX_RESULTS of
 * nfindings findings (its message starts with nfindings); the caller owns the reference. */
json_t *report_sarif_limit_note(uint32_t nfindings);
/* GitHub Actions workflow commands, `::error file=F,line=L,col=C,endLine=..,endColumn=..,
 * title=FX101 branch-input-mutation::message`, one per finding (info -> ::notice). When a
 * kind has more findings than GitHub annotates per step (10), a summary of how many are not
 * shown goes to `human` (stderr). */
int report_github(FILE *f, FILE *human, const DiagList *l);
/* JUnit XML: one testcase per input file; a file with a finding at or above the fail-on of
 * its Config fails (warning for a file not in run), its failure listing all its findings. */
int report_junit(FILE *f, const DiagList *l, const ReportRun *run);
/* One JSON document: {"tool", "version", "diagnostics": [...], "summary": {...}, "inputs":
 * [...]} (report_json_document), indented. */
int report_json(FILE *f, const DiagList *l, const ReportRun *run);
/* The document report_json writes; the caller owns the reference. The summary counts files,
 * graphs, findings by severity and by rule, what comments and the baseline hid, and with
 * --compare-target the upgrade summary; "inputs" lists each input (sorted by name) with its
 * graphs, a log's grouped by compile id. */
json_t *report_json_document(const DiagList *l, const ReportRun *run);
/* Writes a document as report_json does. Returns 0, or -1 on a write error. */
int report_json_write(FILE *f, json_t *doc);
/* The whole run as one self-contained HTML page (report_html.c); --format html. */
int report_html(FILE *f, const DiagList *l, const ReportRun *run);
/* The page for a document in the shape of report_json_document (what `fxlint merge` joined). */
int report_html_document(FILE *f, const json_t *doc);
/* Counts per rule, most frequent first: `    3  FX101  branch-input-mutation`. */
int report_statistics(FILE *f, const DiagList *l);

#endif
