/* Speed and memory at scale, each figure next to its anchor. Generates the dumps of
 * tests/bench/gen.h into BUILD/bench-data (10 MB WORST and REALISTIC mixes, a 10 MB line, a
 * file of 100,000 tiny graphs), then runs, as child processes measured by wait4 (CPU time,
 * wall time, peak RSS):
 *   - `fxlint check -j1` against anchor_walk (tree-sitter parse + walk of the same file), and
 *     against ast-grep scanning it with two pattern rules when BUILD/astgrep has ast-grep;
 *   - `fxlint check -j1` on graphs grown 4 times along one dimension (gen_shape: HOP calls,
 *     operands, carries), against its own time at a quarter of the size: linear or not;
 *   - `fxlint check -j2` against `-j1` on the WORST mix: one GraphModule (with 1,900 branch
 *     classes) whose lines the scan stage reads, so its pieces stay on one thread and -j2 must
 *     cost what -j1 does (bench_threads measures a file of many graphs, which the goal of 1.8x
 *     is set for);
 *   - `fxlint check -j2` over the shared corpus copied 20 times (BUILD/bench-data/corpus20),
 *     when ../shared/corpus is there.
 * fxlint runs with --no-cache: every run reads and checks every input (bench_cache measures the
 * result cache). Contenders run alternately, round by round (the starting one rotating), and the ratio
 * printed is the median of the per-round ratios: these machines are shared and noisy, so
 * the CPU-time ratio is the figure to read; wall times are shown beside it. Figures are
 * printed, never asserted; the exit status is 1 only when a program failed to run.
 * Environment: FXLINT_BENCH_BUILD (default build), FXLINT_BENCH_ROUNDS (default 5),
 * FXLINT_BENCH_SHARED (default ../shared), FXLINT_BENCH_ONLY (a comma list of sections:
 * worst, realistic, line, many, shapes, threads, corpus). */
#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <tree_sitter/api.h>

#include "engine/engine.h"
#include "frontends/dispatch.h"

#include "bench.h"
#include "gen.h"

#define MAX_ROUNDS 15

typedef struct Sample {
    double cpu, wall; /* seconds */
    double rss_mib;   /* peak resident set */
    int status;       /* exit status, -1 when it did not exit */
} Sample;

typedef struct Contender {
    const char *name;
    char *argv[16];
    Sample s[MAX_ROUNDS];
    int n;
    bool failed;
} Contender;

static const char *build_dir;
static int rounds = 5;
static int failures;

/* Runs argv with stdout and stderr to /dev/null; CPU time and peak RSS from wait4. */
static Sample run_child(char *const argv[])
{
    BenchRun r = bench_run(argv);
    return (Sample){r.cpu, r.wall, r.rss_mib, r.status};
}

/* Runs the contenders alternately for `nrounds` rounds, the first one rotating. A run whose
 * exit status is not in 0..1 (fxlint: findings are 1) marks the contender failed. */
static void alternate(Contender *c, int nc, int nrounds)
{
    for (int r = 0; r < nrounds; r++) {
        for (int k = 0; k < nc; k++) {
            Contender *x = &c[(k + r) % nc];
            if (x->failed) continue;
            Sample s = run_child(x->argv);
            if (s.status < 0 || s.status > 1) {
                fprintf(stderr, "bench_scale: %s failed (exit status %d): %s\n", x->name, s.status, x->argv[0]);
                x->failed = true;
                failures++;
                continue;
            }
            x->s[x->n++] = s;
        }
    }
}

static double stat_of(const Contender *c, int which)
{
    double v[MAX_ROUNDS];
    for (int i = 0; i < c->n; i++) v[i] = which == 0 ? c->s[i].cpu : which == 1 ? c->s[i].wall : c->s[i].rss_mib;
    if (which == 2) {
        double m = 0;
        for (int i = 0; i < c->n; i++) m = v[i] > m ? v[i] : m;
        return m;
    }
    return median(v, c->n);
}

