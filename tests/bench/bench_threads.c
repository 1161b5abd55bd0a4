/* Threads across the graphs of one file: the goal is two threads at least 1.8x one on a single
 * 10 MB file of many graphs. Writes (seeded, into BUILD/bench-data) about 800 printed graphs of
 * 8 to 120 nodes, a quarter with a cond and its branches (tests/bench/gen.h gen_graph), in
 * three forms: concatenated print_readable output, a TORCH_TRACE log of dynamo_output_graph
 * records each followed by the compilation_metrics record that ends its compile (as
 * torch.compile writes them), and TORCH_LOGS graph_code output, which has no record that ends a
 * compile (the reader checks a compile's graphs once its process has moved on to the next
 * compile, frontends/trace_compile.h). For each:
 *   - `fxlint check -j1` and `-j2` must write the same jsonl, byte for byte (else it fails);
 *     both run under the default --file-timeout, as the in-process runs below do;
 *   - the check driver (check_files, in this process) with one thread and with two, alternately
 *     round by round: wall time, CPU time, and each thread's CPU time. The machines these run
 *     on are shared and loaded: the goal is read on the measured wall speed-up, printed with the
 *     load average; beside it, what two free cores would give (the one-thread CPU time over the
 *     busiest thread's CPU time with two: a thread that waits uses no CPU) and the CPU the
 *     second thread costs in all (two threads' total over one's), which say whether a shortfall
 *     is the program's or the machine's.
 * Prints the figures (medians of the rounds) against the goal; the exit status is 1 only when
 * an output differs or a program fails. Environment: FXLINT_BENCH_BUILD (default build),
 * FXLINT_BENCH_ROUNDS (default 5). */
#include <fcntl.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "cli/check.h"
#include "cli/cli.h"

#include "bench.h"
#include "gen.h"

#define MAX_ROUNDS 15
#define TARGET_BYTES ((size_t)10 << 20)

typedef enum Form { FORM_PRINTED, FORM_TRACE, FORM_LOGS } Form;

/* One graph of gen_graph in memory (malloc'd, NUL-terminated). */
static char *graph_text(Gen *g, unsigned k, size_t *len)
{
    char *buf = NULL;
    FILE *f = open_memstream(&buf, len);
    if (!f) abort();
    Gen m = *g;
    m.out = f;
    m.bytes = 0;
    gen_graph(&m, k);
    fclose(f);
    g->rng = m.rng;
    return buf;
}

/* Writes about TARGET_BYTES of graphs in `form` to path. */
static void write_form(const char *path, Form form)
{
    FILE *f = open_for_writing(path);
    Gen g;
    gen_init(&g, f, 7);
    size_t total = 0;
    for (unsigned k = 0; total < TARGET_BYTES; k++) {
        size_t len;
        char *text = graph_text(&g, k, &len);
        long before = ftell(f);
        if (form == FORM_PRINTED) {
            fprintf(f, "%s\n\n", text);
        } else if (form == FORM_TRACE) {
            gen_trace_record(f, "dynamo_output_graph", k, text, len);
            gen_trace_end(f, k);
        } else {
            /* each line under the record's prefix; the first after the file name of the code */
            const char *pre = "V1125 14:18:03.542000 32001 torch/_dynamo/output_graph.py:2835]";
            fprintf(f, "%s [%u/0] [__graph_code] TRACED GRAPH\n%s [%u/0] [__graph_code]  ===== __compiled_fn_%u =====\n",
                    pre, k, pre, k, k);
            for (const char *s = text, *nl;; s = nl + 1) {
                nl = strchr(s, '\n');
                if (!nl && !*s) break;
                fprintf(f, "%s [%u/0] [__graph_code] %s%.*s\n", pre, k, s == text ? " /torch/fx/_lazy_graph_module.py " : "",
                        (int)(nl ? (size_t)(nl - s) : strlen(s)), s);
                if (!nl) break;
            }
        }
        total += (size_t)(ftell(f) - before);
        free(text);
    }
    if (fclose(f) != 0) {
        perror(path);
        exit(2);
    }
}

/* Runs `fxlint check -jJ --format jsonl path > out`; returns its exit status (-1: did not run). */
static int run_jsonl(const char *fxlint, const char *jobs, const char *path, const char *out)
{
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) {
        int fd = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0644), null = open("/dev/null", O_WRONLY);
        if (fd < 0 || null < 0) _exit(127);
        dup2(fd, 1);
        dup2(null, 2);
        execl(fxlint, fxlint, "check", "--no-cache", "-q", "--format", "jsonl", "-j", jobs, path, (char *)NULL);
        _exit(127);
    }
    int status;
    if (pid < 0 || waitpid(pid, &status, 0) < 0 || !WIFEXITED(status)) return -1;
    return WEXITSTATUS(status);
}

static bool same_file(const char *a, const char *b)
{
    char cmd[8192];
    snprintf(cmd, sizeof cmd, "cmp -s '%s' '%s'", a, b);
    return system(cmd) == 0;
}

typedef struct Sample {
    double wall, cpu, busiest; /* seconds; busiest: the most CPU one thread used */
    uint32_t findings;
} Sample;

