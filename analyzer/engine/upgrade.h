/* Upgrade audits (--compare-target A with --target B): the same inputs checked under two
 * PyTorch releases, their findings matched by meaning (the semantic fingerprints of
 * baseline.h: file, rule, graph path and operands without FX's renumbering), so each finding is
 * new under B, gone under B, or in both; and per graph, whether B rejects what A accepted. */
#ifndef FXLINT_UPGRADE_H
#define FXLINT_UPGRADE_H

#include <stdint.h>

#include "diag/diag.h"

typedef struct UpgradeSummary {
    const char *from, *to;  /* the releases compared, as labels ("2.9", "newest") */
    uint32_t new_findings;  /* under `to` only */
    uint32_t gone_findings; /* under `from` only */
    uint32_t both_findings;
    uint32_t graphs_broken; /* graphs `from` accepts (no error) that `to` rejects (an error) */
    uint32_t graphs_fixed;  /* graphs `from` rejects that `to` accepts */
    uint32_t graphs_rejected_both;
} UpgradeSummary;

/* Appends to `out` every finding of `to`, marked DELTA_NEW or DELTA_BOTH (matched against
 * `from` by fingerprint, each finding of `from` matching at most one), then the findings of
 * `from` nothing matched, marked DELTA_GONE; sorts `out` (diag_list_sort). Fills the counts of
 * *s (its labels are left alone). Graphs are told apart by file and Diag.graph; a graph is
 * rejected under a release when one of its findings there is an error. */
void upgrade_diff(const DiagList *from, const DiagList *to, DiagList *out, UpgradeSummary *s);

#endif
