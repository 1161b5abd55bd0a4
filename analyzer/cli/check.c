/* The check driver: a work queue shared by -j pthreads (each with its own Frontend, DiagList
 * and arenas; each input's results merged under one lock as it is done), a watchdog for
 * --file-timeout, the graphs of a file shared by the threads that have no file left to read
 * (graph_pool.c), and around it the settings of each input (config files), suppression
 * comments and the baseline. */
#include "cli/check.h"

#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "analysis/alias.h"
#include "engine/baseline.h"
#include "model/dump.h"
#include "engine/engine.h"
#include "base/budget.h"
#include "base/oom.h"
#include "base/paths.h"
#include "cli/graph_pool.h"
#include "frontends/graph_memo.h"
#include "cli/shard.h"
#include "diag/rules.h"
#include "engine/suppress.h"

/* ---- workers ---- */

/* How long a worker may go on after its budget was raised before the watchdog leaves it
 * running and hands its files to a new worker: the cooperative stop (rules, trace records,
 * tree-sitter) comes well within it; only a loop that polls nothing (or a blocked read of
 * stdin) outlasts it. */
#define ABANDON_GRACE_NS (2000u * 1000000u)

typedef struct Worker Worker;

typedef struct Queue {
    const CheckOptions *opts;
    const char *const *files;
    uint32_t nfiles;
    atomic_uint next;
    GraphSink sink;
    uint32_t fe_threads; /* each worker's front end parses one file's pieces on this many */
    GraphPool *pool;     /* NULL: each graph is checked where it is read */
    GraphPool pool_mem;
    /* Results, merged after each file under mu, so a worker left running loses only the file
     * it is stuck on. */
    pthread_mutex_t mu;
    pthread_cond_t cv;   /* a worker finished (the watchdog waits on it); CLOCK_MONOTONIC */
    DiagList *out;
    Str stdin_text;      /* in out's arena: for suppression comments (stdin cannot be read again) */
    uint32_t running;    /* workers neither finished nor abandoned */
    uint32_t abandoned;
    bool closed;         /* the driver took the results: a late worker discards its own */
    Worker *workers;     /* every worker ever started, newest first */
} Queue; /* on the heap, and kept when a worker was left running: it may still take mu */

struct Worker {
    Queue *queue;
    Arena run;     /* the current file's diagnostics */
    Arena file;    /* one file's text and graphs */
    Arena scratch; /* rule working memory */
    DiagList diags;
    Frontend fe;
    GraphMemo *memo; /* the current input's graphs checked clean (a repeat is not checked again) */
    /* the input being checked: its graphs so far, and the first finding not yet given to one */
    InputInfo info;
    VEC(GraphRef) refs;
    uint32_t graph_first;
    Budget budget;  /* --file-timeout of the current file */
    atomic_ullong since; /* budget_now_ns() when the current file started; 0: between files */
    atomic_uint current; /* index of the current file */
    atomic_bool abandoned;
    bool started;   /* its thread was created */
    bool finished;  /* its loop ended (under mu) */
    PoolThread pool_thread; /* with a pool: how this thread checks graphs, its own or others' */
    PoolFile pool_file;     /* the file it reads, when its graphs go through the pool */
    bool pool_reading;      /* counted by the pool as reading a file (under the pool's lock) */
    double cpu_s;           /* its thread's CPU time when its loop ended */
    pthread_t thread;
    Worker *next;
};

/* Each graph's findings, and the input problems the front end found while reading it, are
 * that graph's: they get its ordinal (--compare-target counts graphs by it). Called when
 * they are the last ones of w's list. */
static void account_graph(Worker *w, Str compile_id, Str event)
{
    uint32_t ordinal = ++w->info.ngraphs;
    for (uint32_t k = w->graph_first; k < w->diags.len; k++) w->diags.items[k].graph = ordinal;
    w->graph_first = w->diags.len;
    if (compile_id.len || event.len) {
        GraphRef r = {ordinal, compile_id.len ? arena_strndup(&w->run, compile_id.ptr, compile_id.len) : NULL,
                      event.len ? arena_strndup(&w->run, event.ptr, event.len) : NULL};
        VEC_PUSH(&w->run, w->refs, r);
    }
}

