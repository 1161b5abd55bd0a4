/* TORCH_TRACE logs against tlparse: `fxlint check -j1` (every rule) and tlparse 0.4.3 (PyPI,
 * installed by `make bench` into BUILD/tlparse; skipped with a message when it is not there) read
 * the same logs, each log by a process of its own, alternately round by round (the first
 * rotating): the shared corpus's TORCH_TRACE logs (../shared/corpus/trace), and generated logs
 * written into BUILD/bench-data (seeded): about 10 MB of dynamo_output_graph records of printed
 * graphs (gen.h's gen_graph, a quarter with a cond and its branches), and about 10 MB of AOT
 * graphs (gen_mix forwards cut into records of 300 KB). The figures are the CPU seconds of the
 * processes (user + system, wait4) summed over a set's logs, medians over the rounds, and the
 * median of the per-round ratios tlparse / fxlint: the goal (issue 28) is at least 3x on the
 * corpus's logs and on the generated logs, each set said met or MISSED. Wall times are printed
 * beside them (tlparse also writes its HTML report, which fxlint does not). tlparse writes that
 * report into a memory filesystem (/dev/shm, where there is one; the build folder otherwise,
 * said in the heading): on this project's machines, deleting and writing its hundreds of files
 * on the disk took 0.7-1.2 s of system time for a log tlparse reads in 0.08 s, a cost of the
 * disk, not of reading the log, that once made a 1x ratio print as 7x. fxlint runs with
 * --no-cache. Before them, fxlint alone on logs of 10,000 and 40,000 compiles: the cost per
 * compile must not grow with the log. Figures are printed, never asserted; the exit status is 1
 * only when a program fails to run. Environment: FXLINT_BENCH_BUILD (default build),
 * FXLINT_BENCH_SHARED (default ../shared), FXLINT_BENCH_ROUNDS (default 5). */
#include <dirent.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>


#include "bench.h"
#include "gen.h"

#define MAX_ROUNDS 15
#define MAX_LOGS 256

static int failures;

typedef struct Set {
    const char *title;
    char *logs[MAX_LOGS];
    int n;
    double mb;
} Set;

static double file_mb(const char *p)
{
    struct stat st;
    return stat(p, &st) == 0 ? (double)st.st_size / 1e6 : 0;
}

static void set_add(Set *s, char *path)
{
    if (s->n == MAX_LOGS) return;
    s->logs[s->n++] = path;
    s->mb += file_mb(path);
}

/* The generated logs: printed graphs of gen_graph as Dynamo records, and gen_mix forwards as
 * AOT records. */
static void write_logs(const char *graphs, const char *aot)
{
    FILE *f = open_for_writing(graphs);
    Gen g;
    gen_init(&g, NULL, 7);
    size_t total = 0;
    for (unsigned k = 0; total < ((size_t)10 << 20); k++) {
        char *text = NULL;
        size_t len = 0;
        g.out = open_memstream(&text, &len);
        g.bytes = 0;
        gen_graph(&g, k);
        fclose(g.out);
        gen_trace_record(f, "dynamo_output_graph", k, text, len);
        total += len;
        free(text);
    }
    if (fclose(f) != 0) exit(2);
    f = open_for_writing(aot);
    for (unsigned k = 0; k < 34; k++) {
        size_t len;
        char *text = gen_mix_text(300 * 1024, 20, k + 1, &len);
        gen_trace_record(f, "aot_forward_graph", k, text, len);
        free(text);
    }
    if (fclose(f) != 0) exit(2);
}

/* A log of n compiles, as a long run with many frames and recompiles writes: each a small
 * Dynamo graph of its own (its constant differs, so no two are the same text) and the
 * compilation_metrics record that ends it. */
static void write_compiles(const char *path, unsigned n)
{
    FILE *f = open_for_writing(path);
    char text[512];
    for (unsigned k = 0; k < n; k++) {
        int len = snprintf(text, sizeof text,
                           "class GraphModule(torch.nn.Module):\n"
                           "    def forward(self, L_x_: \"f32[4, 8][8, 1]cpu\"):\n"
                           "        l_x_ = L_x_\n"
                           "        mul = l_x_ * %u;  l_x_ = None\n"
                           "        return (mul,)\n        \n",
                           k);
        gen_trace_record(f, "dynamo_output_graph", k, text, (size_t)len);
        gen_trace_end(f, k);
    }
    if (fclose(f) != 0) exit(2);
}