static void print_contender(const Contender *c, double mb)
{
    if (c->failed || c->n == 0) {
        printf("  %-34s did not run\n", c->name);
        return;
    }
    double cpu = stat_of(c, 0), wall = stat_of(c, 1);
    printf("  %-34s cpu %6.2f s (%5.1f MB/s)  wall %6.2f s  peak RSS %7.1f MiB\n", c->name, cpu, mb / cpu, wall,
           stat_of(c, 2));
}

/* Median over rounds of a's figure / b's figure (which: 0 CPU, 1 wall). */
static double ratio(const Contender *a, const Contender *b, int which)
{
    double v[MAX_ROUNDS];
    int n = a->n < b->n ? a->n : b->n;
    for (int i = 0; i < n; i++)
        v[i] = which == 0 ? a->s[i].cpu / b->s[i].cpu : a->s[i].wall / b->s[i].wall;
    return n ? median(v, n) : 0;
}

static void print_ratio(const char *what, const Contender *a, const Contender *b, double goal, bool at_most)
{
    if (a->failed || b->failed || !a->n || !b->n) return;
    double rc = ratio(a, b, 0), rw = ratio(a, b, 1);
    printf("  %s: %.3fx CPU time, %.3fx wall (median of %d alternated rounds)", what, rc, rw, a->n < b->n ? a->n : b->n);
    if (goal > 0) printf("; goal %s %.2fx: %s", at_most ? "<=" : ">=", goal, (at_most ? rc <= goal : rc >= goal) ? "met" : "MISSED");
    printf("\n");
}

static void print_rss_goal(const Contender *c, double goal_mib)
{
    if (c->failed || !c->n) return;
    double rss = stat_of(c, 2);
    printf("  %s peak RSS %.1f MiB; goal <= %.0f MiB: %s\n", c->name, rss, goal_mib, rss <= goal_mib ? "met" : "MISSED");
}

static bool exists(const char *p)
{
    struct stat st;
    return stat(p, &st) == 0;
}

static double file_mb(const char *p)
{
    struct stat st;
    return stat(p, &st) == 0 ? (double)st.st_size / 1e6 : 0;
}

/* Writes one generated dump; kind as gen_dump takes it. */
static void generate(const char *path, const char *kind, double size)
{
    FILE *f = open_for_writing(path);
    Gen g;
    gen_init(&g, f, 1);
    size_t bytes = (size_t)(size * 1024 * 1024);
    if (strcmp(kind, "worst") == 0) gen_mix(&g, bytes, 1);
    else if (strcmp(kind, "realistic") == 0) gen_mix(&g, bytes, 20);
    else if (strcmp(kind, "line") == 0) gen_line(&g, bytes);
    else gen_many(&g, (unsigned)size);
    if (fclose(f) != 0) {
        perror(path);
        exit(2);
    }
}

static void set_argv(Contender *c, const char *name, ...)
{
    memset(c, 0, sizeof *c);
    c->name = name;
    va_list ap;
    va_start(ap, name);
    for (int i = 0; i < 15; i++) {
        char *a = va_arg(ap, char *);
        c->argv[i] = a;
        if (!a) break;
    }
    va_end(ap);
}

static bool wanted(const char *section)
{
    const char *only = getenv("FXLINT_BENCH_ONLY");
    if (!only || !*only) return true;
    size_t n = strlen(section);
    for (const char *p = only; (p = strstr(p, section)); p += n)
        if ((p == only || p[-1] == ',') && (p[n] == 0 || p[n] == ',')) return true;
    return false;
}

static char *fxlint, *anchor, *astgrep, *astgrep_rules;