static void sink_check(Frontend *fe, Graph *g)
{
    Worker *w = fe->user;
    engine_check_graph(fe->cfg, g, fe->diags, &w->scratch);
    arena_reset(&w->scratch);
    account_graph(w, g->compile_id, g->event);
}

/* A graph the input had before, checked clean then (graph_memo.h): counted, not checked. */
static void repeat_graph(Frontend *fe, const GraphLabel *label)
{
    account_graph(fe->user, label ? str_from(label->compile_id) : (Str){0}, label ? str_from(label->event) : (Str){0});
}

/* A graph checked by the pool, committed in file order. */
static void commit_pooled(void *user, const PoolGraph *g)
{
    if (g->produced) account_graph(user, g->compile_id, g->event);
}

/* Reads one input and hands its graphs to the sink. Files go through frontend_run_path (gzip,
 * streamed trace logs, FX906 when unreadable); stdin is read here so that --stdin-filename can
 * name it, and its text returned in *stdin_text (in `a`) when that is not NULL. */
static void run_source(Frontend *fe, Arena *a, const CheckOptions *o, const char *path, Str *stdin_text)
{
    if (strcmp(path, "-") != 0) {
        frontend_run_path(fe, path, o->input_format);
        return;
    }
    const char *name = o->stdin_filename ? o->stdin_filename : "-";
    uint32_t len;
    char *text = frontend_read_stdin(fe, a, name, &len);
    if (!text) return;
    Source src;
    source_init(&src, a, name, text, len);
    if (stdin_text) *stdin_text = str_make(text, len);
    frontend_run(fe, &src, o->input_format);
}

static const char *input_name(const Queue *q, uint32_t i)
{
    if (strcmp(q->files[i], "-") != 0) return q->files[i];
    return q->opts->stdin_filename ? q->opts->stdin_filename : "-";
}

static const Config *input_cfg(const Queue *q, uint32_t i)
{
    return q->opts->file_cfgs ? q->opts->file_cfgs[i] : q->opts->cfg;
}

/* FX910 at 1:1 of input i, into `out` under the input's config. */
static void report_timeout(const Queue *q, uint32_t i, DiagList *out, bool left_running)
{
    Frontend fe;
    memset(&fe, 0, sizeof fe);
    fe.diags = out;
    fe.cfg = input_cfg(q, i);
    Arena a;
    arena_init(&a);
    Source src;
    const char *name = input_name(q, i);
    source_init(&src, &a, name, "", 0);
    double secs = (double)q->opts->file_timeout_ns / 1e9;
    if (left_running)
        frontend_report(&fe, &src, (Span){0, 0}, RID_FX910,
                        "gave up on %s after %g s (--file-timeout): it did not stop when asked, so nothing found in it "
                        "is reported; the other inputs were checked",
                        name, secs);
    else
        frontend_report(&fe, &src, (Span){0, 0}, RID_FX910,
                        "gave up on %s after %g s (--file-timeout): what was found before then is reported, the rest "
                        "of it was not checked",
                        name, secs);
    arena_free(&a);
}

/* Copies what a worker saw of an input into the caller's arena. */
static void keep_input(InputInfo *to, const InputInfo *from, Arena *a)
{
    *to = *from;
    to->refs = from->nrefs ? ARENA_ARRAY(a, GraphRef, from->nrefs) : NULL;
    for (uint32_t r = 0; r < from->nrefs; r++) {
        const GraphRef *g = &from->refs[r];
        to->refs[r] = (GraphRef){g->graph, g->compile_id ? arena_strdup(a, g->compile_id) : NULL,
                                 g->event ? arena_strdup(a, g->event) : NULL};
    }
}

/* Checks input i: from the result cache when it has the input's key, else through the front
 * end under its --file-timeout budget (and then, when it was not given up, into the cache).
 * Its findings and what it held are merged into the results under the queue's lock, so a
 * worker left running loses only the input it is stuck on. Returns false when the watchdog
 * left this worker behind (it must stop: another worker has the queue). */