/* fxlint on logs of n and 4n compiles, alternated: a log's cost per compile must not grow with
 * the compiles before it (each record finds its compile among all of them). At most 6x, where
 * linear is 4x and a search per record over every compile 16x. */
static void section_compiles(const char *data, const char *fxlint, int rounds)
{
    enum { N = 10000 };
    char *log[2] = {path_in(data, "trace-compiles-n.log"), path_in(data, "trace-compiles-4n.log")};
    write_compiles(log[0], N);
    write_compiles(log[1], 4 * N);
    printf("\ncompiles: logs of %u and %u compiles (%.1f and %.1f MB)\n", N, 4 * N, file_mb(log[0]), file_mb(log[1]));
    double c[2][MAX_ROUNDS], ratio[MAX_ROUNDS];
    for (int r = 0; r < rounds; r++)
        for (int k = 0; k < 2; k++) {
            int which = (k + r) % 2;
            char *fx[] = {(char *)fxlint, "check", "--no-cache", "-j1", "-q", log[which], NULL};
            BenchRun b = bench_run(fx);
            if (b.status < 0 || b.status > 1) {
                fprintf(stderr, "bench_trace: fxlint failed on %s (exit status %d)\n", log[which], b.status);
                failures++;
                return;
            }
            c[which][r] = b.cpu;
        }
    for (int r = 0; r < rounds; r++) ratio[r] = c[1][r] / c[0][r];
    double m = median(ratio, rounds);
    printf("  fxlint check -j1: cpu %.3f s and %.3f s (medians); 4n / n: %.2fx (median of %d alternated rounds); "
           "goal <= 6x: %s\n",
           median(c[0], rounds), median(c[1], rounds), m, rounds, m <= 6 ? "met" : "MISSED");
    free(log[0]);
    free(log[1]);
}

static bool exists(const char *p)
{
    struct stat st;
    return stat(p, &st) == 0;
}

