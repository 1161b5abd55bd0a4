/* The out-of-memory handler of the process and the per-thread context its message names. */
#include "base/oom.h"

#include <stdio.h>
#include <stdlib.h>

static OomHandler handler;
static _Thread_local const char *context;

void oom_set_handler(OomHandler h) { handler = h; }

void oom_set_context(const char *what) { context = what; }

_Noreturn void oom_fail(size_t size)
{
    if (handler) handler(size, context);
    fprintf(stderr, "fxlint: out of memory (asked for %zu bytes%s%s)\n", size, context ? " while reading " : "",
            context ? context : "");
    abort();
}

void *oom_malloc(size_t size)
{
    void *p = malloc(size ? size : 1);
    if (!p) oom_fail(size);
    return p;
}

void *oom_realloc(void *p, size_t size)
{
    void *q = realloc(p, size ? size : 1);
    if (!q) oom_fail(size);
    return q;
}