/* fxlint -j1 against the anchor (and ast-grep) on one generated file. */
static void section_file(const char *title, const char *path, int nrounds, double time_goal, double rss_goal,
                         bool against_astgrep)
{
    double mb = file_mb(path);
    printf("\n%s (%s, %.1f MB)\n", title, path, mb);
    Contender c[3];
    int nc = 2;
    set_argv(&c[0], "anchor: tree-sitter parse + walk", anchor, (char *)path, NULL);
    set_argv(&c[1], "fxlint check -j1 (all rules)", fxlint, "check", "--no-cache", "-j1", "-q", (char *)path, NULL);
    if (against_astgrep && astgrep)
        set_argv(&c[nc++], "ast-grep scan, two pattern rules", astgrep, "scan", "-j", "1", "--json=compact", "-r",
                 astgrep_rules, (char *)path, NULL);
    alternate(c, nc, nrounds);
    for (int i = 0; i < nc; i++) print_contender(&c[i], mb);
    print_ratio("fxlint / anchor", &c[1], &c[0], time_goal, true);
    if (nc == 3) print_ratio("fxlint / ast-grep", &c[1], &c[2], 1.0, true);
    else if (against_astgrep) printf("  ast-grep: skipped (not installed in %s/astgrep: npm install failed or offline)\n", build_dir);
    print_rss_goal(&c[1], rss_goal);
}

/* One dimension of a graph grown 4 times (gen_shape: HOP calls in a module, operands and results
 * of one call, carries of a while_loop): fxlint -j1 on the two sizes, alternated, beside
 * tree-sitter's parse + walk of the same files. Linear work costs about 4 times as much; the goal
 * is at most 6x, where a quadratic step would cost 16x. */
static void section_shape(const char *dir, const char *name, GenShape shape, unsigned n, int nrounds)
{
    char *path[2];
    for (int k = 0; k < 2; k++) {
        char base[64];
        snprintf(base, sizeof base, "shape-%s-%u.py", name, k ? 4 * n : n);
        path[k] = path_in(dir, base);
        FILE *f = open_for_writing(path[k]);
        Gen g;
        gen_init(&g, f, 1);
        gen_shape(&g, shape, k ? 4 * n : n);
        if (fclose(f) != 0) {
            perror(path[k]);
            exit(2);
        }
    }
    printf("\nshape '%s': %u and %u (%.1f and %.1f MB)\n", name, n, 4 * n, file_mb(path[0]), file_mb(path[1]));
    Contender c[4];
    set_argv(&c[0], "fxlint check -j1, size n", fxlint, "check", "--no-cache", "-j1", "-q", path[0], NULL);
    set_argv(&c[1], "fxlint check -j1, size 4n", fxlint, "check", "--no-cache", "-j1", "-q", path[1], NULL);
    set_argv(&c[2], "anchor, size n", anchor, path[0], NULL);
    set_argv(&c[3], "anchor, size 4n", anchor, path[1], NULL);
    alternate(c, 4, nrounds);
    for (int k = 0; k < 4; k++) print_contender(&c[k], file_mb(path[k % 2]));
    print_ratio("anchor 4n / n", &c[3], &c[2], 0, true);
    print_ratio("fxlint 4n / n", &c[1], &c[0], 6.0, true);
    free(path[0]);
    free(path[1]);
}

/* The shared corpus, 20 copies, under dir/corpus20 (made once; never committed). Returns its
 * path, or NULL when the corpus is absent. Sets *bytes to the total size of its files. */
static char *replicate_corpus(const char *dir, const char *shared, double *mb)
{
    char *src = path_in(shared, "corpus"), *dst = path_in(dir, "corpus20");
    if (!exists(src)) return NULL;
    char cmd[4096];
    if (!exists(dst)) {
        snprintf(cmd, sizeof cmd,
                 "set -e; rm -rf '%s.tmp'; mkdir -p '%s.tmp'; for i in $(seq -w 1 20); do "
                 "cp -R '%s' '%s.tmp/copy'$i; done; mv '%s.tmp' '%s'",
                 dst, dst, src, dst, dst, dst);
        if (system(cmd) != 0) {
            fprintf(stderr, "bench_scale: could not copy the corpus into %s\n", dst);
            return NULL;
        }
    }
    snprintf(cmd, sizeof cmd, "du -sb --apparent-size '%s'", dst);
    FILE *p = popen(cmd, "r");
    double bytes = 0;
    if (p && fscanf(p, "%lf", &bytes) != 1) bytes = 0;
    if (p) pclose(p);
    *mb = bytes / 1e6;
    free(src);
    return dst;
}

