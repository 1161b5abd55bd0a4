/* The check driver: expands paths into files, runs -j worker threads (each with its own
 * Frontend, DiagList and arenas) and merges their findings in one order whatever -j is. */
#ifndef FXLINT_CHECK_H
#define FXLINT_CHECK_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "config.h"
#include "diag.h"
#include "frontend.h"

typedef struct CheckOptions {
    const Config *cfg;
    InputFormat input_format;   /* FMT_AUTO: detected per file */
    const char *stdin_filename; /* the name "-" is reported under; NULL: "-" */
    int jobs;                   /* worker threads; 0: one per core */
} CheckOptions;

/* Checks every file and appends the findings to `out`, merged and sorted (diag_list_sort).
 * Bad input never stops the batch; it becomes FX9xx diagnostics. */
void check_files(const CheckOptions *o, const char *const *files, uint32_t nfiles, DiagList *out);

/* `fxlint parse --dump`: writes the graph model of each graph in `path` to f (and with
 * `facts` the alias facts); front-end findings go to `out`. Returns 0, or -1 when the dump
 * could not be written. */
int check_dump(const CheckOptions *o, const char *path, bool facts, FILE *f, DiagList *out);

#endif
