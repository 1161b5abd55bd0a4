/* Baselines: the findings a project has accepted, written once (`--write-baseline FILE`) and
 * subtracted from later runs (`--baseline FILE`). Findings are keyed by a semantic fingerprint
 * (rule, file, graph path and operands without node-number noise: Diag.key, normalised), so a
 * model printed again with renumbered nodes reports nothing new while a new defect still
 * shows. Counts matter: two identical findings in the baseline excuse two, not three. */
#ifndef FXLINT_BASELINE_H
#define FXLINT_BASELINE_H

#include <stdbool.h>
#include <stdint.h>

#include "base/arena.h"
#include "diag/diag.h"

/* The finding's semantic key with numbering noise removed: identifiers lose a trailing `_N`
 * (add_3 -> add, true_graph_0 -> true_graph). Without a rule key (input problems) it is the
 * code, graph path and message, normalised the same way. In `a`; never NULL. */
const char *baseline_semantic_key(Arena *a, const Diag *d);
/* 32 lowercase hex digits (and a NUL) hashing s: two 64-bit FNV-1a digests. Not for security. */
void baseline_hash_hex(const char *s, char hex[33]);
/* The fingerprint of a finding relative to the cwd: the hash of the file (relative to the
 * cwd) and the semantic key; a baseline file hashes the path relative to its own folder. In `a`. */
const char *baseline_fingerprint(Arena *a, const Diag *d);

typedef struct Baseline Baseline;

/* Reads a baseline file written by baseline_write. Returns it (in `a`), or NULL with
 * *error = "path: what" in `a` when it cannot be read or is not a baseline. */
Baseline *baseline_read(Arena *a, const char *path, const char **error);
/* Removes from `l` each finding the baseline still has a count for (using up one count per
 * finding, in list order). Files are keyed by their path relative to the baseline file's
 * folder, so the same baseline works from any working directory. Returns how many were
 * removed. */
uint32_t baseline_filter(Baseline *b, DiagList *l);

/* An entry whose finding is gone. */
typedef struct BaselineStale {
    const char *file, *code, *message; /* as the baseline records them */
    uint32_t count;                    /* how many of its count no finding used */
} BaselineStale;
/* After baseline_filter: the entries not (fully) used by a finding of one of `inputs` (the
 * files this run checked, as named), or naming a file that no longer exists; entries of
 * files the run did not check are not stale. Writes up to `cap` of them to out (strings in
 * the baseline's arena) and returns how many there are. */
uint32_t baseline_stale(Baseline *b, const char *const *inputs, uint32_t n, BaselineStale *out, uint32_t cap);

/* Writes every finding of `l` as a baseline (sorted, one entry per fingerprint with its
 * count, paths relative to the file's folder), replacing the file atomically. When the file
 * exists, its entries for files that are not among `inputs` (this run's files) and still
 * exist are kept, so a run over some files rewrites only their entries; stale entries of the
 * checked files are dropped. Returns 0, or -1 with *error in `a`. */
int baseline_write(Arena *a, const char *path, const DiagList *l, const char *const *inputs, uint32_t ninputs,
                   const char **error);

#endif
