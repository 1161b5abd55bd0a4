/* The check driver: a work queue shared by -j pthreads (each with its own Frontend, DiagList
 * and arenas, so nothing is locked but the queue index), the merge, and around it the settings
 * of each input (config files), suppression comments and the baseline. */
#include "cli/check.h"

#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "analysis/alias.h"
#include "engine/baseline.h"
#include "model/dump.h"
#include "engine/engine.h"
#include "base/paths.h"
#include "cli/shard.h"
#include "engine/suppress.h"

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
    Str stdin_text; /* kept (in run) for suppression comments: stdin cannot be read again */
    /* the input being checked: its graphs so far, and the first finding not yet given to one */
    InputInfo info;
    VEC(GraphRef) refs;
    uint32_t graph_first;
    VEC(uint32_t) done; /* the inputs this worker checked, in order (their infos in `infos`) */
    VEC(InputInfo) infos;
    pthread_t thread;
    bool started;
} Worker;

/* Each graph's findings, and the input problems the front end found while reading it, are
 * that graph's: they get its ordinal (--compare-target counts graphs by it). */
static void sink_check(Frontend *fe, Graph *g)
{
    Worker *w = fe->user;
    engine_check_graph(fe->cfg, g, fe->diags, &w->scratch);
    arena_reset(&w->scratch);
    uint32_t ordinal = ++w->info.ngraphs;
    for (uint32_t k = w->graph_first; k < w->diags.len; k++) w->diags.items[k].graph = ordinal;
    w->graph_first = w->diags.len;
    if (g->compile_id.len || g->event.len) {
        GraphRef r = {ordinal, g->compile_id.len ? arena_strndup(&w->run, g->compile_id.ptr, g->compile_id.len) : NULL,
                      g->event.len ? arena_strndup(&w->run, g->event.ptr, g->event.len) : NULL};
        VEC_PUSH(&w->run, w->refs, r);
    }
}

/* Reads one input and hands its graphs to the sink. Files go through frontend_run_path (gzip,
 * streamed trace logs, FX906 when unreadable); stdin is read here so that --stdin-filename can
 * name it, and copied into `keep` as *stdin_text when that is not NULL. */
static void run_source(Frontend *fe, Arena *a, const CheckOptions *o, const char *path, Arena *keep, Str *stdin_text)
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
    if (stdin_text) *stdin_text = str_make(arena_strndup(keep, text, len), len);
    frontend_run(fe, &src, o->input_format);
}

/* Checks input i: from the result cache when it has the input's key, else through the front
 * end (and then into the cache). */
static void check_one(Worker *w, uint32_t i)
{
    const CheckOptions *o = w->queue->opts;
    const char *path = w->queue->files[i];
    w->fe.cfg = o->file_cfgs ? o->file_cfgs[i] : o->cfg;
    uint32_t first = w->diags.len;
    memset(&w->info, 0, sizeof w->info);
    memset(&w->refs, 0, sizeof w->refs);
    w->graph_first = first;
    Cache *cache = o->file_caches && strcmp(path, "-") != 0 ? o->file_caches[i] : NULL;
    CacheKey key;
    bool keyed = cache && cache_key_file(path, cache_settings_text(&w->file, w->fe.cfg, (int)o->input_format), &key) == 0;
    if (!keyed || !cache_load(cache, &key, &w->diags, &w->info, &w->run)) {
        run_source(&w->fe, &w->file, o, path, &w->run, &w->stdin_text);
        w->info.nrefs = w->refs.len;
        w->info.refs = w->refs.items;
        w->info.not_a_dump = w->fe.not_a_dump;
        if (keyed) cache_store(cache, &key, path, &w->diags, first, &w->info);
    }
    /* each worker writes its own inputs' entries: nothing to lock */
    if (o->not_a_dump) o->not_a_dump[i] = w->info.not_a_dump;
    if (o->inputs) {
        VEC_PUSH(&w->run, w->done, i);
        VEC_PUSH(&w->run, w->infos, w->info);
    }
    if (o->progress) {
        struct stat st;
        uint64_t bytes = keyed ? key.size : strcmp(path, "-") != 0 && stat(path, &st) == 0 ? (uint64_t)st.st_size : 0;
        atomic_fetch_add(&o->progress->bytes, bytes);
        atomic_fetch_add(&o->progress->findings, w->diags.len - first);
        atomic_fetch_add(&o->progress->done, 1u);
    }
    arena_reset(&w->file);
}

