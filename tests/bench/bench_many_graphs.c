/* A file of many small graphs: writes 100,000 printed graphs (or the count in argv[1]; seeded,
 * so every run writes the same file) to a temporary file: print_readable classes with a cond
 * and its branches, gm.code forwards, one in every 1,000 with a branch that writes its input.
 * Then it checks the file twice: in this process through frontend_run_path with a sink that
 * counts graphs (every graph must arrive), and with `fxlint check -j 1` in a child whose peak
 * RSS is read from wait4 (at most 64 MiB) and whose findings must be exactly the defects
 * written (every graph checked). Prints the figures; fails when a goal is missed. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "frontends/dispatch.h"

#include "bench.h"

#define RSS_GOAL_MIB 64
#define DEFECT_EVERY 1000

static uint64_t rng_state = 0x9e3779b97f4a7c15ull;

static uint32_t rnd(uint32_t n)
{
    rng_state = rng_state * 6364136223846793005ull + 1442695040888963407ull;
    return (uint32_t)(rng_state >> 33) % n;
}

/* One graph: a cond over two branches (its true branch adds in place when `defect`), or a
 * gm.code forward of a few ATen calls. */
static void write_graph(FILE *f, uint32_t k, bool defect)
{
    static const char *const ops[] = {"sin", "cos", "neg", "relu", "exp"};
    uint32_t dim = 1 + rnd(64);
    if (!defect && rnd(3) == 0) {
        fprintf(f, "def forward(self, x_%u):\n", k);
        uint32_t n = 2 + rnd(4);
        fprintf(f, "    v0 = torch.ops.aten.%s.default(x_%u)\n", ops[rnd(5)], k);
        for (uint32_t i = 1; i < n; i++) fprintf(f, "    v%u = torch.ops.aten.%s.default(v%u)\n", i, ops[rnd(5)], i - 1);
        fprintf(f, "    return (v%u,)\n    \n", n - 1);
        return;
    }
    fprintf(f,
            "class GraphModule(torch.nn.Module):\n"
            "    def forward(self, L_x_: \"f32[%u][1]cpu\", L_p_: \"b8[][]cpu\"):\n"
            "        # File: /home/user/model_%u.py:%u in forward, code: return torch.cond(p, t, f, (x,))\n"
            "        true_graph_0 = self.true_graph_0\n"
            "        false_graph_0 = self.false_graph_0\n"
            "        cond = torch.ops.higher_order.cond(L_p_, true_graph_0, false_graph_0, (L_x_,));  "
            "L_p_ = true_graph_0 = false_graph_0 = L_x_ = None\n"
            "        getitem: \"f32[%u][1]cpu\" = cond[0];  cond = None\n"
            "        return (getitem,)\n"
            "        \n"
            "    class true_graph_0(torch.nn.Module):\n"
            "        def forward(self, arg0_1: \"f32[%u][1]cpu\"):\n",
            dim, k % 97, 10 + k % 50, dim, dim);
    if (defect)
        fprintf(f, "            add_: \"f32[%u][1]cpu\" = torch.ops.aten.add_.Tensor(arg0_1, 1);  arg0_1 = None\n"
                   "            mul: \"f32[%u][1]cpu\" = torch.ops.aten.mul.Tensor(add_, 2);  add_ = None\n"
                   "            return (mul,)\n",
                dim, dim);
    else
        fprintf(f, "            r: \"f32[%u][1]cpu\" = torch.ops.aten.%s.default(arg0_1);  arg0_1 = None\n"
                   "            return (r,)\n",
                dim, ops[rnd(5)]);
    fprintf(f,
            "            \n"
            "    class false_graph_0(torch.nn.Module):\n"
            "        def forward(self, arg0_1: \"f32[%u][1]cpu\"):\n"
            "            clone: \"f32[%u][1]cpu\" = torch.ops.aten.clone.default(arg0_1);  arg0_1 = None\n"
            "            return (clone,)\n"
            "            \n",
            dim, dim);
}

static void write_file(const char *path, uint32_t ngraphs, uint32_t *ndefects, size_t *bytes)
{
    FILE *f = fopen(path, "w");
    if (!f) {
        perror(path);
        exit(2);
    }
    *ndefects = 0;
    for (uint32_t k = 0; k < ngraphs; k++) {
        bool defect = k % DEFECT_EVERY == DEFECT_EVERY / 2;
        *ndefects += defect;
        write_graph(f, k, defect);
    }
    *bytes = (size_t)ftell(f);
    if (fclose(f) != 0) {
        perror(path);
        exit(2);
    }
}