static bool check_one(Worker *w, uint32_t i)
{
    Queue *q = w->queue;
    const CheckOptions *o = q->opts;
    const char *path = q->files[i];
    w->fe.cfg = input_cfg(q, i);
    memset(&w->info, 0, sizeof w->info);
    memset(&w->refs, 0, sizeof w->refs);
    w->graph_first = 0;
    atomic_store(&w->current, i);
    budget_start(&w->budget, o->file_timeout_ns);
    atomic_store(&w->since, budget_now_ns());
    Cache *cache = o->file_caches && strcmp(path, "-") != 0 ? o->file_caches[i] : NULL;
    CacheKey key;
    const char *settings = cache ? cache_settings_text(&w->file, w->fe.cfg, (int)o->input_format) : NULL;
    bool keyed = cache && cache_key_stat(path, settings, &key) == 0;
    /* a file unchanged since a run that hashed it is found by its identity, without a read */
    bool hit = keyed && cache_load(cache, &key, CACHE_BY_IDENTITY, &w->diags, &w->info, &w->run);
    if (keyed && !hit) {
        keyed = cache_key_file(path, settings, &key) == 0;
        hit = keyed && cache_load(cache, &key, CACHE_BY_CONTENT, &w->diags, &w->info, &w->run);
        /* the same bytes under a new identity (touched, copied over, checked out again): the
         * entry takes that name too, so the next run need not read the file */
        if (hit && key.ident[0]) cache_store(cache, &key, path, &w->diags, 0, &w->info);
    }
    Str stdin_text = {0};
    bool gave_up = false;
    if (!hit) {
        oom_set_context(path);
        graph_memo_clear(w->memo);
        if (q->pool) {
            pool_file_begin(&w->pool_file, q->pool, &w->pool_thread, q->fe_threads, &w->diags, commit_pooled, w);
            w->fe.handoff = &w->pool_file.handoff;
        }
        run_source(&w->fe, &w->file, o, path, &stdin_text);
        if (q->pool) {
            pool_file_end(&w->pool_file);
            w->fe.handoff = NULL;
        }
        oom_set_context(NULL);
        w->info.nrefs = w->refs.len;
        w->info.refs = w->refs.items;
        w->info.not_a_dump = w->fe.not_a_dump;
        /* the file suppress_apply would read again, on one thread: searched here, while it is
         * in the page cache, and the answer cached */
        if (strcmp(path, "-") != 0 && (w->diags.len || o->report_unused_suppressions))
            w->info.no_markers = suppress_scan_file(path) == 0;
        gave_up = budget_raised(&w->budget);
        /* a result cut short by the budget is not the input's result: never cached */
        if (keyed && !gave_up) cache_store(cache, &key, path, &w->diags, 0, &w->info);
    }
    atomic_store(&w->since, 0);
    budget_stop();
    pthread_mutex_lock(&q->mu);
    if (atomic_load(&w->abandoned) || q->closed) {
        /* the watchdog gave this input up and reported it */
        pthread_mutex_unlock(&q->mu);
        return false;
    }
    if (gave_up) report_timeout(q, i, &w->diags, false);
    if (o->not_a_dump) o->not_a_dump[i] = w->info.not_a_dump;
    if (o->inputs) keep_input(&o->inputs[i], &w->info, q->out->arena);
    if (o->progress) {
        struct stat st;
        uint64_t bytes = keyed ? key.size : strcmp(path, "-") != 0 && stat(path, &st) == 0 ? (uint64_t)st.st_size : 0;
        atomic_fetch_add(&o->progress->bytes, bytes);
        atomic_fetch_add(&o->progress->findings, w->diags.len);
        atomic_fetch_add(&o->progress->done, 1u);
    }
    diag_list_merge(q->out, &w->diags);
    if (stdin_text.ptr) q->stdin_text = str_make(arena_strndup(q->out->arena, stdin_text.ptr, stdin_text.len), stdin_text.len);
    pthread_mutex_unlock(&q->mu);
    arena_reset(&w->run);
    diag_list_init(&w->diags, &w->run);
    arena_reset(&w->file);
    return true;
}

static double thread_cpu_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Files while there are files to read, then (with a pool) the graphs of the files others
 * still read. */
static void *worker_main(void *arg)
{
    Worker *w = arg;
    Queue *q = w->queue;
    for (;;) {
        if (q->pool) graph_pool_reader_begin(q->pool, &w->pool_reading);
        unsigned i = atomic_fetch_add(&q->next, 1u);
        bool ok = i >= q->nfiles || check_one(w, i);
        if (q->pool) graph_pool_reader_end(q->pool, &w->pool_reading);
        if (!ok) return NULL;
        if (i >= q->nfiles) break;
    }
    if (q->pool) graph_pool_help(q->pool, &w->pool_thread);
    w->cpu_s = thread_cpu_s();
    pthread_mutex_lock(&q->mu);
    if (atomic_load(&w->abandoned)) {
        /* left behind on another file's graph that would not stop: counted out already */
        pthread_mutex_unlock(&q->mu);
        return NULL;
    }
    w->finished = true;
    q->running--;
    pthread_cond_signal(&q->cv);
    pthread_mutex_unlock(&q->mu);
    return NULL;
}

