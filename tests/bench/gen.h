/* The benchmarks' seeded generator of printed dumps (print_readable of an AOT graph), shaped
 * like what PyTorch prints: `# File:` origin comments before groups of ATen calls with
 * tensor-meta annotations, the printer's `x = None` deletions, cond calls whose branches are
 * nested classes after the forward. Same seed, same bytes. Also the TORCH_TRACE records that
 * carry such text (gen_trace_record, gen_trace_end). Used by the benchmarks and by the gen_dump
 * tool; header only, so each program stays one file. */
#ifndef FXLINT_BENCH_GEN_H
#define FXLINT_BENCH_GEN_H

#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/md5.h"

typedef struct Gen {
    FILE *out;
    uint64_t rng;
    size_t bytes;        /* written so far */
    unsigned counter[32]; /* FX's per-op name counters of the module being written */
} Gen;

static inline uint32_t gen_rand(Gen *g)
{
    /* xorshift64*: small, seedable, the same everywhere */
    g->rng ^= g->rng >> 12;
    g->rng ^= g->rng << 25;
    g->rng ^= g->rng >> 27;
    return (uint32_t)((g->rng * 2685821657736338717ull) >> 32);
}

static void gen_put(Gen *g, const char *fmt, ...) __attribute__((format(printf, 2, 3), unused));
static void gen_put(Gen *g, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vfprintf(g->out, fmt, ap);
    va_end(ap);
    if (n > 0) g->bytes += (size_t)n;
}

/* A TORCH_TRACE record of compile k/0 (event `kind`: dynamo_output_graph, aot_forward_graph)
 * whose payload is text, as torch's trace logger writes it: the header with the payload's MD5,
 * then each line of the payload after a tab (str.split: a final newline gives a last, empty
 * line). */
static inline void gen_trace_record(FILE *f, const char *kind, unsigned k, const char *text, size_t len)
{
    char hex[33];
    md5_hex(text, len, hex);
    fprintf(f,
            "V1125 14:18:03.542000 32001 torch/_dynamo/output_graph.py:1520] {\"%s\": {\"sizes\": {\"l_x_\": [4, 8]}}, "
            "\"frame_id\": %u, \"frame_compile_id\": 0, \"attempt\": 0, \"has_payload\": \"%s\"}\n",
            kind, k, hex);
    for (const char *s = text, *end = text + len;;) {
        const char *nl = memchr(s, '\n', (size_t)(end - s));
        size_t n = nl ? (size_t)(nl - s) : (size_t)(end - s);
        fprintf(f, "\t%.*s\n", (int)n, s);
        if (!nl) break;
        s = nl + 1;
    }
}

/* The compilation_metrics record that ends compile k/0, as torch.compile writes one for each:
 * until it, fxlint holds the compile's graphs (their labels may depend on its later records). */
static inline void gen_trace_end(FILE *f, unsigned k)
{
    fprintf(f,
            "V1125 14:18:03.600000 32001 torch/_dynamo/utils.py:1300] {\"compilation_metrics\": {\"compile_id\": "
            "\"%u/0\", \"co_name\": \"forward\", \"fail_type\": null}, \"frame_id\": %u, "
            "\"frame_compile_id\": 0, \"attempt\": 0}\n",
            k, k);
}

static inline void gen_init(Gen *g, FILE *out, uint64_t seed)
{
    memset(g, 0, sizeof *g);
    g->out = out;
    g->rng = seed * 0x9E3779B97F4A7C15ull + 1;
}

/* FX's node name for op number `op`: sin, sin_1, sin_2, ... (the counter is per module). */
static inline const char *gen_name(Gen *g, char *buf, size_t n, const char *base, unsigned op)
{
    unsigned k = g->counter[op]++;
    if (k == 0) snprintf(buf, n, "%s", base);
    else snprintf(buf, n, "%s_%u", base, k);
    return buf;
}

