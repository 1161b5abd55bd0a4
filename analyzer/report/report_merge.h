/* `fxlint merge`: the JSON documents or SARIF logs that `fxlint check --shard K/N` runs wrote,
 * joined into the one an unsharded run writes. Shards split the inputs, so every file's
 * findings are in one shard: the findings are put back in the run's order (file, line, column,
 * code, message; a shard's own order among equals), counts are added up, and the input
 * lists joined. Only outputs of fxlint itself, all of one kind and one version, are read. */
#ifndef FXLINT_REPORT_MERGE_H
#define FXLINT_REPORT_MERGE_H

#include <jansson.h>
#include <stdint.h>

#include "base/arena.h"

typedef enum MergeKind { MERGE_JSON, MERGE_SARIF } MergeKind;

/* Reads the files and joins them. Returns the joined document (the caller owns it) with its
 * kind in *kind, or NULL with *error (in `a`) when a file cannot be read, is not an fxlint
 * JSON document or SARIF log, or the files mix kinds or fxlint versions. */
json_t *report_merge_files(Arena *a, const char *const *paths, uint32_t n, MergeKind *kind, const char **error);

/* A SARIF log fxlint wrote, in the shape of report_json_document, for the HTML page: the
 * findings, their locations, related locations (the origin among them), graph paths, compile
 * ids and upgrade states, and the counts SARIF keeps. SARIF holds no code frames and no list
 * of the inputs, so the page has neither. The caller owns the result. */
json_t *report_sarif_document(const json_t *sarif);

#endif
