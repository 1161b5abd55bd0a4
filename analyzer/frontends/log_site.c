/* Where each measured release logs from (log_site.h). Measured: the TORCH_TRACE records of the
 * conformance logs of each release (tests/conformance/cases/RELEASE/PROGRAM/GRAD.compile_*.log: the
 * dynamo_start, dynamo_output_graph, dynamo_cpp_guards_str and compilation_metrics records),
 * and TORCH_LOGS=graph_code,graph,aot_graphs,aot_joint_graph,guards,graph_breaks,recompiles,
 * dynamo output of 2.12.1, 2.13.0 and 2.14.1 running a torch.compile of a cond with a graph
 * break (every line's site): tests/conformance/gen/log_sites.py, run by a release's Python,
 * prints its rows and checks them (`make -f tests/conformance/conformance.mk
 * conformance-log-sites-2.14`; `make conformance` checks 2.13 and 2.14). No site appears under
 * two releases (test_trace checks it). A patch release may move a line: its logs then show no
 * release, as before. */
#include "frontends/log_site.h"

#include <pthread.h>
#include <stdint.h>
#include <string.h>

static const LogSite sites[] = {
    /* TORCH_TRACE: dynamo_start, dynamo_output_graph, dynamo_cpp_guards_str, compilation_metrics */
    {"torch/_dynamo/convert_frame.py:249", 209},
    {"torch/_dynamo/output_graph.py:1989", 209},
    {"torch/_dynamo/guards.py:3466", 209},
    {"torch/_dynamo/utils.py:1647", 209},
    {"torch/_dynamo/convert_frame.py:263", 210},
    {"torch/_dynamo/output_graph.py:2190", 210},
    {"torch/_dynamo/guards.py:3778", 210},
    {"torch/_dynamo/utils.py:1724", 210},
    {"torch/_dynamo/convert_frame.py:276", 211},
    {"torch/_dynamo/output_graph.py:2423", 211},
    {"torch/_dynamo/guards.py:3977", 211},
    {"torch/_dynamo/utils.py:1796", 211},
    {"torch/_dynamo/convert_frame.py:278", 212},
    {"torch/_dynamo/output_graph.py:2691", 212},
    {"torch/_dynamo/guards.py:4405", 212},
    {"torch/_dynamo/utils.py:1888", 212},
    {"torch/_dynamo/convert_frame.py:303", 213},
    {"torch/_dynamo/output_graph.py:2841", 213},
    {"torch/_dynamo/guards.py:4552", 213},
    {"torch/_dynamo/utils.py:2009", 213},
    {"torch/_dynamo/convert_frame.py:304", 214},
    {"torch/_dynamo/output_graph.py:2942", 214},
    {"torch/_dynamo/guards.py:4769", 214},
    {"torch/_dynamo/utils.py:2022", 214},
    /* TORCH_LOGS: graph_code, guards, graph_breaks, recompiles, aot_graphs, aot_joint_graph */
    {"torch/_dynamo/output_graph.py:2685", 212},
    {"torch/_dynamo/guards.py:1954", 212},
    {"torch/_dynamo/guards.py:4339", 212},
    {"torch/_dynamo/guards.py:4375", 212},
    {"torch/_dynamo/guards.py:4632", 212},
    {"torch/_dynamo/guards.py:5188", 212},
    {"torch/_dynamo/symbolic_convert.py:4699", 212},
    {"torch/_functorch/_aot_autograd/graph_compile.py:1615", 212},
    {"torch/_functorch/_aot_autograd/graph_compile.py:1661", 212},
    {"torch/_functorch/_aot_autograd/graph_compile.py:1668", 212},
    {"torch/_functorch/_aot_autograd/graph_compile.py:1679", 212},
    {"torch/_dynamo/output_graph.py:2835", 213},
    {"torch/_dynamo/guards.py:2025", 213},
    {"torch/_dynamo/guards.py:4483", 213},
    {"torch/_dynamo/guards.py:4519", 213},
    {"torch/_dynamo/guards.py:4786", 213},
    {"torch/_dynamo/guards.py:5396", 213},
    {"torch/_dynamo/symbolic_convert.py:5124", 213},
    {"torch/_functorch/_aot_autograd/graph_compile.py:1780", 213},
    {"torch/_functorch/_aot_autograd/graph_compile.py:1826", 213},
    {"torch/_functorch/_aot_autograd/graph_compile.py:1833", 213},
    {"torch/_functorch/_aot_autograd/graph_compile.py:1844", 213},
    {"torch/_dynamo/output_graph.py:2936", 214},
    {"torch/_dynamo/guards.py:4693", 214},
    {"torch/_dynamo/guards.py:4736", 214},
    {"torch/_dynamo/guards.py:5014", 214},
    {"torch/_dynamo/guards.py:5621", 214},
    {"torch/_dynamo/symbolic_convert.py:5368", 214},
    {"torch/_functorch/_aot_autograd/graph_compile.py:1803", 214},
    {"torch/_functorch/_aot_autograd/graph_compile.py:1849", 214},
    {"torch/_functorch/_aot_autograd/graph_compile.py:1856", 214},
    {"torch/_functorch/_aot_autograd/graph_compile.py:1867", 214},
};

const LogSite *log_sites(unsigned *count)
{
    *count = sizeof sites / sizeof sites[0];
    return sites;
}

/* The line numbers of the sites, as bits: most lines a log names are none of them (a release
 * not measured logs from other lines; structured.py:28 writes every release's "str" records),
 * and asking costs a few digits then. */
#define LINE_BITS 8192
static uint8_t line_bits[LINE_BITS / 8];
static pthread_once_t line_once = PTHREAD_ONCE_INIT;

static unsigned site_line(const char *s, size_t n)
{
    size_t i = n;
    while (i > 0 && s[i - 1] >= '0' && s[i - 1] <= '9') i--;
    if (i == n || n - i > 5 || i == 0 || s[i - 1] != ':') return 0;
    unsigned v = 0;
    for (; i < n; i++) v = v * 10 + (unsigned)(s[i] - '0');
    return v;
}

static void index_lines(void)
{
    for (size_t k = 0; k < sizeof sites / sizeof sites[0]; k++) {
        unsigned line = site_line(sites[k].site, strlen(sites[k].site));
        if (line < LINE_BITS) line_bits[line / 8] |= (uint8_t)(1u << (line % 8));
    }
}

int log_site_release(Str site)
{
    pthread_once(&line_once, index_lines);
    unsigned line = site_line(site.ptr, site.len);
    if (!line || (line < LINE_BITS && !(line_bits[line / 8] & (1u << (line % 8))))) return 0;
    /* from the last "torch/" that starts a path component */
    Str tail = {NULL, 0};
    for (size_t i = site.len; i-- > 0;) {
        if (site.len - i >= 6 && memcmp(site.ptr + i, "torch/", 6) == 0 && (i == 0 || site.ptr[i - 1] == '/')) {
            tail = str_make(site.ptr + i, site.len - i);
            break;
        }
    }
    if (!tail.len) return 0;
    for (size_t k = 0; k < sizeof sites / sizeof sites[0]; k++)
        if (str_eqz(tail, sites[k].site)) return sites[k].release;
    return 0;
}