#define GEN_META "\"f32[4, 8][8, 1]cpu\""

/* One ATen node of a 4x8 float tensor chain: reads `x` (and `y`), writes a new name into
 * `out`. The mix: pointwise unary and binary ops, a view pair, a reduction with a dim list, a
 * cat of two tensors, a clone. `indent` is the statement indentation. */
__attribute__((unused)) static void gen_node(Gen *g, const char *indent, const char *x, const char *y, char *out, size_t outn)
{
    static const char *const unary[] = {"sin", "cos", "relu", "neg", "exp", "sigmoid", "tanh", "abs"};
    char tmp[64];
    switch (gen_rand(g) % 8) {
    case 0: case 1: {
        unsigned u = gen_rand(g) % 8;
        gen_name(g, out, outn, unary[u], 16 + u);
        gen_put(g, "%s%s: " GEN_META " = torch.ops.aten.%s.default(%s);  %s = None\n", indent, out, unary[u], x, x);
        break;
    }
    case 2:
        gen_name(g, out, outn, "add", 1);
        gen_put(g, "%s%s: " GEN_META " = torch.ops.aten.add.Tensor(%s, %s);  %s = None\n", indent, out, x, y, x);
        break;
    case 3:
        gen_name(g, out, outn, "mul", 2);
        gen_put(g, "%s%s: " GEN_META " = torch.ops.aten.mul.Tensor(%s, 0.125);  %s = None\n", indent, out, x, x);
        break;
    case 4:
        gen_name(g, tmp, sizeof tmp, "view", 3);
        gen_put(g, "%s%s: \"f32[8, 4][4, 1]cpu\" = torch.ops.aten.view.default(%s, [8, 4]);  %s = None\n", indent, tmp,
                x, x);
        gen_name(g, out, outn, "view", 3);
        gen_put(g, "%s%s: " GEN_META " = torch.ops.aten.view.default(%s, [4, 8]);  %s = None\n", indent, out, tmp, tmp);
        break;
    case 5:
        gen_name(g, tmp, sizeof tmp, "sum", 4);
        gen_put(g, "%s%s: \"f32[4, 1][1, 1]cpu\" = torch.ops.aten.sum.dim_IntList(%s, [1], True)\n", indent, tmp, x);
        gen_name(g, out, outn, "sub", 5);
        gen_put(g, "%s%s: " GEN_META " = torch.ops.aten.sub.Tensor(%s, %s);  %s = %s = None\n", indent, out, x, tmp, x,
                tmp);
        break;
    case 6:
        gen_name(g, tmp, sizeof tmp, "cat", 6);
        gen_put(g, "%s%s: \"f32[8, 8][8, 1]cpu\" = torch.ops.aten.cat.default([%s, %s]);  %s = None\n", indent, tmp, x,
                y, x);
        gen_name(g, out, outn, "slice", 7);
        gen_put(g, "%s%s: " GEN_META " = torch.ops.aten.slice.Tensor(%s, 0, 0, 4);  %s = None\n", indent, out, tmp, tmp);
        break;
    default:
        gen_name(g, out, outn, "clone", 8);
        gen_put(g, "%s%s: " GEN_META " = torch.ops.aten.clone.default(%s, memory_format = torch.contiguous_format);  "
                   "%s = None\n", indent, out, x, x);
        break;
    }
}

/* The `# File:` comment the printer puts before the nodes of one user line. */
__attribute__((unused)) static void gen_origin(Gen *g, const char *indent, const char *fn, unsigned line)
{
    gen_put(g, "%s# File: /home/user/project/model.py:%u in %s, code: x = torch.nn.functional.layer_%u(x, w)\n", indent,
            line, fn, line % 97);
}

/* One branch class: `nodes` nodes on its input, then a return; `mutate` writes the input in
 * place first (an FX101 finding). */
