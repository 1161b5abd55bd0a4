/* Graphs of one file parsed and checked on the driver's threads (see graph_pool.h): jobs,
 * the queue they wait in, and the in-order commit on the reading thread. */
#include "cli/graph_pool.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "base/budget.h"
#include "engine/engine.h"
#include "frontends/dispatch.h"

/* In flight per file (copied, queued, running or done but not committed): enough for the
 * other threads to stay busy while the reader cuts the next graphs out, few enough that a
 * file of 100,000 graphs is still checked in a few MiB. */
#define JOBS_PER_FILE 32
#define BYTES_PER_FILE ((size_t)8 << 20)
/* A graph this large (or in a mapped file) is parsed on the reading thread, with the threads
 * the file was given, from where it lies: no copy of it is made. */
#define INLINE_BYTES ((uint32_t)1 << 20)

struct PoolJob {
    PoolJob *next;         /* in the pool's queue */
    PoolJob *next_in_file; /* in its file's list */
    bool done;             /* under the pool's lock for queued jobs */
    const Config *cfg;
    Budget *budget;        /* the reading thread's (NULL: none) */
    InputFormat fmt;
    Source src;
    GraphLabel label;
    bool has_label;
    size_t bytes;          /* of its copy */
    Arena arena;           /* its findings' strings and its graph's label */
    DiagList diags;        /* the reader's findings before the graph, then the graph's */
    PoolGraph graph;
    _Alignas(8) unsigned char copy[]; /* line tables, text, label strings of a queued job */
};

void graph_pool_init(GraphPool *p, unsigned threads)
{
    memset(p, 0, sizeof *p);
    p->ahead = 4 * threads;
    p->threads = threads;
    pthread_mutex_init(&p->mu, NULL);
    pthread_cond_init(&p->work, NULL);
    pthread_cond_init(&p->done, NULL);
}

void graph_pool_fini(GraphPool *p)
{
    pthread_cond_destroy(&p->done);
    pthread_cond_destroy(&p->work);
    pthread_mutex_destroy(&p->mu);
}

/* The sink of a pool thread's Frontend: every rule on the job's graph. */
static void job_sink(Frontend *fe, Graph *g)
{
    PoolThread *t = fe->user;
    PoolJob *j = t->job;
    engine_check_graph(fe->cfg, g, fe->diags, &t->scratch);
    arena_reset(&t->scratch);
    j->graph.produced = true;
    if (g->compile_id.len) j->graph.compile_id = str_make(arena_strndup(&j->arena, g->compile_id.ptr, g->compile_id.len), g->compile_id.len);
    if (g->event.len) j->graph.event = str_make(arena_strndup(&j->arena, g->event.ptr, g->event.len), g->event.len);
}

void pool_thread_init(PoolThread *t)
{
    memset(t, 0, sizeof *t);
    atomic_init(&t->job_deadline, 0);
    arena_init(&t->graph);
    arena_init(&t->scratch);
    frontend_init(&t->fe, NULL, NULL, job_sink, t);
}

void pool_thread_fini(PoolThread *t)
{
    frontend_fini(&t->fe);
    arena_free(&t->scratch);
    arena_free(&t->graph);
}

/* ---- jobs ---- */

static char *copy_str(unsigned char **at, const char *s)
{
    if (!s) return NULL;
    size_t n = strlen(s) + 1;
    char *d = memcpy(*at, s, n);
    *at += n;
    return d;
}

/* A job for the graph src, on the reading thread: with `copy`, everything it reads is copied
 * into it (the reader reuses its buffers as soon as the handoff returns); else it points at
 * the caller's. */
