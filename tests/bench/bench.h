/* Shared by the benchmarks: a growable text buffer to synthesise dumps, and clocks. */
#ifndef FXLINT_BENCH_H
#define FXLINT_BENCH_H

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

typedef struct Buf {
    char *p;
    size_t len, cap;
} Buf;

/* printf-appends to b, growing it; aborts when out of memory. */
static void put(Buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3), unused));
static void put(Buf *b, const char *fmt, ...)
{
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        int n = vsnprintf(b->p + b->len, b->cap - b->len, fmt, ap);
        va_end(ap);
        if (n >= 0 && (size_t)n < b->cap - b->len) {
            b->len += (size_t)n;
            return;
        }
        b->cap = b->cap * 2 + (size_t)(n > 0 ? n : 0) + 1;
        b->p = realloc(b->p, b->cap);
        if (!b->p) abort();
    }
}

/* Seconds on clock id (CLOCK_MONOTONIC, CLOCK_PROCESS_CPUTIME_ID). */
static inline double clock_s(clockid_t id)
{
    struct timespec ts;
    clock_gettime(id, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

#endif