/* A new worker on the queue, its thread started (deep graphs recurse in the parser and
 * analyses: 16 MiB of stack). Called with mu held, or before any thread runs. */
static Worker *worker_start(Queue *q)
{
    Worker *w = calloc(1, sizeof *w);
    if (!w) oom_fail(sizeof *w);
    w->queue = q;
    arena_init(&w->run);
    arena_init(&w->file);
    arena_init(&w->scratch);
    diag_list_init(&w->diags, &w->run);
    frontend_init(&w->fe, &w->diags, q->opts->cfg, q->sink, w);
    w->fe.threads = q->fe_threads;
    w->memo = graph_memo_new();
    w->fe.memo = w->memo;
    w->fe.repeat = repeat_graph;
    pool_thread_init(&w->pool_thread);
    w->next = q->workers;
    q->workers = w;
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, (size_t)16 << 20);
    w->started = pthread_create(&w->thread, &attr, worker_main, w) == 0;
    pthread_attr_destroy(&attr);
    if (w->started) q->running++;
    return w;
}

static void worker_free(Worker *w)
{
    pool_thread_fini(&w->pool_thread);
    frontend_fini(&w->fe);
    graph_memo_free(w->memo);
    arena_free(&w->scratch);
    arena_free(&w->file);
    arena_free(&w->run);
    free(w);
}

static uint32_t thread_count(int jobs)
{
    long n = jobs > 0 ? jobs : sysconf(_SC_NPROCESSORS_ONLN);
    return n < 1 ? 1 : (uint32_t)n;
}

static uint32_t worker_count(int jobs, uint32_t nfiles)
{
    uint32_t n = thread_count(jobs);
    return n > nfiles ? nfiles : n;
}

/* Leaves w running on its own (mu held): reports the file it reads, if any (`reading`), ends
 * its reading for the graph pool (helpers wait for every reader), and starts a new worker on
 * the queue. */
static void abandon(Queue *q, Worker *w, bool reading)
{
    atomic_store(&w->abandoned, true);
    q->running--;
    q->abandoned++;
    if (q->pool) graph_pool_reader_end(q->pool, &w->pool_reading);
    if (reading) report_timeout(q, atomic_load(&w->current), q->out, true);
    Worker *fresh = worker_start(q);
    if (!fresh->started) {
        /* no thread: this thread drains the queue, unwatched */
        pthread_mutex_unlock(&q->mu);
        worker_main(fresh);
        pthread_mutex_lock(&q->mu);
        q->running++; /* worker_main counted it out */
    }
}

/* The watchdog, in the driver's thread while the workers run (mu held): raises the budget of
 * a file past its time (tree-sitter polls only that flag), and leaves a worker that does not
 * stop within ABANDON_GRACE_NS running on its own, while a new worker takes over the queue:
 * one reading a file past its time (the file is reported), or one running the graph pool's
 * job of such a file (its reader, waiting for that job, is left behind as well). Returns when
 * every worker has finished or been left. */
static void watch_workers(Queue *q)
{
    uint64_t limit = q->opts->file_timeout_ns;
    while (q->running > 0) {
        uint64_t now = budget_now_ns(), wake = 0;
        for (Worker *w = q->workers; w && limit; w = w->next) {
            if (!w->started || w->finished || atomic_load(&w->abandoned)) continue;
            uint64_t since = atomic_load(&w->since);
            uint64_t due = since ? since + limit : 0;
            uint64_t job_due = atomic_load(&w->pool_thread.job_deadline);
            if (!due && !job_due) continue;
            if (due && now >= due) budget_raise(&w->budget);
            uint64_t first = !due ? job_due : !job_due || due < job_due ? due : job_due;
            if (now >= first + ABANDON_GRACE_NS) {
                abandon(q, w, since != 0);
                continue;
            }
            uint64_t next = due && now < due ? due : first + ABANDON_GRACE_NS;
            if (!wake || next < wake) wake = next;
        }
        if (!wake) {
            /* nothing due: wake when a worker finishes, or soon to look at new files */
            wake = now + (limit ? 100000000u : 0);
            if (!limit) {
                pthread_cond_wait(&q->cv, &q->mu);
                continue;
            }
        }
        struct timespec ts = {(time_t)(wake / 1000000000u), (long)(wake % 1000000000u)};
        pthread_cond_timedwait(&q->cv, &q->mu, &ts);
    }
}