/* ---- one graph at a time (what a file of many graphs costs once it is split) ---- */

const TSLanguage *tree_sitter_python(void);

typedef struct GraphCount {
    uint32_t graphs;
    Arena scratch;
} GraphCount;

/* The check driver's sink: every rule on the graph. */
static void check_graph(Frontend *fe, Graph *g)
{
    GraphCount *c = fe->user;
    engine_check_graph(fe->cfg, g, fe->diags, &c->scratch);
    arena_reset(&c->scratch);
    c->graphs++;
}

/* The graphs of the 100k file handed one by one to fxlint's printed-code front end and rules
 * (what the dispatch layer's splitter does), in-process, against tree-sitter parsing and
 * walking the same texts: CPU microseconds per graph, alternated rounds. */
static void section_per_graph(const char *path)
{
    Arena file;
    arena_init(&file);
    char *text;
    uint32_t len;
    if (source_read_file(&file, path, &text, &len) != 0) {
        arena_free(&file);
        return;
    }
    /* the graphs: each starts at a top-level `class GraphModule` line */
    enum { MAXG = 20000 };
    static uint32_t starts[MAXG + 1];
    uint32_t ng = 0;
    for (const char *q = text; ng < MAXG && (q = strstr(q, "class GraphModule")); q++)
        if (q == text || q[-1] == '\n') starts[ng++] = (uint32_t)(q - text);
    starts[ng] = ng < MAXG ? len : starts[ng - 1] + 1;
    if (ng == MAXG) ng--;
    printf("\none graph at a time: the first %u graphs of %s, in-process (per-graph cost of a split file)\n", ng, path);
    Arena run;
    arena_init(&run);
    DiagList diags;
    diag_list_init(&diags, &run);
    Config cfg;
    config_init_defaults(&cfg);
    GraphCount count = {0};
    arena_init(&count.scratch);
    Frontend fe;
    frontend_init(&fe, &diags, &cfg, check_graph, &count);
    TSParser *parser = ts_parser_new();
    ts_parser_set_language(parser, tree_sitter_python());
    double fx[MAX_ROUNDS], an[MAX_ROUNDS], ratio_v[MAX_ROUNDS];
    int nr = rounds > 3 ? 3 : rounds;
    for (int r = 0; r < nr; r++) {
        double c0 = clock_s(CLOCK_PROCESS_CPUTIME_ID);
        for (uint32_t i = 0; i < ng; i++) {
            Arena a;
            arena_init(&a);
            Source src;
            source_init(&src, &a, path, text + starts[i], starts[i + 1] - starts[i]);
            frontend_run(&fe, &src, FMT_READABLE);
            arena_free(&a);
        }
        fx[r] = clock_s(CLOCK_PROCESS_CPUTIME_ID) - c0;
        c0 = clock_s(CLOCK_PROCESS_CPUTIME_ID);
        unsigned long nodes = 0;
        for (uint32_t i = 0; i < ng; i++) {
            TSTree *tree = ts_parser_parse_string(parser, NULL, text + starts[i], starts[i + 1] - starts[i]);
            TSTreeCursor c = ts_tree_cursor_new(ts_tree_root_node(tree));
            for (;;) {
                nodes++;
                if (ts_tree_cursor_goto_first_child(&c)) continue;
                while (!ts_tree_cursor_goto_next_sibling(&c))
                    if (!ts_tree_cursor_goto_parent(&c)) goto done;
            }
        done:
            ts_tree_cursor_delete(&c);
            ts_tree_delete(tree);
        }
        an[r] = clock_s(CLOCK_PROCESS_CPUTIME_ID) - c0;
        ratio_v[r] = fx[r] / an[r];
        diags.len = 0;
    }
    double fxm = median(fx, nr), anm = median(an, nr);
    printf("  anchor: tree-sitter parse + walk    %.1f us per graph\n", anm / ng * 1e6);
    printf("  fxlint front end and all rules       %.1f us per graph (%u graphs checked per round)\n", fxm / ng * 1e6,
           count.graphs / (unsigned)nr);
    printf("  fxlint / anchor: %.3fx CPU time (median of %d alternated rounds); 100,000 graphs: about %.1f s\n",
           median(ratio_v, nr), nr, fxm / ng * 100000);
    ts_parser_delete(parser);
    frontend_fini(&fe);
    arena_free(&count.scratch);
    arena_free(&run);
    arena_free(&file);
}

