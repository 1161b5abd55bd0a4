/* Writes one of the benchmarks' generated dumps to stdout (tests/bench/gen.h), to look at or
 * to time by hand: gen_dump worst|realistic MB [SEED], gen_dump line MB [SEED], gen_dump many
 * GRAPHS [SEED], gen_dump graphs MB [SEED], gen_dump calls|operands|carries N (gen_shape). */
#include <stdlib.h>
#include <string.h>

#include "gen.h"

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: gen_dump worst|realistic|line|graphs MB [SEED] | gen_dump many GRAPHS [SEED] | "
                        "gen_dump calls|operands|carries N\n");
        return 2;
    }
    double n = atof(argv[2]);
    uint64_t seed = argc > 3 ? strtoull(argv[3], NULL, 10) : 1;
    Gen g;
    gen_init(&g, stdout, seed);
    size_t bytes = (size_t)(n * 1024 * 1024);
    if (strcmp(argv[1], "worst") == 0) gen_mix(&g, bytes, 1);
    else if (strcmp(argv[1], "realistic") == 0) gen_mix(&g, bytes, 20);
    else if (strcmp(argv[1], "line") == 0) gen_line(&g, bytes);
    else if (strcmp(argv[1], "many") == 0) gen_many(&g, (unsigned)n);
    else if (strcmp(argv[1], "graphs") == 0) gen_graphs(&g, bytes);
    else if (strcmp(argv[1], "calls") == 0) gen_shape(&g, GEN_CALLS, (unsigned)n);
    else if (strcmp(argv[1], "operands") == 0) gen_shape(&g, GEN_OPERANDS, (unsigned)n);
    else if (strcmp(argv[1], "carries") == 0) gen_shape(&g, GEN_CARRIES, (unsigned)n);
    else {
        fprintf(stderr, "gen_dump: unknown kind '%s'\n", argv[1]);
        return 2;
    }
    return fflush(stdout) == 0 ? 0 : 1;
}
