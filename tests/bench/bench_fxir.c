/* FX IR parser throughput: synthesises a large `print(gm.graph)` dump in memory (about 50 MB by
 * default, or the MB count given as argv[1]; bench.h writes it) and prints how fast fe_fxir_parse reads it,
 * graph_finish included. The figure is printed, not asserted. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "frontends/dispatch.h"
#include "frontends/fe_fxir.h"

#include "bench.h"




static void count_nodes(Frontend *fe, Graph *g)
{
    size_t *n = fe->user;
    for (uint32_t i = 0; i < g->nmodules; i++) *n += g->modules[i].nnodes;
}

int main(int argc, char **argv)
{
    size_t mb = argc > 1 ? (size_t)strtoul(argv[1], NULL, 10) : 50;
    if (mb == 0 || mb > 2000) mb = 50;
    Buf b = {malloc(1 << 20), 0, 1 << 20};
    if (!b.p) return 2;
    bench_fxir_text(&b, mb << 20);

    Arena run;
    arena_init(&run);
    DiagList diags;
    diag_list_init(&diags, &run);
    Config cfg;
    config_init_defaults(&cfg);
    size_t nodes = 0;
    Frontend fe;
    frontend_init(&fe, &diags, &cfg, count_nodes, &nodes);
    Source src;
    source_init(&src, &run, "bench.fxir", b.p, (uint32_t)b.len);

    /* CPU time as well as wall time: on a busy machine the CPU figure is the steadier one */
    double best = 1e30, best_cpu = 1e30;
    for (int rep = 0; rep < 5; rep++) {
        nodes = 0;
        double t0 = clock_s(CLOCK_MONOTONIC), c0 = clock_s(CLOCK_PROCESS_CPUTIME_ID);
        frontend_run(&fe, &src, FMT_FXIR);
        double dt = clock_s(CLOCK_MONOTONIC) - t0, dc = clock_s(CLOCK_PROCESS_CPUTIME_ID) - c0;
        if (dt < best) best = dt;
        if (dc < best_cpu) best_cpu = dc;
    }
    double mbytes = (double)b.len / 1e6;
    printf("bench_fxir: %.1f MB, %zu nodes, %u diagnostics; best of 5: wall %.3f s = %.0f MB/s, "
           "cpu %.3f s = %.0f MB/s\n",
           mbytes, nodes, diags.len, best, mbytes / best, best_cpu, mbytes / best_cpu);
    frontend_fini(&fe);
    arena_free(&run);
    free(b.p);
    return diags.len == 0 ? 0 : 1;
}