int main(void)
{
    build_dir = getenv("FXLINT_BENCH_BUILD") ? getenv("FXLINT_BENCH_BUILD") : "build";
    const char *shared = getenv("FXLINT_BENCH_SHARED") ? getenv("FXLINT_BENCH_SHARED") : "../shared";
    if (getenv("FXLINT_BENCH_ROUNDS")) rounds = atoi(getenv("FXLINT_BENCH_ROUNDS"));
    if (rounds < 1) rounds = 1;
    if (rounds > MAX_ROUNDS) rounds = MAX_ROUNDS;
    fxlint = path_in(build_dir, "fxlint");
    anchor = path_in(build_dir, "bench/anchor_walk");
    char *data = path_in(build_dir, "bench-data");
    mkdir(data, 0777);
    char *ag = path_in(build_dir, "astgrep/node_modules/.bin/ast-grep");
    if (exists(ag)) {
        astgrep = ag;
        astgrep_rules = path_in(data, "astgrep-rules.yml");
        FILE *f = fopen(astgrep_rules, "w");
        if (!f) return 2;
        fputs("id: inplace-add\nlanguage: python\nrule:\n  pattern: torch.ops.aten.add_.Tensor($$$ARGS)\n---\n"
              "id: cond-call\nlanguage: python\nrule:\n  pattern: torch.ops.higher_order.cond($$$ARGS)\n",
              f);
        fclose(f);
    }
    long ncpu = sysconf(_SC_NPROCESSORS_ONLN);
    double load[3] = {0, 0, 0};
    if (getloadavg(load, 3) < 0) load[0] = -1;
    printf("bench_scale: %ld cores, load average %.2f; %d rounds; CPU-time ratios are the figures to read\n", ncpu,
           load[0], rounds);

    char *worst = path_in(data, "worst.py"), *real = path_in(data, "realistic.py"), *line = path_in(data, "line.py"),
         *many = path_in(data, "many.py");
    if (wanted("worst") || wanted("threads")) generate(worst, "worst", 10);
    if (wanted("realistic")) generate(real, "realistic", 10);
    if (wanted("line")) generate(line, "line", 10);
    if (wanted("many")) generate(many, "many", 100000);

    if (wanted("worst")) section_file("WORST mix: one GraphModule, a cond with two 20-node branches in every block", worst,
                                      rounds, 1.05, 64, true);
    if (wanted("realistic"))
        section_file("REALISTIC mix: one GraphModule, a cond in 1 block of 20", real, rounds, 1.05, 64, true);
    if (wanted("many")) section_file("100,000 tiny graphs in one file", many, rounds > 3 ? 3 : rounds, 0, 64, false);
    if (wanted("many")) section_per_graph(many);
    if (wanted("line")) section_file("a 10 MB line (a list argument of 3.5M elements)", line, 1, 0, 256, false);
    if (wanted("shapes")) {
        int nr = rounds > 3 ? 3 : rounds;
        section_shape(data, "calls", GEN_CALLS, 5000, nr);
        section_shape(data, "operands", GEN_OPERANDS, 4000, nr);
        section_shape(data, "carries", GEN_CARRIES, 4000, nr);
    }

    if (wanted("threads")) {
        printf("\nthreads: fxlint check -j2 against -j1 on the WORST mix (%.1f MB, one GraphModule with %s branch "
               "classes, every line read by the scan stage: its pieces go to helper threads only when tree-sitter has "
               "1 MiB of them to parse, so -j2 costs what -j1 does)\n",
               file_mb(worst), "1,900");
        Contender c[2];
        set_argv(&c[0], "fxlint check -j1", fxlint, "check", "--no-cache", "-j1", "-q", worst, NULL);
        set_argv(&c[1], "fxlint check -j2", fxlint, "check", "--no-cache", "-j2", "-q", worst, NULL);
        alternate(c, 2, rounds);
        print_contender(&c[0], file_mb(worst));
        print_contender(&c[1], file_mb(worst));
        if (!c[0].failed && !c[1].failed && c[0].n && c[1].n) {
            double sp = 1 / ratio(&c[1], &c[0], 1);
            double cpu = ratio(&c[1], &c[0], 0);
            printf("  speed-up -j2 over -j1 (wall): %.2fx, CPU -j2 / -j1: %.2fx (medians of %d alternated rounds); goal: "
                   "-j2 no slower and no costlier than -j1 (wall >= 0.95x, CPU <= 1.05x): %s%s\n", sp, cpu,
                   c[0].n < c[1].n ? c[0].n : c[1].n, sp >= 0.95 && cpu <= 1.05 ? "met" : "MISSED",
                   ncpu < 2 ? " (fewer than 2 cores)" : load[0] > 1 ? " (read with the load average above)" : "");
            printf("  the machine's ceiling now: a loop with nothing shared gets %.2fx wall from two threads\n",
                   bench_parallel_ceiling(rounds));
        }
    }

    if (wanted("corpus")) {
        double mb = 0;
        char *corpus = replicate_corpus(data, shared, &mb);
        if (!corpus) {
            printf("\ncorpus audit: skipped (%s/corpus absent)\n", shared);
        } else {
            printf("\ncorpus audit: the shared corpus copied 20 times (%s, %.0f MB)\n", corpus, mb);
            Contender c[2];
            set_argv(&c[0], "fxlint check -j1", fxlint, "check", "--no-cache", "-j1", "-q", corpus, NULL);
            set_argv(&c[1], "fxlint check -j2", fxlint, "check", "--no-cache", "-j2", "-q", corpus, NULL);
            alternate(c, 2, rounds > 3 ? 3 : rounds);
            print_contender(&c[0], mb);
            print_contender(&c[1], mb);
            if (!c[1].failed && c[1].n) {
                double wall = stat_of(&c[1], 1), cpu = stat_of(&c[1], 0);
                printf("  -j2: %.0f MB/s wall, %.0f MB/s per CPU-second x 2 cores = %.0f MB/s; goal >= 150 MB/s (wall): "
                       "%s\n",
                       mb / wall, mb / cpu, 2 * mb / cpu, mb / wall >= 150 ? "met" : "MISSED");
                if (!c[0].failed && c[0].n) {
                    double load_now[3] = {0, 0, 0};
                    if (getloadavg(load_now, 3) < 0) load_now[0] = -1;
                    printf("  -j2 over -j1 (the anchor, alternated): %.2fx wall, %.3fx CPU; load average now %.2f\n",
                           1 / ratio(&c[1], &c[0], 1), ratio(&c[1], &c[0], 0), load_now[0]);
                    printf("  the machine's ceiling now: a loop with nothing shared gets %.2fx wall from two threads\n",
                           bench_parallel_ceiling(3));
                }
            }
        }
    }
    return failures ? 1 : 0;
}
