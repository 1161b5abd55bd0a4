/* Helper threads for the pieces of a chunked parse (threads.c): each thread owns a parser, its
 * arenas and a child-walk cursor; a pipeline hands pieces to helpers a bounded number ahead of
 * the one the driving thread takes, and the driver works a piece itself rather than wait. */
#ifndef FXLINT_READABLE_THREADS_H
#define FXLINT_READABLE_THREADS_H

#include <stdbool.h>
#include <stdint.h>

#include "frontends/readable/parse.h"

/* What a thread that works pieces owns: its parser, arenas and child-walk cursor. */
typedef struct ReadableThread {
    TSParser *parser;
    Arena scratch, keep;
    TSTreeCursor cursor;
    bool have_cursor;
} ReadableThread;
void readable_thread_init(ReadableThread *t, TSParser *parser);
void readable_thread_fini(ReadableThread *t);
/* Works piece `piece` for ctx on thread t; returns its result (malloc'd, opaque). */
typedef void *(*ReadableWorkFn)(ReadableThread *t, void *ctx, uint32_t piece);
struct ReadablePipeline;
/* Starts threads - 1 helpers working pieces 0..npieces-1, a bounded number ahead of the
 * pieces taken. NULL (nothing started) when threads < 2 or there are too few pieces to share:
 * the caller works each piece itself. */
struct ReadablePipeline *readable_pipeline_start(struct ReadableParser *rp, unsigned threads, uint32_t npieces,
                                                 ReadableWorkFn work, void *ctx);
/* The result of piece k (taken in ascending order, each once; the caller owns it), worked by
 * a helper or, rather than waiting, on `own` here. */
void *readable_pipeline_take(struct ReadablePipeline *pl, ReadableThread *own, uint32_t k);
/* Stops the helpers, drops the results not taken, frees pl (NULL is ignored). */
void readable_pipeline_stop(struct ReadablePipeline *pl, void (*drop)(void *result));

#endif