static void *worker_main(void *arg)
{
    Worker *w = arg;
    Queue *q = w->queue;
    for (;;) {
        unsigned i = atomic_fetch_add(&q->next, 1u);
        if (i >= q->nfiles) break;
        check_one(w, i);
    }
    return NULL;
}

/* Copies what worker w saw of its inputs into the caller's arena, before the worker goes. */
static void keep_inputs(const Worker *w, InputInfo *inputs, Arena *a)
{
    for (uint32_t k = 0; k < w->done.len; k++) {
        const InputInfo *from = &w->infos.items[k];
        InputInfo *to = &inputs[w->done.items[k]];
        *to = *from;
        to->refs = from->nrefs ? ARENA_ARRAY(a, GraphRef, from->nrefs) : NULL;
        for (uint32_t r = 0; r < from->nrefs; r++) {
            const GraphRef *g = &from->refs[r];
            to->refs[r] = (GraphRef){g->graph, g->compile_id ? arena_strdup(a, g->compile_id) : NULL,
                                     g->event ? arena_strdup(a, g->event) : NULL};
        }
    }
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

uint32_t check_files(const CheckOptions *o, const char *const *files, uint32_t nfiles, DiagList *out)
{
    if (nfiles == 0) return 0;
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
        /* fewer files than threads: the front end parses one file's pieces on the rest */
        workers[i].fe.threads = thread_count(o->jobs) / n;
        workers[i].started = pthread_create(&workers[i].thread, &attr, worker_main, &workers[i]) == 0;
        started += workers[i].started;
    }
    pthread_attr_destroy(&attr);
    /* If no thread could start, the queue is still full: drain it here. */
    if (started == 0) worker_main(&workers[0]);
    /* Suppression reads the files again (cached, in its own arena); stdin from its copy. */
    Arena supp_arena;
    arena_init(&supp_arena);
    Suppressor *supp = suppress_new(&supp_arena);
    const char *stdin_name = o->stdin_filename ? o->stdin_filename : "-";
    for (uint32_t i = 0; i < n; i++) {
        if (workers[i].started) pthread_join(workers[i].thread, NULL);
        diag_list_merge(out, &workers[i].diags);
        if (o->inputs) keep_inputs(&workers[i], o->inputs, out->arena);
        if (workers[i].stdin_text.ptr)
            suppress_add_text(supp, stdin_name, workers[i].stdin_text.ptr, workers[i].stdin_text.len);
        worker_fini(&workers[i]);
    }
    free(workers);
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
    if (config_resolve_inputs(a, config_finder_new(a), forced, r->overrides, r->opts.cfg, files, names, &nfiles,
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
    res->suppressed = check_files(&o, files, nfiles, out);
    for (uint32_t i = 0; i < ncaches; i++) {
        uint32_t hits, misses;
        cache_counts(caches[nfiles + i], &hits, &misses);
        res->cache_hits += hits, res->cache_misses += misses;
        cache_finish(caches[nfiles + i], CACHE_MAX_BYTES);
    }
    set_aside_not_dumps(a, res, o.not_a_dump);
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
    run_source(&fe, &file, o, path, NULL, NULL);
    frontend_fini(&fe);
    arena_free(&file);
    arena_free(&d.scratch);
    diag_list_sort(out);
    return d.failed || ferror(f) ? -1 : 0;
}