__attribute__((unused)) static void gen_branch(Gen *g, const char *cls, unsigned nodes, bool mutate)
{
    memset(g->counter, 0, sizeof g->counter);
    gen_put(g, "    class %s(torch.nn.Module):\n"
               "        def forward(self, arg0_1: " GEN_META ", arg1_1: " GEN_META "):\n", cls);
    const char *ind = "            ";
    char x[64] = "arg0_1", out[64];
    if (mutate) {
        gen_origin(g, ind, "true_fn", 7);
        gen_put(g, "%sadd_: " GEN_META " = torch.ops.aten.add_.Tensor(arg0_1, 1);  add_ = None\n", ind);
    }
    for (unsigned i = 0; i < nodes; i++) {
        if (i % 2 == 0) gen_origin(g, ind, cls[0] == 't' ? "true_fn" : "false_fn", 10 + i);
        gen_node(g, ind, x, "arg1_1", out, sizeof out);
        memcpy(x, out, sizeof x);
    }
    gen_put(g, "%sreturn (%s,)\n            \n", ind, x);
}

/* A dump of one top-level GraphModule of about `target` bytes: blocks of 12 nodes in a long
 * forward, every `cond_every`-th block ending in a cond whose two branches are 20-node
 * classes (printed after the forward, as print_readable does); every 64th cond's true branch
 * writes its input. The branch classes are written to memory first, so that the total comes
 * out at `target`. */
__attribute__((unused)) static void gen_mix(Gen *g, size_t target, unsigned cond_every)
{
    char *later = NULL;
    size_t later_len = 0;
    Gen b;
    gen_init(&b, open_memstream(&later, &later_len), g->rng);
    if (!b.out) abort();
    gen_put(g, "class GraphModule(torch.nn.Module):\n"
               "    def forward(self, arg0_1: \"b8[][]cpu\", arg1_1: " GEN_META ", arg2_1: " GEN_META "):\n");
    const char *ind = "        ";
    char x[64] = "arg1_1", out[64];
    unsigned block = 0, conds = 0, line = 20;
    while (g->bytes + b.bytes + 2048 < target) {
        for (unsigned i = 0; i < 12; i++) {
            if (gen_rand(g) % 3 != 0) gen_origin(g, ind, "forward", line++);
            gen_node(g, ind, x, "arg2_1", out, sizeof out);
            memcpy(x, out, sizeof x);
        }
        if (block++ % cond_every != cond_every - 1) continue;
        gen_origin(g, ind, "forward", line++);
        gen_put(g, "%strue_graph_%u = self.true_graph_%u\n"
                   "%sfalse_graph_%u = self.false_graph_%u\n"
                   "%scond_%u = torch.ops.higher_order.cond(arg0_1, true_graph_%u, false_graph_%u, (%s, arg2_1));  "
                   "true_graph_%u = false_graph_%u = %s = None\n"
                   "%sgetitem_%u: " GEN_META " = cond_%u[0];  cond_%u = None\n",
                ind, conds, conds, ind, conds, conds, ind, conds, conds, conds, x, conds, conds, x, ind, conds, conds,
                conds);
        snprintf(x, sizeof x, "getitem_%u", conds);
        char cls[64];
        snprintf(cls, sizeof cls, "true_graph_%u", conds);
        gen_branch(&b, cls, 20, conds % 64 == 63);
        snprintf(cls, sizeof cls, "false_graph_%u", conds);
        gen_branch(&b, cls, 20, false);
        conds++;
    }
    gen_put(g, "%sreturn (%s,)\n        \n", ind, x);
    fclose(b.out);
    g->bytes += fwrite(later, 1, later_len, g->out);
    free(later);
}

/* A small graph with one statement of about `target` bytes: a view whose size list holds
 * about target / 3 one-digit elements. */