static PoolJob *job_new(const Config *cfg, const Source *src, InputFormat fmt, const GraphLabel *label, bool copy)
{
    size_t lines = (size_t)src->nlines * sizeof(uint32_t);
    size_t extra = 0;
    if (copy) {
        extra = lines * (1 + (src->root_line != NULL) + (src->col_shift != NULL)) + src->len + 1;
        if (label) extra += (label->event ? strlen(label->event) + 1 : 0) + (label->compile_id ? strlen(label->compile_id) + 1 : 0);
    }
    PoolJob *j = malloc(sizeof *j + extra);
    if (!j) abort();
    memset(j, 0, sizeof *j);
    j->cfg = cfg;
    j->budget = budget_current();
    j->fmt = fmt;
    j->src = *src;
    j->bytes = extra;
    arena_init(&j->arena);
    diag_list_init(&j->diags, &j->arena);
    if (label) j->label = *label, j->has_label = true;
    if (!copy) return j;
    unsigned char *at = j->copy;
    j->src.line_starts = memcpy(at, src->line_starts, lines), at += lines;
    if (src->root_line) j->src.root_line = memcpy(at, src->root_line, lines), at += lines;
    if (src->col_shift) j->src.col_shift = memcpy(at, src->col_shift, lines), at += lines;
    char *text = memcpy(at, src->text, src->len);
    text[src->len] = 0;
    j->src.text = text;
    at += src->len + 1;
    j->src.mapped = false;
    if (label) {
        j->label.event = copy_str(&at, label->event);
        j->label.compile_id = copy_str(&at, label->compile_id);
    }
    return j;
}

static void job_free(PoolJob *j)
{
    arena_free(&j->arena);
    free(j);
}

/* Parses and checks j on thread t with `threads` threads for its pieces, under its file's
 * budget: when that is spent, the graph is left unchecked (the reader reports the file given
 * up). */
static void job_run(PoolThread *t, PoolJob *j, unsigned threads)
{
    Budget *was = budget_bind(j->budget);
    atomic_store(&t->job_deadline, j->budget ? j->budget->deadline_ns : 0);
    if (!budget_expired()) {
        t->fe.cfg = j->cfg;
        t->fe.diags = &j->diags;
        t->fe.threads = threads;
        t->job = j;
        frontend_emit_graph(&t->fe, &j->src, j->fmt, &t->graph, j->has_label ? &j->label : NULL);
        arena_reset(&t->graph);
        t->job = NULL;
    }
    atomic_store(&t->job_deadline, 0);
    budget_bind(was);
}

/* Takes the oldest queued job and runs it on t. Lock held (released while it runs). */
static void run_next_locked(GraphPool *p, PoolThread *t)
{
    PoolJob *j = p->head;
    p->head = j->next;
    if (!p->head) p->tail = NULL;
    p->queued--;
    pthread_mutex_unlock(&p->mu);
    job_run(t, j, 1);
    pthread_mutex_lock(&p->mu);
    j->done = true;
    pthread_cond_broadcast(&p->done);
}

/* ---- helpers ---- */

void graph_pool_reader_begin(GraphPool *p, bool *reading)
{
    pthread_mutex_lock(&p->mu);
    if (!*reading) p->reading++;
    *reading = true;
    pthread_mutex_unlock(&p->mu);
}

void graph_pool_reader_end(GraphPool *p, bool *reading)
{
    pthread_mutex_lock(&p->mu);
    if (*reading && --p->reading == 0) pthread_cond_broadcast(&p->work);
    *reading = false;
    pthread_mutex_unlock(&p->mu);
}

void graph_pool_help(GraphPool *p, PoolThread *t)
{
    pthread_mutex_lock(&p->mu);
    for (;;) {
        if (p->head) {
            run_next_locked(p, t);
            continue;
        }
        if (!p->reading) break;
        p->idle++;
        pthread_cond_wait(&p->work, &p->mu);
        p->idle--;
    }
    pthread_mutex_unlock(&p->mu);
}

/* ---- the reading thread ---- */

/* Moves the reader's findings since the last graph (diags[mark, len)) to the end of `to`. */
static void take_reader_diags(PoolFile *f, DiagList *to)
{
    DiagList *l = f->diags;
    if (l->len <= f->mark) return;
    DiagList tail = {l->arena, l->items + f->mark, l->len - f->mark, l->len - f->mark};
    diag_list_merge(to, &tail);
    l->len = f->mark;
}

