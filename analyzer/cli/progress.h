/* The one-line progress display of `fxlint check` on a terminal: inputs done of all, MB/s,
 * findings so far and the time left, redrawn on stderr a few times a second and erased when
 * the check ends. Only on a terminal: never in output that a program reads. */
#ifndef FXLINT_PROGRESS_H
#define FXLINT_PROGRESS_H

#include <stdbool.h>
#include <stdio.h>

#include "cli/check.h"

typedef struct Progress Progress;

/* Whether a progress display belongs on `f`: it is a terminal, TERM is not "dumb", and the
 * user did not say --no-progress. */
bool progress_wanted(FILE *f, bool no_progress);
/* Starts drawing `p` on `f` from a thread of its own. Returns the display (malloc'd), or NULL
 * when no thread could start (then there is no display). */
Progress *progress_start(FILE *f, CheckProgress *p);
/* Stops the display and erases its line; NULL is a no-op. */
void progress_stop(Progress *d);
/* The line drawn for counters `p` after `elapsed` seconds, into buf (at most `width` columns;
 * exposed for tests). */
void progress_format(char *buf, size_t size, const CheckProgress *p, double elapsed, unsigned width);

#endif
