/* The result cache at audit scale: `fxlint check` over the shared corpus copied 20 times
 * (BUILD/bench-data/corpus20, made here once and never committed), cold (an empty cache, which
 * the run fills) against warm (the same command again), alternately for a few rounds. Prints
 * wall and CPU time of each, the warm/cold ratios (medians of the rounds) against the goal of
 * 10x, and fails (exit 1) when a warm run's output differs by one byte from the cold run's or
 * from a run without the cache, or a run fails. Skips with a message when the corpus is
 * absent. Environment: FXLINT_BENCH_BUILD (default build), FXLINT_BENCH_SHARED (default
 * ../shared), FXLINT_BENCH_ROUNDS (default 3). */
#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bench.h"

#define MAX_ROUNDS 9

typedef struct Sample {
    double wall, cpu;
    int status;
} Sample;

static bool exists(const char *p)
{
    struct stat st;
    return stat(p, &st) == 0;
}

/* Runs argv with stdout and stderr to /dev/null; wall time here, CPU time from wait4. */
static Sample run(char *const argv[])
{
    BenchRun r = bench_run(argv);
    return (Sample){r.wall, r.cpu, r.status};
}

/* Runs a shell command made from fmt and two strings. */
static int shell(const char *fmt, const char *a, const char *b)
{
    char cmd[8192];
    snprintf(cmd, sizeof cmd, fmt, a, b);
    return system(cmd);
}

static bool same_file(const char *a, const char *b) { return shell("cmp -s '%s' '%s'", a, b) == 0; }

/* The corpus copied 20 times into dir/corpus20 (once; later runs reuse it). */
static char *replicate(const char *data, const char *shared)
{
    char *src = path_in(shared, "corpus"), *dst = path_in(data, "corpus20");
    if (!exists(src)) return NULL;
    char cmd[8192];
    snprintf(cmd, sizeof cmd,
             "set -e; rm -rf '%s.tmp'; mkdir -p '%s.tmp'; for i in $(seq -w 1 20); do cp -R '%s' '%s.tmp/copy'$i; done; "
             "mv '%s.tmp' '%s'",
             dst, dst, src, dst, dst, dst);
    if (!exists(dst) && system(cmd) != 0) {
        fprintf(stderr, "bench_cache: could not copy the corpus into %s\n", dst);
        return NULL;
    }
    return dst;
}

int main(void)
{
    const char *build = getenv("FXLINT_BENCH_BUILD") ? getenv("FXLINT_BENCH_BUILD") : "build";
    const char *shared = getenv("FXLINT_BENCH_SHARED") ? getenv("FXLINT_BENCH_SHARED") : "../shared";
    int rounds = getenv("FXLINT_BENCH_ROUNDS") ? atoi(getenv("FXLINT_BENCH_ROUNDS")) : 3;
    if (rounds < 1) rounds = 1;
    if (rounds > MAX_ROUNDS) rounds = MAX_ROUNDS;
    char *data = path_in(build, "bench-data");
    mkdir(data, 0777);
    char *corpus = replicate(data, shared);
    if (!corpus) {
        printf("bench_cache: skipped (%s/corpus absent)\n", shared);
        return 0;
    }
    char *fxlint = path_in(build, "fxlint"), *cache = path_in(data, "cache20");
    char *cold_out = path_in(data, "cache-cold.json"), *warm_out = path_in(data, "cache-warm.json");
    char *plain_out = path_in(data, "cache-none.json");
    char *cold[] = {fxlint, "check", "-q", "--no-progress", "--format", "json", "--cache-dir", cache, "-o", cold_out, corpus, NULL};
    char *warm[] = {fxlint, "check", "-q", "--no-progress", "--format", "json", "--cache-dir", cache, "-o", warm_out, corpus, NULL};
    char *plain[] = {fxlint, "check", "-q", "--no-progress", "--format", "json", "--no-cache", "-o", plain_out, corpus, NULL};
    double load[3] = {0, 0, 0};
    if (getloadavg(load, 3) < 0) load[0] = -1;
    printf("bench_cache: fxlint check over the shared corpus copied 20 times (%s), %ld cores, load average %.2f, "
           "%d rounds\n",
           corpus, sysconf(_SC_NPROCESSORS_ONLN), load[0], rounds);

    int failures = 0;
    Sample none = run(plain);
    if (none.status < 0 || none.status > 1) {
        fprintf(stderr, "bench_cache: fxlint --no-cache failed (exit status %d)\n", none.status);
        return 1;
    }
    double cw[MAX_ROUNDS], cc[MAX_ROUNDS], ww[MAX_ROUNDS], wc[MAX_ROUNDS];
    for (int r = 0; r < rounds; r++) {
        shell("rm -rf '%s'", cache, "");
        Sample c = run(cold), w = run(warm);
        if (c.status < 0 || c.status > 1 || w.status < 0 || w.status > 1) {
            fprintf(stderr, "bench_cache: a run failed (exit status %d cold, %d warm)\n", c.status, w.status);
            return 1;
        }
        cw[r] = c.wall, cc[r] = c.cpu, ww[r] = w.wall, wc[r] = w.cpu;
        printf("  round %d: cold %.2f s wall, %.2f s CPU; warm %.3f s wall, %.3f s CPU\n", r + 1, c.wall, c.cpu, w.wall,
               w.cpu);
        if (!same_file(cold_out, warm_out) || !same_file(cold_out, plain_out)) {
            printf("  FAIL: round %d: the warm output differs from the cold one (%s, %s, %s)\n", r + 1, cold_out, warm_out,
                   plain_out);
            failures++;
        }
    }
    double cold_wall = median(cw, rounds), cold_cpu = median(cc, rounds);
    double warm_wall = median(ww, rounds), warm_cpu = median(wc, rounds);
    double ratio_wall = cold_wall / (warm_wall > 0 ? warm_wall : 1e-9);
    double ratio_cpu = cold_cpu / (warm_cpu > 0 ? warm_cpu : 1e-9);
    printf("  cold (empty cache, filled by the run): %.2f s wall, %.2f s CPU (medians)\n", cold_wall, cold_cpu);
    printf("  warm (the same command again):         %.3f s wall, %.3f s CPU (medians)\n", warm_wall, warm_cpu);
    printf("  warm is %.1fx faster (wall), %.1fx (CPU); goal >= 10x: %s; output identical to cold and to --no-cache: "
           "%s\n",
           ratio_wall, ratio_cpu, ratio_wall >= 10 ? "met" : "MISSED", failures ? "NO" : "yes");
    shell("rm -rf '%s'", cache, "");
    return failures ? 1 : 0;
}
