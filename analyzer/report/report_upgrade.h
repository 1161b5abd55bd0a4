/* How every report shows an upgrade audit (--compare-target): the word for a finding's place
 * between the two releases, the summary sentence, and the summary as JSON (json, SARIF, and
 * what `fxlint merge` adds up). */
#ifndef FXLINT_REPORT_UPGRADE_H
#define FXLINT_REPORT_UPGRADE_H

#include <jansson.h>

#include "base/arena.h"
#include "diag/diag.h"
#include "engine/upgrade.h"

/* "new", "gone", "both"; NULL for DELTA_NONE. */
const char *report_delta_name(DiagDelta d);
/* "12 graphs that 2.9 accepted are rejected by 2.13; 3 rejected by 2.9 are accepted (5
 * findings new, 2 gone, 7 in both)", in `a`. */
const char *report_upgrade_sentence(Arena *a, const UpgradeSummary *s);
/* {"from", "to", "new", "gone", "both", "graphs_broken", "graphs_fixed",
 * "graphs_rejected_both", "sentence"}; the caller owns the reference. */
json_t *report_upgrade_json(const UpgradeSummary *s);
/* Reads an object report_upgrade_json wrote (strings in `a`). Returns 0, or -1 when `o` is
 * not one. */
int report_upgrade_from_json(Arena *a, const json_t *o, UpgradeSummary *s);

#endif
