/* The check driver: path expansion, a work queue shared by -j pthreads (each with its own
 * Frontend, DiagList and arenas, so nothing is locked but the queue index), and the merge. */
#include "check.h"

#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "alias.h"
#include "dump.h"
#include "engine.h"

/* ---- workers ---- */

typedef struct Queue {
    const CheckOptions *opts;
    const char *const *files;
    uint32_t nfiles;
    atomic_uint next;
} Queue;

typedef struct Worker {
    Queue *queue;
    Arena run;     /* the worker's diagnostics */
    Arena file;    /* one file's text and graphs */
    Arena scratch; /* rule working memory */
    DiagList diags;
    Frontend fe;
    pthread_t thread;
    bool started;
} Worker;

static void sink_check(Frontend *fe, Graph *g)
{
    Worker *w = fe->user;
    engine_check_graph(fe->cfg, g, fe->diags, &w->scratch);
    arena_reset(&w->scratch);
}

/* Reads one input and hands its graphs to the sink. Files go through frontend_run_path (gzip,
 * streamed trace logs, FX906 when unreadable); stdin is read here so that --stdin-filename can
 * name it. */
static void run_source(Frontend *fe, Arena *a, const CheckOptions *o, const char *path)
{
    if (strcmp(path, "-") != 0) {
        frontend_run_path(fe, path, o->input_format);
        return;
    }
    const char *name = o->stdin_filename ? o->stdin_filename : "-";
    char *text;
    uint32_t len;
    Source src;
    if (source_read_file(a, path, &text, &len) != 0) {
        char buf[256];
        const char *why = strerror_r(errno, buf, sizeof buf);
        source_init(&src, a, name, "", 0);
        frontend_report(fe, &src, (Span){0, 0}, RID_FX906, "cannot read %s: %s", name, why);
        return;
    }
    source_init(&src, a, name, text, len);
    frontend_run(fe, &src, o->input_format);
}

static void *worker_main(void *arg)
{
    Worker *w = arg;
    Queue *q = w->queue;
    for (;;) {
        unsigned i = atomic_fetch_add(&q->next, 1u);
        if (i >= q->nfiles) break;
        run_source(&w->fe, &w->file, q->opts, q->files[i]);
        arena_reset(&w->file);
    }
    return NULL;
}

static void worker_init(Worker *w, Queue *q, GraphSink sink)
{
    memset(w, 0, sizeof *w);
    w->queue = q;
    arena_init(&w->run);
    arena_init(&w->file);
    arena_init(&w->scratch);
    diag_list_init(&w->diags, &w->run);
    frontend_init(&w->fe, &w->diags, q->opts->cfg, sink, w);
}

static void worker_fini(Worker *w)
{
    frontend_fini(&w->fe);
    arena_free(&w->scratch);
    arena_free(&w->file);
    arena_free(&w->run);
}

static uint32_t worker_count(int jobs, uint32_t nfiles)
{
    long n = jobs > 0 ? jobs : sysconf(_SC_NPROCESSORS_ONLN);
    if (n < 1) n = 1;
    if ((uint32_t)n > nfiles) n = nfiles;
    return (uint32_t)n;
}

void check_files(const CheckOptions *o, const char *const *files, uint32_t nfiles, DiagList *out)
{
    if (nfiles == 0) return;
    Queue q = {o, files, nfiles, 0};
    uint32_t n = worker_count(o->jobs, nfiles);
    Worker *workers = calloc(n, sizeof *workers);
    if (!workers) abort();
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    /* Deep graphs recurse in the parser and analyses: more room than the 8 MiB default. */
    pthread_attr_setstacksize(&attr, (size_t)16 << 20);
    uint32_t started = 0;
    for (uint32_t i = 0; i < n; i++) {
        worker_init(&workers[i], &q, sink_check);
        workers[i].started = pthread_create(&workers[i].thread, &attr, worker_main, &workers[i]) == 0;
        started += workers[i].started;
    }
    pthread_attr_destroy(&attr);
    /* If no thread could start, the queue is still full: drain it here. */
    if (started == 0) worker_main(&workers[0]);
    for (uint32_t i = 0; i < n; i++) {
        if (workers[i].started) pthread_join(workers[i].thread, NULL);
        diag_list_merge(out, &workers[i].diags);
        worker_fini(&workers[i]);
    }
    free(workers);
    diag_list_sort(out);
}

/* ---- parse --dump ---- */

typedef struct DumpSink {
    FILE *out;
    bool facts;
    Arena scratch;
    int ngraphs;
    bool failed; /* a write error */
} DumpSink;

static void sink_dump(Frontend *fe, Graph *g)
{
    DumpSink *d = fe->user;
    if (d->ngraphs++) fputc('\n', d->out);
    if (dump_graph(d->out, g) < 0) d->failed = true;
    if (d->facts) facts_dump(d->out, g, facts_build(&d->scratch, g));
    arena_reset(&d->scratch);
}

int check_dump(const CheckOptions *o, const char *path, bool facts, FILE *f, DiagList *out)
{
    DumpSink d = {f, facts, {0}, 0, false};
    arena_init(&d.scratch);
    Arena file;
    arena_init(&file);
    Frontend fe;
    frontend_init(&fe, out, o->cfg, sink_dump, &d);
    run_source(&fe, &file, o, path);
    frontend_fini(&fe);
    arena_free(&file);
    arena_free(&d.scratch);
    diag_list_sort(out);
    return d.failed || ferror(f) ? -1 : 0;
}
