/* The graphs of one file checked on all of the check driver's threads. A file's reader (the
 * splitter, TORCH_TRACE, TORCH_LOGS) hands each graph it cuts out to the pool through the
 * front ends' GraphHandoff; the graph's text is copied into a job, a bounded number of jobs
 * per file, and any thread with no file of its own to read parses and checks queued jobs,
 * each thread with its own Frontend and arenas. The reading thread takes results back in the
 * file's order, so the findings, their order and the graph ordinals are those a single thread
 * gives. Threads are shared between files and graphs: a thread reads files while there are
 * files to read, then helps with the graphs of the files still being read. While every thread
 * reads a file of its own (the bulk of an audit), a reader with nothing in flight checks its
 * graphs itself, as with one thread: no copy, no queue. */
#ifndef FXLINT_GRAPH_POOL_H
#define FXLINT_GRAPH_POOL_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/arena.h"
#include "base/str.h"
#include "diag/diag.h"
#include "frontends/graph_emit.h"

typedef struct PoolJob PoolJob;

typedef struct GraphPool {
    pthread_mutex_t mu;
    pthread_cond_t work; /* helpers wait here: a job was queued, or no file is left being read */
    pthread_cond_t done; /* readers wait here: a job finished */
    PoolJob *head, *tail; /* queued jobs, oldest first */
    uint32_t queued;
    uint32_t idle;       /* helpers waiting for work */
    uint32_t ahead;      /* queued jobs a reader leaves to the helpers before it runs one */
    uint32_t reading;    /* threads reading a file (or about to take one) */
    uint32_t threads;    /* all of them: while every one reads a file, none would take a job */
} GraphPool;

/* What one thread parses and checks graphs with (its own parser, arenas). */
typedef struct PoolThread {
    Frontend fe;
    Arena graph;   /* the nodes of the graph being checked */
    Arena scratch; /* rule working memory */
    PoolJob *job;  /* the job being run */
    /* the deadline (budget_now_ns) of the file whose graph it runs, for the driver's watchdog:
     * 0 while it runs none, or that file has no --file-timeout */
    atomic_ullong job_deadline;
    double cpu_s;  /* CPU time of the thread, measured when it has no more work */
} PoolThread;

/* What a graph came to, as the reader's thread commits it, in file order. */
typedef struct PoolGraph {
    bool produced;          /* a graph was checked (its findings and the reader's before it
                               are now the last ones of the reader's list) */
    Str compile_id, event;  /* the graph's label (empty: none); valid during the call */
} PoolGraph;

/* One file being read on one thread: set file->handoff as the reader's Frontend.handoff. */
typedef struct PoolFile {
    GraphHandoff handoff;
    GraphPool *pool;
    PoolThread *self;   /* the reading thread's own means to run jobs */
    unsigned threads;   /* threads a graph run on the reading thread may use (Frontend.threads) */
    DiagList *diags;    /* the reader's list: findings end up here in file order */
    uint32_t mark;      /* diags[mark, len) are the reader's own since it last handed on a graph */
    PoolJob *first, *last; /* its jobs not committed yet, in file order */
    uint32_t inflight;
    size_t inflight_bytes;
    Arena hold;         /* the reader's last findings, held while the jobs before them commit */
    /* called for each graph as it is committed, with the findings of the graph in diags */
    void (*commit)(void *user, const PoolGraph *g);
    void *user;
} PoolFile;

/* A pool for the driver's `threads` threads. */
void graph_pool_init(GraphPool *p, unsigned threads);
void graph_pool_fini(GraphPool *p);

/* A thread's means to run jobs: a Frontend of its own (fini releases its parser). */
void pool_thread_init(PoolThread *t);
void pool_thread_fini(PoolThread *t);

/* A thread is about to take a file from the driver's queue, and the end of that (whether it got
 * one or not): helpers stop only when no thread is reading and nothing is queued. *reading is
 * the thread's own mark, under the pool's lock, so that the end is counted once when the
 * driver's watchdog ends it for a thread it leaves behind (which may end it again later). */
void graph_pool_reader_begin(GraphPool *p, bool *reading);
void graph_pool_reader_end(GraphPool *p, bool *reading);
/* Runs queued jobs on t until none is queued and no thread is reading. */
void graph_pool_help(GraphPool *p, PoolThread *t);

/* Starts a file read on the thread `self` whose findings go to `diags`; commit (may be NULL)
 * is called per graph in file order. Then set fe->handoff = &f->handoff. The file's graphs are
 * checked under the budget (--file-timeout) bound to the reading thread when they are handed
 * over, on whatever thread runs them: once it is spent, a graph not yet begun is skipped. */
void pool_file_begin(PoolFile *f, GraphPool *p, PoolThread *self, unsigned threads, DiagList *diags,
                     void (*commit)(void *user, const PoolGraph *g), void *user);
/* The reader is done: waits for (or runs) the file's jobs and commits them, the reader's own
 * last findings after them. Frees what the file held. */
void pool_file_end(PoolFile *f);

#endif