/* The file's oldest job is done: its findings go to the reader's list, then the caller's
 * accounting of the graph. */
static void commit_first(PoolFile *f)
{
    PoolJob *j = f->first;
    f->first = j->next_in_file;
    if (!f->first) f->last = NULL;
    f->inflight--;
    f->inflight_bytes -= j->bytes;
    diag_list_merge(f->diags, &j->diags);
    if (f->commit) f->commit(f->user, &j->graph);
    job_free(j);
}

/* Commits the file's jobs that are done, in order; runs queued jobs while more are queued
 * than the helpers can be expected to take soon (a reader that parses each graph it queues
 * as soon as a helper is busy would leave that helper idle while it parses); and while the
 * file has too much in flight (with `all`: anything), runs queued jobs or waits for its own. */
static void settle(PoolFile *f, bool all)
{
    GraphPool *p = f->pool;
    pthread_mutex_lock(&p->mu);
    for (;;) {
        while (f->first && f->first->done) {
            pthread_mutex_unlock(&p->mu);
            commit_first(f);
            pthread_mutex_lock(&p->mu);
        }
        bool over = f->first && (all || f->inflight > JOBS_PER_FILE || f->inflight_bytes > BYTES_PER_FILE);
        if (p->queued > p->ahead || (over && p->queued)) {
            run_next_locked(p, f->self);
            continue;
        }
        if (!over) break;
        pthread_cond_wait(&p->done, &p->mu);
    }
    pthread_mutex_unlock(&p->mu);
}

/* Whether every thread reads a file: then no thread would take a queued job before its reader
 * gets to it. */
static bool all_reading(GraphPool *p)
{
    pthread_mutex_lock(&p->mu);
    bool all = p->reading >= p->threads;
    pthread_mutex_unlock(&p->mu);
    return all;
}

static int pool_take(GraphHandoff *h, Frontend *fe, const Source *src, InputFormat fmt, Arena *a, const GraphLabel *label)
{
    PoolFile *f = (PoolFile *)h;
    if (!f->first && all_reading(f->pool)) {
        /* nothing before it waits to be committed: the reader's own sink takes it in order */
        fe->handoff = NULL;
        int n = frontend_emit_graph(fe, src, fmt, a, label);
        fe->handoff = h;
        f->mark = f->diags->len;
        return n;
    }
    bool here = src->mapped || src->len >= INLINE_BYTES;
    PoolJob *j = job_new(fe->cfg, src, fmt, label, !here);
    take_reader_diags(f, &j->diags);
    if (f->last) f->last->next_in_file = j;
    else f->first = j;
    f->last = j;
    f->inflight++;
    f->inflight_bytes += j->bytes;
    if (here) {
        /* never queued: only this thread sees it */
        job_run(f->self, j, f->threads);
        j->done = true;
    } else {
        GraphPool *p = f->pool;
        pthread_mutex_lock(&p->mu);
        if (p->tail) p->tail->next = j;
        else p->head = j;
        p->tail = j;
        p->queued++;
        if (p->idle) pthread_cond_signal(&p->work);
        pthread_mutex_unlock(&p->mu);
    }
    settle(f, false);
    f->mark = f->diags->len;
    return 1;
}

void pool_file_begin(PoolFile *f, GraphPool *p, PoolThread *self, unsigned threads, DiagList *diags,
                     void (*commit)(void *user, const PoolGraph *g), void *user)
{
    memset(f, 0, sizeof *f);
    f->handoff.take = pool_take;
    f->pool = p;
    f->self = self;
    f->threads = threads;
    f->diags = diags;
    f->mark = diags->len;
    arena_init(&f->hold);
    f->commit = commit;
    f->user = user;
}

void pool_file_end(PoolFile *f)
{
    /* what the reader found after its last graph comes after that graph's findings */
    DiagList held;
    diag_list_init(&held, &f->hold);
    take_reader_diags(f, &held);
    settle(f, true);
    diag_list_merge(f->diags, &held);
    arena_free(&f->hold);
    f->mark = f->diags->len;
}