static Sample check_once(const char *path, int jobs)
{
    Arena a;
    arena_init(&a);
    DiagList out;
    diag_list_init(&out, &a);
    Config cfg;
    config_init_defaults(&cfg);
    double thread_cpu[8] = {0};
    /* the CLI's default --file-timeout: the figures are the default's */
    CheckOptions o = {.cfg = &cfg, .input_format = FMT_AUTO, .jobs = jobs, .file_timeout_ns = CLI_DEFAULT_FILE_TIMEOUT_NS,
                      .thread_cpu = thread_cpu, .nthread_cpu = 8};
    const char *files[] = {path};
    Sample s = {0, 0, 0, 0};
    double w0 = clock_s(CLOCK_MONOTONIC), c0 = clock_s(CLOCK_PROCESS_CPUTIME_ID);
    check_files(&o, files, 1, &out, NULL);
    s.cpu = clock_s(CLOCK_PROCESS_CPUTIME_ID) - c0;
    s.wall = clock_s(CLOCK_MONOTONIC) - w0;
    for (int i = 0; i < 8; i++) s.busiest = thread_cpu[i] > s.busiest ? thread_cpu[i] : s.busiest;
    s.findings = out.len;
    arena_free(&a);
    return s;
}

static int failures;

static void section(const char *title, const char *fxlint, const char *path, const char *data, int rounds)
{
    struct stat st;
    double mb = stat(path, &st) == 0 ? (double)st.st_size / 1e6 : 0;
    printf("\n%s (%s, %.1f MB)\n", title, path, mb);
    char *o1 = path_in(data, "threads-j1.jsonl"), *o2 = path_in(data, "threads-j2.jsonl");
    int r1 = run_jsonl(fxlint, "1", path, o1), r2 = run_jsonl(fxlint, "2", path, o2);
    bool same = r1 >= 0 && r1 <= 1 && r2 >= 0 && r2 <= 1 && same_file(o1, o2);
    if (!same) {
        printf("  FAIL: fxlint -j1 and -j2 differ (%s, %s) or failed (exit status %d, %d)\n", o1, o2, r1, r2);
        failures++;
    }
    free(o1);
    free(o2);
    double w1[MAX_ROUNDS], c1[MAX_ROUNDS], w2[MAX_ROUNDS], c2[MAX_ROUNDS], b2[MAX_ROUNDS];
    double rw[MAX_ROUNDS], rc[MAX_ROUNDS], est[MAX_ROUNDS];
    uint32_t findings = 0;
    for (int r = 0; r < rounds; r++) {
        Sample one, two;
        if (r % 2 == 0) one = check_once(path, 1), two = check_once(path, 2);
        else two = check_once(path, 2), one = check_once(path, 1);
        if (one.findings != two.findings) {
            printf("  FAIL: round %d: %u findings with one thread, %u with two\n", r + 1, one.findings, two.findings);
            failures++;
        }
        findings = one.findings;
        w1[r] = one.wall, c1[r] = one.cpu, w2[r] = two.wall, c2[r] = two.cpu, b2[r] = two.busiest;
        rw[r] = one.wall / two.wall, rc[r] = two.cpu / one.cpu, est[r] = one.cpu / two.busiest;
    }
    printf("  one thread:  %6.2f s wall, %6.2f s CPU (%u findings)\n", median(w1, rounds), median(c1, rounds), findings);
    printf("  two threads: %6.2f s wall, %6.2f s CPU, the busiest thread %.2f s CPU\n", median(w2, rounds),
           median(c2, rounds), median(b2, rounds));
    double e = median(est, rounds), w = median(rw, rounds);
    printf("  two threads' CPU over one's: %.3fx; if two cores were free (one thread's CPU / the busiest of two): "
           "%.2fx\n",
           median(rc, rounds), e);
    printf("  speed-up -j2 over -j1 (wall, as measured, read with the load average above): %.2fx; goal >= 1.8x: %s; "
           "output -j1 = -j2: %s (median of %d alternated rounds)\n",
           w, w >= 1.8 ? "met" : "MISSED", same ? "yes" : "NO", rounds);
    printf("  the machine's ceiling now: a loop with nothing shared gets %.2fx wall from two threads\n",
           bench_parallel_ceiling(rounds));
}

int main(void)
{
    const char *build = getenv("FXLINT_BENCH_BUILD") ? getenv("FXLINT_BENCH_BUILD") : "build";
    int rounds = getenv("FXLINT_BENCH_ROUNDS") ? atoi(getenv("FXLINT_BENCH_ROUNDS")) : 5;
    if (rounds < 1) rounds = 1;
    if (rounds > MAX_ROUNDS) rounds = MAX_ROUNDS;
    char *data = path_in(build, "bench-data"), *fxlint = path_in(build, "fxlint");
    mkdir(data, 0777);
    char *printed = path_in(data, "graphs10.py"), *trace = path_in(data, "graphs10.trace.log"),
         *logs = path_in(data, "graphs10.logs.log");
    write_form(printed, FORM_PRINTED);
    write_form(trace, FORM_TRACE);
    write_form(logs, FORM_LOGS);
    double load[3] = {0, 0, 0};
    if (getloadavg(load, 3) < 0) load[0] = -1;
    printf("bench_threads: one file of many graphs, -j2 against -j1; %ld cores, load average %.2f; %d rounds\n",
           sysconf(_SC_NPROCESSORS_ONLN), load[0], rounds);
    section("printed graphs, one after another", fxlint, printed, data, rounds);
    section("the same graphs as a TORCH_TRACE log", fxlint, trace, data, rounds);
    section("the same graphs as TORCH_LOGS graph_code output", fxlint, logs, data, rounds);
    return failures ? 1 : 0;
}
