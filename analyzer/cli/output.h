/* Where a report goes: stdout, or with -o FILE a file that appears whole or not at all (written
 * beside it under a temporary name and renamed into place when complete), so a cluster job
 * that dies half way never leaves half a report for `fxlint merge` to read. */
#ifndef FXLINT_OUTPUT_H
#define FXLINT_OUTPUT_H

#include <stdio.h>

typedef struct Output {
    FILE *f;          /* where to write */
    const char *path; /* -o FILE; NULL: stdout */
    char *tmp;        /* the temporary file being written (malloc'd) */
} Output;

/* Opens `path` for writing (NULL or "-": stdout). Returns 0, or -1 after saying why on stderr. */
int output_open(Output *o, const char *path);
/* Finishes: flushes, and for a file renames it into place when `ok` and every write
 * succeeded, else removes it. Returns 0, or -1 after saying why on stderr. */
int output_close(Output *o, int ok);

#endif