static int by_name(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static void corpus_logs(Set *s, const char *shared)
{
    char *dir = path_in(shared, "corpus/trace");
    DIR *d = opendir(dir);
    if (!d) return;
    struct dirent *e;
    while ((e = readdir(d)))
        if (e->d_name[0] != '.' && strstr(e->d_name, ".log")) set_add(s, path_in(dir, e->d_name));
    closedir(d);
    qsort(s->logs, (size_t)s->n, sizeof *s->logs, by_name);
}

/* The CPU and wall seconds of one contender over every log of the set. */
static bool run_set(const Set *s, bool tl, const char *fxlint, const char *tlparse, const char *out, double *cpu,
                    double *wall)
{
    *cpu = *wall = 0;
    for (int i = 0; i < s->n; i++) {
        char *fx[] = {(char *)fxlint, "check", "--no-cache", "-j1", "-q", s->logs[i], NULL};
        char *tp[] = {(char *)tlparse, s->logs[i], "-o", (char *)out, "--overwrite", "--no-browser", NULL};
        BenchRun r = bench_run(tl ? tp : fx);
        /* fxlint: 1 means findings; tlparse: 0 */
        if (r.status < 0 || r.status > (tl ? 0 : 1)) {
            fprintf(stderr, "bench_trace: %s failed on %s (exit status %d)\n", tl ? "tlparse" : "fxlint", s->logs[i], r.status);
            return false;
        }
        *cpu += r.cpu;
        *wall += r.wall;
    }
    return true;
}

static void section(const Set *s, const char *fxlint, const char *tlparse, const char *out, int rounds, bool goal)
{
    printf("\n%s (%d logs, %.1f MB)\n", s->title, s->n, s->mb);
    double c[2][MAX_ROUNDS], w[2][MAX_ROUNDS], rc[MAX_ROUNDS], rw[MAX_ROUNDS];
    for (int r = 0; r < rounds; r++)
        for (int k = 0; k < 2; k++) {
            int who = (k + r) % 2; /* 0 fxlint, 1 tlparse */
            if (!run_set(s, who == 1, fxlint, tlparse, out, &c[who][r], &w[who][r])) {
                failures++;
                return;
            }
        }
    for (int r = 0; r < rounds; r++) rc[r] = c[1][r] / c[0][r], rw[r] = w[1][r] / w[0][r];
    double cm[2], wm[2];
    for (int k = 0; k < 2; k++) {
        double v[MAX_ROUNDS];
        memcpy(v, c[k], sizeof v);
        cm[k] = median(v, rounds);
        memcpy(v, w[k], sizeof v);
        wm[k] = median(v, rounds);
    }
    printf("  fxlint check -j1 (all rules)   cpu %6.3f s (%6.1f MB/s)  wall %6.3f s\n", cm[0], s->mb / cm[0], wm[0]);
    printf("  tlparse 0.4.3                  cpu %6.3f s (%6.1f MB/s)  wall %6.3f s\n", cm[1], s->mb / cm[1], wm[1]);
    double ratio = median(rc, rounds);
    printf("  tlparse / fxlint: %.2fx CPU time, %.2fx wall (medians of %d alternated rounds)", ratio, median(rw, rounds),
           rounds);
    if (goal) printf("; goal >= 3x (CPU): %s", ratio >= 3 ? "met" : "MISSED");
    printf("\n");
}

int main(void)
{
    const char *build = getenv("FXLINT_BENCH_BUILD") ? getenv("FXLINT_BENCH_BUILD") : "build";
    const char *shared = getenv("FXLINT_BENCH_SHARED") ? getenv("FXLINT_BENCH_SHARED") : "../shared";
    int rounds = getenv("FXLINT_BENCH_ROUNDS") ? atoi(getenv("FXLINT_BENCH_ROUNDS")) : 5;
    if (rounds < 1) rounds = 1;
    if (rounds > MAX_ROUNDS) rounds = MAX_ROUNDS;
    char *fxlint = path_in(build, "fxlint"), *tlparse = path_in(build, "tlparse/bin/tlparse");
    char *data = path_in(build, "bench-data");
    mkdir(data, 0777);
    double load[3] = {0, 0, 0};
    if (getloadavg(load, 3) < 0) load[0] = -1;
    printf("bench_trace: TORCH_TRACE logs, fxlint against tlparse 0.4.3; load average %.2f; %d rounds\n", load[0], rounds);
    section_compiles(data, fxlint, rounds);
    if (!exists(tlparse)) {
        printf("  tlparse: skipped (not installed in %s/tlparse: pip could not install tlparse==0.4.3, or offline)\n", build);
        return 0;
    }
    char *graphs = path_in(data, "trace-graphs.log"), *aot = path_in(data, "trace-aot.log"), *out;
    char shm[64];
    snprintf(shm, sizeof shm, "/dev/shm/fxlint-bench-tlparse-%ld", (long)getpid());
    bool in_memory = mkdir(shm, 0777) == 0;
    out = in_memory ? path_in(shm, "out") : path_in(data, "tlparse-out");
    printf("tlparse writes its report into %s (%s)\n", out, in_memory ? "a memory filesystem" : "the disk: no /dev/shm");
    write_logs(graphs, aot);
    Set corpus = {"the shared corpus's TORCH_TRACE logs", {0}, 0, 0};
    corpus_logs(&corpus, shared);
    Set gen1 = {"generated: Dynamo graphs, a quarter with a cond and its branches", {0}, 0, 0};
    set_add(&gen1, graphs);
    Set gen2 = {"generated: AOT forwards of the REALISTIC mix, 300 KB each", {0}, 0, 0};
    set_add(&gen2, aot);
    if (corpus.n) section(&corpus, fxlint, tlparse, out, rounds, true);
    else printf("\nthe shared corpus: skipped (%s/corpus/trace absent)\n", shared);
    section(&gen1, fxlint, tlparse, out, rounds, true);
    /* few large records, where tlparse writes little and reads no graph: issue 28's goal holds
     * for generated logs too, and is printed as met or missed like the others */
    section(&gen2, fxlint, tlparse, out, rounds, true);
    if (in_memory) {
        char *rm[] = {"/bin/rm", "-rf", shm, NULL};
        bench_run(rm);
    }
    return failures ? 1 : 0;
}