uint32_t check_files(const CheckOptions *o, const char *const *files, uint32_t nfiles, DiagList *out,
                     uint32_t *abandoned)
{
    if (abandoned) *abandoned = 0;
    if (nfiles == 0) return 0;
    Queue *q = calloc(1, sizeof *q);
    if (!q) oom_fail(sizeof *q);
    q->opts = o;
    q->files = files;
    q->nfiles = nfiles;
    q->sink = sink_check;
    q->out = out;
    pthread_mutex_init(&q->mu, NULL);
    pthread_condattr_t ca;
    pthread_condattr_init(&ca);
    pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
    pthread_cond_init(&q->cv, &ca);
    pthread_condattr_destroy(&ca);
    uint32_t n = worker_count(o->jobs, nfiles);
    /* fewer files than threads: the front end parses one file's pieces on the rest */
    q->fe_threads = thread_count(o->jobs) / n;
    /* With threads to spare, every thread is started: those with no file of their own help with
     * the graphs of the files being read (one large file of many graphs), under the budget of
     * the file each graph is from. */
    if (thread_count(o->jobs) > 1) {
        graph_pool_init(&q->pool_mem, thread_count(o->jobs));
        q->pool = &q->pool_mem;
        n = thread_count(o->jobs);
    }
    pthread_mutex_lock(&q->mu);
    for (uint32_t i = 0; i < n; i++) worker_start(q);
    if (q->running == 0) {
        /* If no thread could start, the queue is still full: drain it here, unwatched. */
        pthread_mutex_unlock(&q->mu);
        q->running = 1;
        worker_main(q->workers);
        pthread_mutex_lock(&q->mu);
    }
    watch_workers(q);
    q->closed = true;
    pthread_mutex_unlock(&q->mu);
    /* Workers left running keep their memory and the queue: they may still be using them. */
    uint32_t nth = 0;
    for (Worker *w = q->workers, *next; w; w = next, nth++) {
        next = w->next;
        if (atomic_load(&w->abandoned)) continue;
        if (w->started) pthread_join(w->thread, NULL);
        if (o->thread_cpu && nth < o->nthread_cpu) o->thread_cpu[nth] = w->cpu_s;
        worker_free(w);
    }
    if (abandoned) *abandoned = q->abandoned;
    Str stdin_copy = q->stdin_text;
    if (q->abandoned == 0) {
        if (q->pool) graph_pool_fini(q->pool);
        pthread_cond_destroy(&q->cv);
        pthread_mutex_destroy(&q->mu);
        free(q);
    }
    /* Suppression reads the files again (cached, in its own arena); stdin from its copy. */
    Arena supp_arena;
    arena_init(&supp_arena);
    Suppressor *supp = suppress_new(&supp_arena);
    const char *stdin_name = o->stdin_filename ? o->stdin_filename : "-";
    if (stdin_copy.ptr) suppress_add_text(supp, stdin_name, stdin_copy.ptr, stdin_copy.len);
    for (uint32_t i = 0; o->inputs && i < nfiles; i++)
        if (o->inputs[i].no_markers) suppress_add_clean(supp, files[i]);
    uint32_t suppressed = suppress_apply(supp, out);
    if (o->report_unused_suppressions) {
        const char **names = ARENA_ARRAY(&supp_arena, const char *, nfiles);
        const Config **cfgs = ARENA_ARRAY(&supp_arena, const Config *, nfiles);
        uint32_t k = 0;
        for (uint32_t i = 0; i < nfiles; i++) {
            /* a `# noqa` in model code is the user's, for other linters */
            if (o->not_a_dump && o->not_a_dump[i]) continue;
            names[k] = strcmp(files[i], "-") == 0 ? stdin_name : files[i];
            cfgs[k++] = o->file_cfgs ? o->file_cfgs[i] : o->cfg;
        }
        suppress_report_unused(supp, names, cfgs, k, out);
    }
    arena_free(&supp_arena);
    diag_list_sort(out);
    return suppressed;
}

