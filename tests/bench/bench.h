/* Shared by the benchmarks: a growable text buffer to synthesise dumps, clocks, the median, paths,
 * and what a second thread can get on this machine now (bench_parallel_ceiling). */
#ifndef FXLINT_BENCH_H
#define FXLINT_BENCH_H

#include <fcntl.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

typedef struct Buf {
    char *p;
    size_t len, cap;
} Buf;

/* printf-appends to b, growing it; aborts when out of memory. */
static void put(Buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3), unused));
static void put(Buf *b, const char *fmt, ...)
{
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        int n = vsnprintf(b->p + b->len, b->cap - b->len, fmt, ap);
        va_end(ap);
        if (n >= 0 && (size_t)n < b->cap - b->len) {
            b->len += (size_t)n;
            return;
        }
        b->cap = b->cap * 2 + (size_t)(n > 0 ? n : 0) + 1;
        b->p = realloc(b->p, b->cap);
        if (!b->p) abort();
    }
}

/* Seconds on clock id (CLOCK_MONOTONIC, CLOCK_PROCESS_CPUTIME_ID). */
static inline double clock_s(clockid_t id)
{
    struct timespec ts;
    clock_gettime(id, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int bench_cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* A child process's run: CPU seconds (user + system) and peak RSS from wait4, wall seconds
 * here; status its exit status, -1 when it did not exit or could not run. */
typedef struct BenchRun {
    double cpu, wall, rss_mib;
    int status;
} BenchRun;

/* Runs argv with stdout and stderr to /dev/null. */
static BenchRun bench_run(char *const argv[]) __attribute__((unused));
static BenchRun bench_run(char *const argv[])
{
    BenchRun s = {0, 0, 0, -1};
    double t0 = clock_s(CLOCK_MONOTONIC);
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) {
        int null = open("/dev/null", O_WRONLY);
        if (null >= 0) dup2(null, 1), dup2(null, 2);
        execv(argv[0], argv);
        _exit(127);
    }
    int status = 0;
    struct rusage ru;
    if (pid < 0 || wait4(pid, &status, 0, &ru) < 0) return s;
    s.wall = clock_s(CLOCK_MONOTONIC) - t0;
    s.cpu = (double)ru.ru_utime.tv_sec + (double)ru.ru_utime.tv_usec * 1e-6 + (double)ru.ru_stime.tv_sec +
            (double)ru.ru_stime.tv_usec * 1e-6;
    s.rss_mib = (double)ru.ru_maxrss / 1024.0;
    s.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return s;
}

/* dir/name (malloc'd). */
static char *path_in(const char *dir, const char *name) __attribute__((unused));
static char *path_in(const char *dir, const char *name)
{
    size_t n = strlen(dir) + strlen(name) + 2;
    char *p = malloc(n);
    if (!p) abort();
    snprintf(p, n, "%s/%s", dir, name);
    return p;
}

/* path opened for writing; a benchmark that cannot write its data exits with status 2. */
static FILE *open_for_writing(const char *path) __attribute__((unused));
static FILE *open_for_writing(const char *path)
{
    FILE *f = fopen(path, "w");
    if (!f) {
        perror(path);
        exit(2);
    }
    return f;
}

/* The median of v[0, n) (sorts v). */
static double median(double *v, int n) __attribute__((unused));
static double median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, bench_cmp_double);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/* An FX IR dump (`print(gm.graph)`) of about `target` bytes appended to b, shaped like real AOT
 * graphs: a few placeholders, then ATen calls with node,
 * list, float and keyword arguments, getitems of multi-output ops, and a tuple return. */
static void bench_fxir_text(Buf *b, size_t target) __attribute__((unused));
static void bench_fxir_text(Buf *b, size_t target)
{
    put(b, "graph():\n");
    for (int i = 0; i < 8; i++) put(b, "    %%arg%d_1 : [num_users=4] = placeholder[target=arg%d_1]\n", i, i);
    unsigned k = 0;
    while (b->len < target) {
        unsigned a = k ? k - 1 : 0;
        switch (k % 6) {
        case 0:
            put(b, "    %%add_%u : [num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%%arg%u_1, %%arg%u_1), kwargs = {})\n",
                k, k % 8, (k + 3) % 8);
            break;
        case 1:
            put(b, "    %%mul_%u : [num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%%add_%u, 0.125), kwargs = {})\n", k, a);
            break;
        case 2:
            put(b, "    %%view_%u : [num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%%mul_%u, [4, -1, 64]), kwargs = {})\n", k, a);
            break;
        case 3:
            put(b, "    %%max_%u : [num_users=2] = call_function[target=torch.ops.aten.max.dim](args = (%%view_%u, 1, True), kwargs = {})\n", k, a);
            break;
        case 4:
            put(b, "    %%getitem_%u : [num_users=1] = call_function[target=operator.getitem](args = (%%max_%u, 0), kwargs = {})\n", k, a);
            break;
        default:
            put(b, "    %%clamp_%u : [num_users=0] = call_function[target=torch.ops.aten.clamp.default](args = (%%getitem_%u,), kwargs = {min: 0.0, max: 1.0})\n", k, a);
            break;
        }
        k++;
    }
    put(b, "    return (arg0_1, arg1_1)\n");
}

/* ---- what two threads can get on this machine now ----
 * A loop with nothing shared, run on one thread and then split over two, alternately: its
 * wall speed-up is the most any program gets from a second thread here and now. On a shared
 * machine it says whether a -j2 figure is the program's or the machine's (another session's
 * processes, whatever their nice value, get an equal share of the CPUs as a group under the
 * kernel's autogroup scheduling, so a second thread may get no second core). */
static void *bench_spin(void *arg)
{
    volatile unsigned long x = 0;
    for (unsigned long i = 0, n = *(const unsigned long *)arg; i < n; i++) x += i;
    return NULL;
}

static double bench_spin_wall(unsigned threads, unsigned long work)
{
    pthread_t t[2];
    unsigned long share = work / threads;
    double t0 = clock_s(CLOCK_MONOTONIC);
    for (unsigned i = 0; i < threads; i++)
        if (pthread_create(&t[i], NULL, bench_spin, &share) != 0) bench_spin(&share), threads = i;
    for (unsigned i = 0; i < threads; i++) pthread_join(t[i], NULL);
    return clock_s(CLOCK_MONOTONIC) - t0;
}

/* The median over `rounds` alternated rounds of one thread's wall time over two threads'. */
static double bench_parallel_ceiling(int rounds) __attribute__((unused));
static double bench_parallel_ceiling(int rounds)
{
    double r[16];
    if (rounds > 16) rounds = 16;
    for (int i = 0; i < rounds; i++) {
        double one, two;
        if (i % 2 == 0) one = bench_spin_wall(1, 400000000UL), two = bench_spin_wall(2, 400000000UL);
        else two = bench_spin_wall(2, 400000000UL), one = bench_spin_wall(1, 400000000UL);
        r[i] = one / two;
    }
    return median(r, rounds);
}

#endif