__attribute__((unused)) static void gen_line(Gen *g, size_t target)
{
    gen_put(g, "class GraphModule(torch.nn.Module):\n"
               "    def forward(self, arg0_1: " GEN_META "):\n");
    gen_origin(g, "        ", "forward", 3);
    gen_put(g, "        sin: " GEN_META " = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None\n");
    gen_origin(g, "        ", "forward", 4);
    gen_put(g, "        view: \"f32[s0][1]cpu\" = torch.ops.aten.view.default(sin, [");
    size_t stop = target > 256 ? target - 256 : 0;
    for (unsigned i = 0; g->bytes < stop; i++) gen_put(g, i ? ", %u" : "%u", gen_rand(g) % 10);
    gen_put(g, "]);  sin = None\n");
    gen_put(g, "        return (view,)\n        \n");
}

/* `n` tiny graphs, one after another as concatenated print_readable outputs: each a
 * GraphModule of one node, every 50th a cond with two one-node branch classes, each with an
 * origin comment of its own. */
__attribute__((unused)) static void gen_many(Gen *g, unsigned n)
{
    for (unsigned k = 0; k < n; k++) {
        memset(g->counter, 0, sizeof g->counter);
        char out[64];
        if (k % 50 != 49) {
            gen_put(g, "class GraphModule(torch.nn.Module):\n"
                       "    def forward(self, arg0_1: " GEN_META ", arg1_1: " GEN_META "):\n");
            /* its own origin: no two graphs of the file are the same text (a repeat would be
             * counted, not checked again: graph_memo.h) */
            gen_origin(g, "        ", "forward", k + 1);
            gen_node(g, "        ", "arg0_1", "arg1_1", out, sizeof out);
            gen_put(g, "        return (%s,)\n        \n\n\n", out);
            continue;
        }
        gen_put(g, "class GraphModule(torch.nn.Module):\n"
                   "    def forward(self, arg0_1: \"b8[][]cpu\", arg1_1: " GEN_META ", arg2_1: " GEN_META "):\n");
        gen_origin(g, "        ", "forward", k + 1);
        gen_put(g, "        true_graph_0 = self.true_graph_0\n"
                   "        false_graph_0 = self.false_graph_0\n"
                   "        cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1, arg2_1));  "
                   "true_graph_0 = false_graph_0 = arg1_1 = None\n"
                   "        getitem: " GEN_META " = cond[0];  cond = None\n"
                   "        return (getitem,)\n        \n");
        gen_branch(g, "true_graph_0", 1, false);
        gen_branch(g, "false_graph_0", 1, false);
        gen_put(g, "\n\n");
    }
}

/* One GraphModule as print_readable prints it, `k` its number in the file: a forward of 8 to
 * 120 nodes in groups under `# File:` comments; one in 4 ends in a cond whose two 20-node
 * branches follow as nested classes (every 16th cond's true branch writes its input). */
__attribute__((unused)) static void gen_graph(Gen *g, unsigned k)
{
    memset(g->counter, 0, sizeof g->counter);
    bool cond = k % 4 == 3;
    gen_put(g, "class GraphModule(torch.nn.Module):\n"
               "    def forward(self, L_p_: \"b8[][]cpu\", L_x_: " GEN_META ", L_y_: " GEN_META "):\n");
    const char *ind = "        ";
    char x[64] = "L_x_", out[64];
    unsigned nodes = 8 + gen_rand(g) % 113;
    for (unsigned i = 0; i < nodes; i++) {
        if (i % 3 == 0) gen_origin(g, ind, "forward", 20 + i);
        gen_node(g, ind, x, "L_y_", out, sizeof out);
        memcpy(x, out, sizeof x);
    }
    if (cond) {
        gen_origin(g, ind, "forward", 20 + nodes);
        gen_put(g, "%strue_graph_0 = self.true_graph_0\n%sfalse_graph_0 = self.false_graph_0\n"
                   "%scond = torch.ops.higher_order.cond(L_p_, true_graph_0, false_graph_0, (%s, L_y_));  "
                   "true_graph_0 = false_graph_0 = %s = None\n"
                   "%sgetitem: " GEN_META " = cond[0];  cond = None\n",
                ind, ind, ind, x, x, ind);
        snprintf(x, sizeof x, "getitem");
    }
    gen_put(g, "%sreturn (%s,)\n        \n", ind, x);
    if (cond) {
        gen_branch(g, "true_graph_0", 20, k % 64 == 63);
        gen_branch(g, "false_graph_0", 20, false);
    }
}

