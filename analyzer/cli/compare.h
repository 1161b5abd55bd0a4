/* --compare-target A (upgrade audits): the same inputs checked under release A and under the
 * target release, and their findings joined into one list, each marked new, gone or in both
 * (engine/upgrade.h does the matching). */
#ifndef FXLINT_COMPARE_H
#define FXLINT_COMPARE_H

#include "cli/check.h"
#include "engine/upgrade.h"

/* Runs check_run under `r` with the target forced to from_target (labelled from_label), then
 * under `r` as it is (labelled to_label, or, when NULL, by the target the inputs' settings
 * give), and writes the joined findings to `out`. *res is the second run's (its `failed` counts
 * findings under the target: new or in both). Returns 0, or -1 with *error. */
int compare_run(Arena *a, const CheckRun *r, int from_target, const char *from_label, const char *to_label,
                const char *const *paths, int npaths, DiagList *out, CheckResult *res, UpgradeSummary *sum,
                const char **error);

#endif
