/* The check driver: expands paths into files, resolves each one's settings (config files),
 * runs -j worker threads (each with its own Frontend, DiagList and arenas), merges their
 * findings in one order whatever -j is, and drops what suppressions and the baseline cover. */
#ifndef FXLINT_CHECK_H
#define FXLINT_CHECK_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "diag/config.h"
#include "engine/baseline.h"
#include "engine/config_file.h"
#include "diag/diag.h"
#include "diag/inputs.h"
#include "engine/cache.h"
#include "frontends/dispatch.h"

/* How far a check has got, for the progress display (cli/progress.h): the workers add to it
 * as each input is done. */
typedef struct CheckProgress {
    atomic_uint total;    /* inputs to check; a run that checks twice (--compare-target) adds twice */
    atomic_uint done;
    atomic_ullong bytes;  /* bytes of the inputs done */
    atomic_ullong total_bytes; /* of all the inputs (their sizes when the check began) */
    atomic_uint findings; /* before suppression comments and the baseline */
} CheckProgress;

typedef struct CheckOptions {
    const Config *cfg;
    InputFormat input_format;   /* FMT_AUTO: detected per file */
    const char *stdin_filename; /* the name "-" is reported under; NULL: "-" */
    int jobs;                   /* worker threads; 0: one per core */
    /* Per input, parallel to the files given to check_files: the Config that file is checked
     * under (its config file, per-file ignores). NULL: cfg for every file. */
    const Config *const *file_cfgs;
    bool report_unused_suppressions; /* FX908 for suppression comments that hid nothing */
    /* Out, parallel to the files (may be NULL): set for each input that held nothing PyTorch
     * printed (printed.h), which got no diagnostic at all. */
    bool *not_a_dump;
    /* Per input, parallel to the files: the result cache that keeps its findings (NULL: not
     * cached; stdin never is). NULL: no cache for any. */
    Cache *const *file_caches;
    CheckProgress *progress;    /* NULL: nobody is watching */
    /* Out, parallel to the files (may be NULL): what each input held (graphs), strings in
     * the arena of check_files' `out`. */
    InputInfo *inputs;
    uint64_t file_timeout_ns;   /* --file-timeout: each input's budget; 0: none */
    /* Out (may be NULL; benchmarks): the CPU seconds of each worker thread, nthread_cpu at most. */
    double *thread_cpu;
    uint32_t nthread_cpu;
} CheckOptions;

/* Checks every file and appends the findings to `out`, merged and sorted (diag_list_sort).
 * Bad input never stops the batch; it becomes FX9xx diagnostics. An input still being checked
 * after file_timeout_ns is given up (FX910): the work stops where it polls its budget, and the
 * findings made so far are kept (graphs other threads check for its reader stop too); a
 * worker that does not stop within two more seconds (reading it, or checking one of its graphs)
 * is left running, its input's findings dropped, and a new worker goes on with the queue. Suppression
 * comments (suppress.h) are then applied to the whole list, and with
 * report_unused_suppressions FX908 notes added. *abandoned (when not NULL) is the number of
 * workers left running: the process must then end without freeing what they may use (see
 * main.c). Returns how many findings the comments suppressed. */
uint32_t check_files(const CheckOptions *o, const char *const *files, uint32_t nfiles, DiagList *out,
                     uint32_t *abandoned);

/* `fxlint check` up to the report: settings, inputs and filters. */
typedef struct CheckRun {
    CheckOptions opts;            /* opts.cfg: the defaults with the command line applied */
    const ConfigLayer *overrides; /* the command line as a layer over config files */
    const char *config_path;      /* --config FILE for every input; NULL: the nearest per input */
    const char *baseline;         /* --baseline FILE; NULL: none */
    bool no_cache;                /* --no-cache */
    const char *cache_dir;        /* --cache-dir DIR; NULL: .fxlint_cache beside each input's config file (the cwd without one) */
    uint32_t shard, nshards;      /* --shard K/N: check only the inputs shard_keeps for K of N; 0: all */
} CheckRun;

typedef struct CheckResult {
    const char **files;           /* the inputs checked (a config's exclude dropped some, and
                                     with `check`, those that are not graph dumps are moved out) */
    const char **names;           /* each as its diagnostics name it ("-": the stdin name) */
    uint32_t nfiles;
    const Config **cfgs;          /* the Config each input is checked under */
    const ConfigLayer **layers;   /* the config file of each input, NULL when none */
    const char **not_dumps;       /* inputs that held nothing PyTorch printed, by name */
    uint32_t nnot_dumps;
    const ExcludedInput *excluded; /* inputs a config file's exclude dropped */
    uint32_t nexcluded;
    InputInfo *inputs;            /* what each input held (graphs), parallel to files */
    uint32_t suppressed;          /* findings hidden by suppression comments */
    uint32_t baselined;           /* findings hidden by the baseline */
    BaselineStale *stale;         /* baseline entries whose finding is gone (for inputs checked) */
    uint32_t nstale;
    uint32_t cache_hits, cache_misses; /* inputs whose findings came from the cache, and not */
    const Diag *notes;            /* FX911's notes (--verbose: how each graph was read), taken
                                     out of the findings, for stderr */
    uint32_t nnotes;
    bool failed;                  /* a finding at or above the fail-on of its input's config */
    uint32_t abandoned;           /* worker threads left running on inputs that would not stop */
} CheckResult;

/* Resolves the settings of each input (paths expanded when `check`; as given otherwise, for
 * --show-config), then, when `check`, checks them into `out` and drops what suppression
 * comments and the baseline cover. Everything lives in `a`. Returns 0, or -1 with *error
 * (in `a`) when a config or baseline file is broken. */
int check_run(Arena *a, const CheckRun *r, const char *const *paths, int npaths, bool check, DiagList *out,
              CheckResult *res, const char **error);

/* `fxlint parse --dump`: writes the graph model of each graph in `path` to f (and with
 * `facts` the alias facts); front-end findings go to `out`. Returns 0, or -1 when the dump
 * could not be written. */
int check_dump(const CheckOptions *o, const char *path, bool facts, FILE *f, DiagList *out);

#endif