/* Graphs of gen_graph one after another (concatenated print_readable outputs) up to about
 * `target` bytes. */
__attribute__((unused)) static void gen_graphs(Gen *g, size_t target)
{
    for (unsigned k = 0; g->bytes < target; k++) {
        gen_graph(g, k);
        gen_put(g, "\n\n");
    }
}

/* Shapes that grow one dimension of a graph, `n` its size: bench_scale checks that 4 times the
 * size costs about 4 times the time (each was quadratic once).
 *   GEN_CALLS     one forward of n cond calls in a chain, each with branch classes of its own
 *                 and after a grad-mode switch of its own (`torch._C._set_grad_enabled`);
 *   GEN_OPERANDS  one cond with n operands, views of one input (n aliasing findings), whose
 *                 branches return n new tensors, each read by a getitem;
 *   GEN_CARRIES   a while_loop carrying n inputs, its body adding to each. */
typedef enum GenShape { GEN_CALLS, GEN_OPERANDS, GEN_CARRIES } GenShape;

/* `count` names base0, base1, ... (with `ann` annotations when given), comma-separated. */
__attribute__((unused)) static void gen_names(Gen *g, const char *base, unsigned count, const char *ann)
{
    for (unsigned i = 0; i < count; i++) gen_put(g, "%s%s%u%s%s", i ? ", " : "", base, i, ann ? ": " : "", ann ? ann : "");
}

/* `n` getitems of the results of `call`, and the return of them all. */
__attribute__((unused)) static void gen_getitems_return(Gen *g, const char *ind, const char *call, unsigned n)
{
    for (unsigned i = 0; i < n; i++) gen_put(g, "%sgetitem_%u: " GEN_META " = %s[%u]\n", ind, i, call, i);
    gen_put(g, "%sreturn (", ind);
    gen_names(g, "getitem_", n, NULL);
    gen_put(g, ")\n%s\n", ind);
}

/* A subgraph class `cls` of `n` inputs arg0, arg1, ... that applies `op` to each (with `more`
 * arguments after it) into out0, out1, ... (`out` their base) and returns them all. */
__attribute__((unused)) static void gen_map_class(Gen *g, const char *cls, unsigned n, const char *out, const char *op,
                                                  const char *more)
{
    const char *ind = "            ";
    gen_put(g, "    class %s(torch.nn.Module):\n        def forward(self, ", cls);
    gen_names(g, "arg", n, GEN_META);
    gen_put(g, "):\n");
    for (unsigned i = 0; i < n; i++) gen_put(g, "%s%s%u: " GEN_META " = %s(arg%u%s)\n", ind, out, i, op, i, more);
    gen_put(g, "%sreturn (", ind);
    gen_names(g, out, n, NULL);
    gen_put(g, ")\n%s\n", ind);
}