/* ---- the check command ---- */

typedef struct NamedCfg {
    const char *name;
    const Config *cfg;
} NamedCfg;

static int cmp_named(const void *a, const void *b)
{
    return strcmp(((const NamedCfg *)a)->name, ((const NamedCfg *)b)->name);
}

/* Whether some finding reaches the fail-on of the config its input is checked under. */
static bool findings_fail(Arena *a, const CheckRun *r, const CheckResult *res, const DiagList *l)
{
    /* inputs by name, so that a run of thousands of files looks each one up in log time */
    NamedCfg *by_name = ARENA_ARRAY(a, NamedCfg, res->nfiles + 1);
    for (uint32_t k = 0; k < res->nfiles; k++) by_name[k] = (NamedCfg){res->names[k], res->cfgs[k]};
    if (res->nfiles > 1) qsort(by_name, res->nfiles, sizeof *by_name, cmp_named);
    const Config *cfg = r->opts.cfg;
    const char *last = NULL;
    for (uint32_t i = 0; i < l->len; i++) {
        const Diag *d = &l->items[i];
        if (!last || strcmp(last, d->file) != 0) {
            /* the list is sorted by file: look the input up once per file */
            last = d->file;
            NamedCfg key = {d->file, NULL};
            const NamedCfg *hit = bsearch(&key, by_name, res->nfiles, sizeof *by_name, cmp_named);
            cfg = hit ? hit->cfg : r->opts.cfg;
        }
        if (!cfg->fail_never && d->severity >= cfg->fail_on) return true;
    }
    return false;
}

/* Moves FX911's notes (--verbose) out of the findings into res->notes: they say how each graph
 * was read, for the user's eyes on stderr, and are no finding to report, baseline or fail on. */
static void take_notes(Arena *a, CheckResult *res, DiagList *l)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < l->len; i++) n += l->items[i].rule == RID_FX911;
    if (!n) return;
    Diag *notes = ARENA_ARRAY(a, Diag, n);
    uint32_t k = 0, w = 0;
    for (uint32_t i = 0; i < l->len; i++) {
        if (l->items[i].rule == RID_FX911) notes[k++] = l->items[i];
        else l->items[w++] = l->items[i];
    }
    l->len = w;
    res->notes = notes;
    res->nnotes = n;
}

/* Moves the inputs that were not graph dumps out of res's parallel arrays, into not_dumps. */
static void set_aside_not_dumps(Arena *a, CheckResult *res, const bool *not_a_dump)
{
    res->not_dumps = ARENA_ARRAY(a, const char *, res->nfiles + 1);
    uint32_t kept = 0;
    for (uint32_t i = 0; i < res->nfiles; i++) {
        if (not_a_dump[i]) {
            res->not_dumps[res->nnot_dumps++] = res->names[i];
            continue;
        }
        res->files[kept] = res->files[i];
        res->names[kept] = res->names[i];
        res->cfgs[kept] = res->cfgs[i];
        res->layers[kept] = res->layers[i];
        res->inputs[kept] = res->inputs[i];
        kept++;
    }
    res->nfiles = kept;
}

/* The cache of each input (--cache-dir, else .fxlint_cache beside its config file, else in the
 * cwd), each directory opened once. Returns an array of nfiles entries followed by the
 * *ncaches distinct caches. */
static Cache **open_caches(Arena *a, const CheckRun *r, const CheckResult *res, uint32_t *ncaches)
{
    Cache **caches = ARENA_ARRAY(a, Cache *, res->nfiles * 2 + 1);
    Cache **distinct = caches + res->nfiles;
    uint32_t n = 0;
    for (uint32_t i = 0; i < res->nfiles; i++) {
        const ConfigLayer *layer = res->layers[i];
        const char *dir = r->cache_dir ? r->cache_dir
                          : layer && layer->dir ? arena_printf(a, "%s/%s", layer->dir, CACHE_DIR_NAME)
                                                : CACHE_DIR_NAME;
        Cache *c = NULL;
        for (uint32_t k = n; k-- > 0 && !c;)
            if (strcmp(cache_dir(distinct[k]), dir) == 0) c = distinct[k];
        if (!c) c = distinct[n++] = cache_open(a, dir);
        caches[i] = c;
    }
    *ncaches = n;
    return caches;
}