static void count_graph(Frontend *fe, Graph *g)
{
    (void)g;
    (*(uint32_t *)fe->user)++;
}

/* Runs `fxlint check -j 1 --format jsonl path` and counts the FX101 lines it prints; *rss_kib,
 * *secs and *cpu get the child's peak RSS, wall time and CPU time. */
static long run_fxlint(const char *fxlint, const char *path, long *rss_kib, double *secs, double *cpu)
{
    int fds[2];
    if (pipe(fds) != 0) return -1;
    double t0 = clock_s(CLOCK_MONOTONIC);
    pid_t pid = fork();
    if (pid == 0) {
        dup2(fds[1], 1);
        close(fds[0]);
        close(fds[1]);
        execl(fxlint, fxlint, "check", "-j", "1", "-q", "--format", "jsonl", "--exit-zero", path, (char *)NULL);
        _exit(127);
    }
    close(fds[1]);
    FILE *out = fdopen(fds[0], "r");
    long findings = 0;
    char line[8192];
    while (fgets(line, sizeof line, out))
        if (strstr(line, "\"code\":\"FX101\"")) findings++;
    fclose(out);
    int status;
    struct rusage ru;
    if (wait4(pid, &status, 0, &ru) < 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) return -1;
    *secs = clock_s(CLOCK_MONOTONIC) - t0;
    *cpu = (double)ru.ru_utime.tv_sec + (double)ru.ru_stime.tv_sec + 1e-6 * (double)(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec);
    *rss_kib = ru.ru_maxrss;
    return findings;
}

int main(int argc, char **argv)
{
    uint32_t ngraphs = argc > 1 ? (uint32_t)strtoul(argv[1], NULL, 10) : 100000;
    /* fxlint sits beside the bench folder: BUILD/bench/bench_many_graphs -> BUILD/fxlint */
    char fxlint[4096];
    snprintf(fxlint, sizeof fxlint, "%s", argv[0]);
    char *slash = strrchr(fxlint, '/');
    if (slash) *slash = 0;
    slash = strrchr(fxlint, '/');
    if (slash) snprintf(slash + 1, sizeof fxlint - (size_t)(slash + 1 - fxlint), "fxlint");
    else snprintf(fxlint, sizeof fxlint, "../fxlint");

    char path[] = "/tmp/fxlint_bench_many_XXXXXX";
    int fd = mkstemp(path);
    if (fd < 0) {
        perror("mkstemp");
        return 2;
    }
    close(fd);
    uint32_t ndefects;
    size_t bytes;
    write_file(path, ngraphs, &ndefects, &bytes);

    Arena a;
    arena_init(&a);
    DiagList diags;
    diag_list_init(&diags, &a);
    Config cfg;
    config_init_defaults(&cfg);
    uint32_t seen = 0;
    Frontend fe;
    frontend_init(&fe, &diags, &cfg, count_graph, &seen);
    double c0 = clock_s(CLOCK_PROCESS_CPUTIME_ID);
    frontend_run_path(&fe, path, FMT_AUTO);
    double parse_s = clock_s(CLOCK_PROCESS_CPUTIME_ID) - c0;
    frontend_fini(&fe);
    uint32_t input_problems = diags.len;
    arena_free(&a);

    long rss_kib = 0;
    double check_s = 0, check_cpu = 0;
    long findings = run_fxlint(fxlint, path, &rss_kib, &check_s, &check_cpu);
    unlink(path);

    printf("many graphs: %u graphs in one %.1f MB file, %u with a defect\n", ngraphs, (double)bytes / 1e6, ndefects);
    printf("  parsed in-process: %u graphs, %u input problems, %.2f s CPU (%.0f graphs/s)\n", seen, input_problems,
           parse_s, seen / (parse_s > 0 ? parse_s : 1e-9));
    printf("  fxlint check -j 1: %ld findings, %.2f s CPU (%.2f s wall), peak RSS %.1f MiB (goal: at most %d MiB)\n",
           findings, check_cpu, check_s, (double)rss_kib / 1024.0, RSS_GOAL_MIB);
    bool ok = seen == ngraphs && input_problems == 0 && findings == (long)ndefects && rss_kib <= RSS_GOAL_MIB * 1024L;
    if (!ok) printf("  FAIL: every graph must arrive and be checked, within %d MiB\n", RSS_GOAL_MIB);
    return ok ? 0 : 1;
}
