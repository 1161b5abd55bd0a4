/* CI reporters: SARIF 2.1.0 for GitHub code scanning, GitHub workflow commands, JUnit XML, one
 * JSON document, and the per-rule statistics table. They take a sorted DiagList (after
 * suppressions and the baseline) and write machine output only; every writer returns 0, or -1
 * when the stream reports a write error (main.c turns that into exit 2). */
#ifndef FXLINT_REPORT_CI_H
#define FXLINT_REPORT_CI_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "diag/config.h"
#include "diag/diag.h"

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
} ReportRun;

/* SARIF 2.1.0, one run: tool.driver with every registered rule (id, name, descriptions and
 * help from its doc comment, default level), results with physical locations relative to the
 * cwd, related locations (the user's origin line, notes such as the HOP call), the graph path
 * as a logical location, and partialFingerprints that survive renumbered nodes; the
 * invocation's properties count what run->suppressed and run->baselined hid. */
int report_sarif(FILE *f, const DiagList *l, const ReportRun *run);
/* GitHub Actions workflow commands, `::error file=F,line=L,col=C,endLine=..,endColumn=..,
 * title=FX101 branch-input-mutation::message`, one per finding (info -> ::notice). When a
 * kind has more findings than GitHub annotates per step (10), a summary of how many are not
 * shown goes to `human` (stderr). */
int report_github(FILE *f, FILE *human, const DiagList *l);
/* JUnit XML: one testcase per input file; a file with a finding at or above the fail-on of
 * its Config fails (warning for a file not in run), its failure listing all its findings. */
int report_junit(FILE *f, const DiagList *l, const ReportRun *run);
/* One JSON document: {"tool", "version", "diagnostics": [...], "summary": {...}}. */
int report_json(FILE *f, const DiagList *l, const ReportRun *run);
/* Counts per rule, most frequent first: `    3  FX101  branch-input-mutation`. */
int report_statistics(FILE *f, const DiagList *l);

#endif