int check_run(Arena *a, const CheckRun *r, const char *const *paths, int npaths, bool check, DiagList *out,
              CheckResult *res, const char **error)
{
    memset(res, 0, sizeof *res);
    const char **files;
    uint32_t nfiles;
    if (check) {
        nfiles = paths_expand(a, paths, npaths, &files);
        if (r->nshards) nfiles = shard_filter(files, nfiles, r->shard, r->nshards);
    } else {
        static const char *const cwd[] = {"."};
        if (npaths == 0) paths = cwd, npaths = 1;
        files = ARENA_ARRAY(a, const char *, npaths);
        for (int i = 0; i < npaths; i++) files[i] = paths[i];
        nfiles = (uint32_t)npaths;
    }
    const ConfigLayer *forced = NULL;
    if (r->config_path) {
        ConfigLayer *l = ARENA_NEW(a, ConfigLayer);
        if (config_file_read(a, r->config_path, l, error) < 0) return -1;
        forced = l;
    }
    /* stdin is resolved by the name its findings carry: --stdin-filename's folder, exclude
     * and per-file-ignores apply to it as to the file of that name */
    const char **names = ARENA_ARRAY(a, const char *, nfiles + 1);
    for (uint32_t i = 0; i < nfiles; i++)
        names[i] = strcmp(files[i], "-") != 0 ? files[i] : r->opts.stdin_filename ? r->opts.stdin_filename : "-";
    ResolvedInputs resolved;
    ConfigFinder *finder = config_finder_new(a);
    if (check) config_finder_inputs_are_files(finder);
    if (config_resolve_inputs(a, finder, forced, r->overrides, r->opts.cfg, files, names, &nfiles,
                              &resolved, error) < 0)
        return -1;
    res->files = files;
    res->names = names;
    res->nfiles = nfiles;
    res->cfgs = resolved.cfgs;
    res->layers = resolved.layers;
    res->excluded = resolved.excluded;
    res->nexcluded = resolved.nexcluded;
    if (!check) return 0;
    Baseline *baseline = NULL;
    if (r->baseline && !(baseline = baseline_read(a, r->baseline, error))) return -1;
    CheckOptions o = r->opts;
    o.file_cfgs = res->cfgs;
    o.not_a_dump = ARENA_ARRAY(a, bool, nfiles + 1);
    res->inputs = ARENA_ARRAY(a, InputInfo, nfiles + 1);
    o.inputs = res->inputs;
    uint32_t ncaches = 0;
    Cache **caches = r->no_cache ? NULL : open_caches(a, r, res, &ncaches);
    o.file_caches = (Cache *const *)caches;
    if (o.progress) {
        /* sizes up front, so the time left is told by bytes: one large log among small dumps */
        uint64_t bytes = 0;
        struct stat st;
        for (uint32_t i = 0; i < nfiles; i++)
            if (strcmp(files[i], "-") != 0 && stat(files[i], &st) == 0) bytes += (uint64_t)st.st_size;
        atomic_fetch_add(&o.progress->total_bytes, bytes);
        atomic_fetch_add(&o.progress->total, nfiles);
    }
    res->suppressed = check_files(&o, files, nfiles, out, &res->abandoned);
    for (uint32_t i = 0; i < ncaches; i++) {
        uint32_t hits, misses;
        cache_counts(caches[nfiles + i], &hits, &misses);
        res->cache_hits += hits, res->cache_misses += misses;
        cache_finish(caches[nfiles + i], CACHE_MAX_BYTES);
    }
    set_aside_not_dumps(a, res, o.not_a_dump);
    take_notes(a, res, out);
    if (baseline) {
        res->baselined = baseline_filter(baseline, out);
        uint32_t n = baseline_stale(baseline, res->names, res->nfiles, NULL, 0);
        res->stale = ARENA_ARRAY(a, BaselineStale, n + 1);
        res->nstale = baseline_stale(baseline, res->names, res->nfiles, res->stale, n);
    }
    res->failed = findings_fail(a, r, res, out);
    return 0;
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
    run_source(&fe, &file, o, path, NULL);
    frontend_fini(&fe);
    arena_free(&file);
    arena_free(&d.scratch);
    diag_list_sort(out);
    return d.failed || ferror(f) ? -1 : 0;
}