__attribute__((unused)) static void gen_shape(Gen *g, GenShape shape, unsigned n)
{
    const char *ind = "        ", *in2 = "            ";
    switch (shape) {
    case GEN_CALLS: {
        gen_put(g, "class GraphModule(torch.nn.Module):\n"
                   "    def forward(self, arg0_1: \"b8[][]cpu\", arg1_1: " GEN_META "):\n");
        char x[32] = "arg1_1";
        for (unsigned i = 0; i < n; i++) {
            gen_put(g, "%s_set_grad_enabled_%u = torch._C._set_grad_enabled(%s);  _set_grad_enabled_%u = None\n", ind, i,
                    i % 2 ? "False" : "True", i);
            gen_put(g, "%strue_graph_%u = self.true_graph_%u\n%sfalse_graph_%u = self.false_graph_%u\n"
                       "%scond_%u = torch.ops.higher_order.cond(arg0_1, true_graph_%u, false_graph_%u, (%s,));  "
                       "true_graph_%u = false_graph_%u = %s = None\n"
                       "%sgetitem_%u: " GEN_META " = cond_%u[0];  cond_%u = None\n",
                    ind, i, i, ind, i, i, ind, i, i, i, x, i, i, x, ind, i, i, i);
            snprintf(x, sizeof x, "getitem_%u", i);
        }
        gen_put(g, "%sreturn (%s,)\n%s\n", ind, x, ind);
        for (unsigned i = 0; i < 2 * n; i++)
            gen_put(g, "    class %s_graph_%u(torch.nn.Module):\n        def forward(self, arg0_1: " GEN_META "):\n"
                       "%ssin: " GEN_META " = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None\n"
                       "%sreturn (sin,)\n%s\n", i % 2 ? "false" : "true", i / 2, in2, in2, in2);
        break;
    }
    case GEN_OPERANDS:
        gen_put(g, "class GraphModule(torch.nn.Module):\n"
                   "    def forward(self, arg0_1: \"b8[][]cpu\", arg1_1: " GEN_META "):\n");
        for (unsigned i = 0; i < n; i++)
            gen_put(g, "%sview_%u: " GEN_META " = torch.ops.aten.view.default(arg1_1, [4, 8])\n", ind, i);
        gen_put(g, "%strue_graph_0 = self.true_graph_0\n%sfalse_graph_0 = self.false_graph_0\n"
                   "%scond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (", ind, ind, ind);
        gen_names(g, "view_", n, NULL);
        gen_put(g, "))\n");
        gen_getitems_return(g, ind, "cond", n);
        gen_map_class(g, "true_graph_0", n, "sin_", "torch.ops.aten.sin.default", "");
        gen_map_class(g, "false_graph_0", n, "sin_", "torch.ops.aten.sin.default", "");
        break;
    case GEN_CARRIES:
        gen_put(g, "class GraphModule(torch.nn.Module):\n    def forward(self, ");
        gen_names(g, "arg", n, GEN_META);
        gen_put(g, "):\n%swhile_loop_cond_graph_0 = self.while_loop_cond_graph_0\n"
                   "%swhile_loop_body_graph_0 = self.while_loop_body_graph_0\n"
                   "%swhile_loop = torch.ops.higher_order.while_loop(while_loop_cond_graph_0, while_loop_body_graph_0, (",
                ind, ind, ind);
        gen_names(g, "arg", n, NULL);
        gen_put(g, "), ())\n");
        gen_getitems_return(g, ind, "while_loop", n);
        gen_put(g, "    class while_loop_cond_graph_0(torch.nn.Module):\n        def forward(self, ");
        gen_names(g, "arg", n, GEN_META);
        gen_put(g, "):\n%ssum_1: \"f32[][]cpu\" = torch.ops.aten.sum.default(arg0)\n"
                   "%slt: \"b8[][]cpu\" = torch.ops.aten.lt.Scalar(sum_1, 10);  sum_1 = None\n%sreturn lt\n%s\n",
                in2, in2, in2, in2);
        gen_map_class(g, "while_loop_body_graph_0", n, "add_", "torch.ops.aten.add.Tensor", ", 1");
        break;
    }
}

/* A gen_mix dump in memory (malloc'd, NUL-terminated; *len its bytes): for tests. */
__attribute__((unused, noinline)) static char *gen_mix_text(size_t target, unsigned cond_every, uint64_t seed, size_t *len)
{
    char *buf = NULL;
    FILE *f = open_memstream(&buf, len);
    if (!f) abort();
    Gen g;
    gen_init(&g, f, seed);
    gen_mix(&g, target, cond_every);
    fclose(f);
    return buf;
}

#endif
