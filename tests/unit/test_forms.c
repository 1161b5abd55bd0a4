/* Unit tests for the forms that hold many graphs or print them differently: TORCH_LOGS console
 * output (fe_logs.c: prefixes, compile ids, artifacts, interleaved processes, colour, cache-hit
 * layout), print_tabular() tables (fe_tabular.c), files of many printed graphs (split.c, from
 * memory and streamed), format detection, and truncated input of each. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

#include "engine/engine.h"
#include "harness.h"

/* ---- a run: every graph through the engine, what the sink saw ---- */

#define MAX_SEEN 16
typedef struct Seen {
    char event[64], compile_id[32], root[32];
    GraphStage stage;
    int8_t grad;   /* the grad mode its log showed (CaptureHint) */
    uint8_t paths; /* the capture paths its log showed (CaptureHint) */
    uint32_t nmodules, nnodes, first_line;
} Seen;

typedef struct Run {
    Harness h;
    Arena scratch;
    Seen seen[MAX_SEEN];
    uint32_t ngraphs;
} Run;

static void sink(Frontend *fe, Graph *g)
{
    Run *r = fe->user;
    if (r->ngraphs < MAX_SEEN) {
        Seen *s = &r->seen[r->ngraphs];
        snprintf(s->event, sizeof s->event, "%.*s", STR_ARG(g->event));
        snprintf(s->compile_id, sizeof s->compile_id, "%.*s", STR_ARG(g->compile_id));
        s->stage = g->stage;
        s->grad = g->hint.grad;
        s->paths = g->hint.paths;
        s->nmodules = g->nmodules;
        s->nnodes = g->nmodules ? g->modules[0].nnodes : 0;
        Str root = g->nmodules ? g->modules[0].name : STR_LIT("");
        snprintf(s->root, sizeof s->root, "%.*s", STR_ARG(root));
        s->first_line = g->nmodules ? source_pos(g->src, g->modules[0].span.start).line : 0;
    }
    r->ngraphs++;
    engine_check_graph(fe->cfg, g, fe->diags, &r->scratch);
    arena_reset(&r->scratch);
}

static void run_open(Run *r)
{
    memset(r, 0, sizeof *r);
    harness_open(&r->h, sink);
    r->h.fe.user = r;
    arena_init(&r->scratch);
}

static void run_close(Run *r)
{
    arena_free(&r->scratch);
    harness_close(&r->h);
}

/* Runs text (a file named `name`) in format fmt from memory. */
static int run_text(Run *r, const char *name, const char *text, InputFormat fmt)
{
    Source src;
    source_init(&src, &r->h.a, name, text, (uint32_t)strlen(text));
    return frontend_run(&r->h.fe, &src, fmt);
}

/* Runs text written to a file (gzip-compressed when gz), streamed from disk. */
static int run_file(Run *r, const char *text, bool gz)
{
    char path[] = "/tmp/fxlint_forms_XXXXXX";
    int fd = mkstemp(path);
    if (fd < 0) return -1;
    close(fd);
    gzFile f = gzopen(path, gz ? "wb" : "wbT");
    gzwrite(f, text, (unsigned)strlen(text));
    gzclose(f);
    int n = frontend_run_path(&r->h.fe, path, FMT_AUTO);
    unlink(path);
    return n;
}

/* The first diagnostic with `code`, or NULL. */
static const Diag *find(const Run *r, const char *code)
{
    for (uint32_t i = 0; i < r->h.diags.len; i++)
        if (strcmp(rule_table[r->h.diags.items[i].rule].code, code) == 0) return &r->h.diags.items[i];
    return NULL;
}

static bool str_is(const char *a, const char *b) { return a && strcmp(a, b) == 0; }

/* ---- TORCH_LOGS ---- */

#define P0 "V1124 04:21:07.114000 1400 torch/_dynamo/output_graph.py:1520] [0/0] [__graph_code] "
#define P1 "I1124 04:21:08.200000 1400 torch/_functorch/_aot_autograd/graph_compile.py:1833] [1/2_1] [__aot_graphs] "
#define PR "[rank1]:V1124 04:21:07.500000 1777 torch/_dynamo/output_graph.py:1520] [0/0] [__graph_code] "

/* Joined into logs_text at start: one literal of this length is more than C99 promises. */
static const char *const logs_lines[] = {
    "/venv/lib/python3.11/site-packages/torch/_subclasses/functional_tensor.py:368: UserWarning: NumPy\n",
    P0 "TRACED GRAPH\n",
    P0 " ===== __compiled_fn_1_0a1b2c3d_aaaa_bbbb_cccc_0123456789ab =====\n",
    P0 " /venv/torch/fx/_lazy_graph_module.py class GraphModule(torch.nn.Module):\n",
    PR "TRACED GRAPH\n", /* another rank's record, interleaved */
    P0 "    def forward(self, L_x_: \"f32[4][1]cpu\"):\n",
    P0 "        l_x_ = L_x_\n",
    "unprefixed console output\n",
    P0 "        sin: \"\x1b[31mf32\x1b[0m[4][1]cpu\" = l_x_.sin();  l_x_ = None\n",
    P0 "        return (sin,)\n",
    P0 "        \n",
    P0 "\n",
    PR " ===== __compiled_fn_9 =====\n",
    PR " <eval_with_key>.3 class GraphModule(torch.nn.Module):\n",
    PR "    def forward(self, L_y_: \"f32[2][1]cpu\"):\n",
    PR "        cos: \"f32[2][1]cpu\" = torch.cos(L_y_)\n",
    PR "        return (cos,)\n",
    "I1124 04:21:08.100000 1400 torch/_dynamo/guards.py:100] [0/0] [__guards] GUARDS:\n",
    "I1124 04:21:08.100000 1400 torch/_dynamo/guards.py:100] [0/0] [__guards] class Foo(torch.nn.Module):\n",
    P1 "TRACED GRAPH\n",
    P1 " ===== Forward graph 3 =====\n",
    P1 " /venv/torch/fx/_lazy_graph_module.py class GraphModule(torch.nn.Module):\n",
    P1 "    def forward(self, primals_1: \"f32[4][1]cpu\", primals_2: \"b8[][]cpu\"):\n",
    P1 "        true_graph_0 = self.true_graph_0\n",
    P1 "        false_graph_0 = self.false_graph_0\n",
    P1 "        cond = torch.ops.higher_order.cond(primals_2, true_graph_0, false_graph_0, (primals_1,));  "
       "primals_2 = true_graph_0 = false_graph_0 = None\n",
    P1 "        getitem: \"f32[4][1]cpu\" = cond[0];  cond = None\n",
    P1 "        return (getitem, primals_1)\n",
    P1 "        \n",
    P1 "    class true_graph_0(torch.nn.Module):\n",
    P1 "        def forward(self, arg0_1: \"f32[4][1]cpu\"):\n",
    P1 "            add_: \"f32[4][1]cpu\" = torch.ops.aten.add_.Tensor(arg0_1, 1);  arg0_1 = None\n",
    P1 "            return (add_,)\n",
    P1 "            \n",
    P1 "    class false_graph_0(torch.nn.Module):\n",
    P1 "        def forward(self, arg0_1: \"f32[4][1]cpu\"):\n",
    P1 "            clone: \"f32[4][1]cpu\" = torch.ops.aten.clone.default(arg0_1);  arg0_1 = None\n",
    P1 "            return (clone,)\n",
    P1 "            \n",
    P1 "\n",
};
static char logs_text[8192];


/* The line of logs_text (1-based) holding `needle`. */
static uint32_t line_of(const char *text, const char *needle)
{
    const char *hit = strstr(text, needle);
    uint32_t line = 1;
    for (const char *p = text; hit && p < hit; p++) line += *p == '\n';
    return hit ? line : 0;
}

static void check_logs_run(Run *r, int n)
{
    CHECK(n == 3);
    CHECK(r->ngraphs == 3);
    /* graphs in the order their records end: rank 0's graph_code, rank 1's, the AOT forward */
    CHECK(str_is(r->seen[0].event, "graph_code") && str_is(r->seen[0].compile_id, "0/0"));
    CHECK(r->seen[0].stage == STAGE_DYNAMO && r->seen[0].nnodes == 3);
    CHECK(r->seen[0].first_line == line_of(logs_text, "lazy_graph_module.py class"));
    CHECK(str_is(r->seen[1].event, "graph_code") && r->seen[1].nnodes == 3);
    CHECK(r->seen[1].first_line == line_of(logs_text, "<eval_with_key>.3 class"));
    CHECK(str_is(r->seen[2].event, "aot_graphs") && str_is(r->seen[2].compile_id, "1/2_1"));
    CHECK(r->seen[2].stage == STAGE_AOT_FORWARD && r->seen[2].nmodules == 3);
    /* the defect: on the log's own line, at the column after the prefix, with its compile id */
    const Diag *d = find(r, "FX101");
    CHECK(d != NULL);
    if (d) {
        CHECK(d->line == line_of(logs_text, "add_: "));
        CHECK(d->col == strlen(P1) + 13);
        CHECK(str_is(d->compile_id, "1/2_1") && str_is(d->event, "aot_graphs"));
    }
    /* nothing else at warning or above: no FX905 on log text, no syntax error from colour */
    for (uint32_t i = 0; i < r->h.diags.len; i++) {
        const Diag *x = &r->h.diags.items[i];
        /* the in-place add_ is also returned: FX201, on the same line */
        bool known = x == d || (strcmp(rule_table[x->rule].code, "FX201") == 0 && d && x->line == d->line);
        if (!known && x->severity >= SEV_WARNING) fprintf(stderr, "  unexpected: %s\n", x->message);
        CHECK(known || x->severity < SEV_WARNING);
    }
}

static void join_logs(void)
{
    size_t n = 0;
    for (size_t i = 0; i < sizeof logs_lines / sizeof logs_lines[0]; i++) {
        size_t k = strlen(logs_lines[i]);
        if (n + k >= sizeof logs_text) abort();
        memcpy(logs_text + n, logs_lines[i], k);
        n += k;
    }
    logs_text[n] = 0;
}

static void test_logs(void)
{
    join_logs();
    CHECK(frontend_detect(logs_text, (uint32_t)strlen(logs_text)) == FMT_LOGS);
    Run r;
    run_open(&r);
    check_logs_run(&r, run_text(&r, "logs.txt", logs_text, FMT_AUTO));
    run_close(&r);
    /* the same streamed from a file, plain and gzip */
    for (int gz = 0; gz < 2; gz++) {
        run_open(&r);
        check_logs_run(&r, run_file(&r, logs_text, gz));
        run_close(&r);
    }
}

/* An AOT cache hit prints "Forward graph (from cache)", an empty line and the graph with
 * expanded_def, without TRACED GRAPH (2.13). */
static void test_logs_cache_hit(void)
{
#define PC "I1125 13:40:09.100000 13661 torch/_functorch/_aot_autograd/aot_autograd_result.py:439] [0/0_1] [__aot_graphs] "
    static const char text[] =
        PC "Forward graph (from cache)\n"
        PC "\n"
        PC "class <lambda>(torch.nn.Module):\n"
        PC "    def forward(\n"
        PC "        self,\n"
        PC "        arg0_1: \"f32[4, 3][3, 1]cpu\",  # PlainAOTInput(idx=0)\n"
        PC "    ):\n"
        PC "        sin: \"f32[4, 3][3, 1]cpu\" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None\n"
        PC "        return (\n"
        PC "            sin,  # PlainAOTOutput(idx=0)\n"
        PC "        )\n"
        PC "\n";
    Run r;
    run_open(&r);
    CHECK(run_text(&r, "hit.log", text, FMT_AUTO) == 1);
    CHECK(r.seen[0].stage == STAGE_AOT_INFERENCE && str_is(r.seen[0].compile_id, "0/0_1"));
    CHECK(r.seen[0].nnodes == 3 && r.seen[0].first_line == 3);
    CHECK(r.h.diags.len == 0);
    run_close(&r);
}

/* A TRACED GRAPH record with no code is said, not passed over; a log cut anywhere never
 * crashes and never reports outside the text. */
static void test_logs_broken(void)
{
    static const char text[] = P0 "TRACED GRAPH\n" P0 " ===== __compiled_fn_1 =====\n" P0 "\n";
    Run r;
    run_open(&r);
    CHECK(run_text(&r, "broken.log", text, FMT_LOGS) == 0);
    const Diag *d = find(&r, "FX901");
    CHECK(d && d->line == 1 && str_is(d->compile_id, "0/0"));
    run_close(&r);
    /* read as a log without one log line: an FX901, not a silent pass */
    run_open(&r);
    CHECK(run_text(&r, "not_a_log.py", "class GraphModule(torch.nn.Module):\n    def forward(self):\n", FMT_LOGS) == 0);
    CHECK(r.h.diags.len == 1 && find(&r, "FX901") && find(&r, "FX901")->line == 1);
    run_close(&r);
    size_t len = strlen(logs_text);
    char *cut = malloc(len + 1);
    for (size_t k = 0; k < len; k += 7) {
        memcpy(cut, logs_text, k);
        cut[k] = 0;
        run_open(&r);
        run_text(&r, "cut.log", cut, FMT_LOGS);
        for (uint32_t i = 0; i < r.h.diags.len; i++) CHECK(r.h.diags.items[i].line >= 1 && r.h.diags.items[i].line <= 60);
        run_close(&r);
    }
    free(cut);
}

/* A graph is checked once every process in its compile has moved on to another compile: what
 * the log shows of the compile until then labels it (here the grad mode, from a GLOBAL_STATE
 * guard or a backward graph), what comes after does not. */
#define GA(cid, art) "V1124 04:21:07.114000 1400 torch/_dynamo/output_graph.py:1520] [" cid "] [__" art "] "
#define GB(cid, art) "[rank1]:V1124 04:21:07.500000 1777 torch/_dynamo/output_graph.py:1520] [" cid "] [__" art "] "
#define GRAPH(P, name)                                                                                         \
    P "TRACED GRAPH\n" P " ===== " name " =====\n" P " /torch/fx/_lazy_graph_module.py class GraphModule(torch.nn.Module):\n" \
    P "    def forward(self, L_x_: \"f32[4][1]cpu\"):\n" P "        sin: \"f32[4][1]cpu\" = torch.sin(L_x_)\n"          \
    P "        return (sin,)\n" P "\n"
#define GRAD_FALSE "GLOBAL_STATE: ___check_global_state() against {\"grad_mode\":false}\n"

static void test_logs_release(void)
{
    /* the process leaves 0/0 for 1/0: a guard of 0/0 printed after that comes too late */
    static const char late[] = GRAPH(GA("0/0", "graph_code"), "__compiled_fn_1") GRAPH(GA("1/0", "graph_code"), "__compiled_fn_2")
        GA("0/0", "guards") GRAD_FALSE;
    Run r;
    run_open(&r);
    CHECK(run_text(&r, "late.log", late, FMT_LOGS) == 2);
    CHECK(r.ngraphs == 2 && str_is(r.seen[0].compile_id, "0/0") && r.seen[0].grad == -1 && r.seen[1].grad == -1);
    run_close(&r);
    /* the guard before the process moves on labels the graph */
    static const char in_time[] = GRAPH(GA("0/0", "graph_code"), "__compiled_fn_1") GA("0/0", "guards") GRAD_FALSE
        GRAPH(GA("1/0", "graph_code"), "__compiled_fn_2");
    run_open(&r);
    CHECK(run_text(&r, "in_time.log", in_time, FMT_LOGS) == 2);
    CHECK(r.ngraphs == 2 && r.seen[0].grad == 0 && r.seen[1].grad == -1);
    run_close(&r);
    /* a backward graph whose record ends only as the process moves on still counts: grad was on */
    static const char backward[] = GRAPH(GA("0/0", "graph_code"), "__compiled_fn_1")
        GRAPH(GA("0/0", "aot_graphs"), "Backward graph 0") GRAPH(GA("1/0", "graph_code"), "__compiled_fn_2");
    run_open(&r);
    CHECK(run_text(&r, "backward.log", backward, FMT_LOGS) == 3);
    CHECK(r.ngraphs == 3 && r.seen[0].grad == 1 && r.seen[1].stage == STAGE_AOT_BACKWARD && r.seen[2].grad == -1);
    run_close(&r);
    /* two processes in 0/0 (ids are per process, and one log holds both): each process's 0/0 is
     * its own, over when that process moves on, so rank 1's guard does not label rank 0's graph */
    static const char two[] = GB("0/0", "graph_code") "TRACED GRAPH\n" GRAPH(GA("0/0", "graph_code"), "__compiled_fn_1")
        GRAPH(GA("1/0", "graph_code"), "__compiled_fn_2") GB("0/0", "guards") GRAD_FALSE GB("1/0", "guards") "GUARDS:\n";
    run_open(&r);
    run_text(&r, "two.log", two, FMT_LOGS);
    CHECK(r.ngraphs == 2 && str_is(r.seen[0].compile_id, "0/0") && r.seen[0].grad == -1);
    run_close(&r);
    /* and a process's own guard labels its graph, shown with the id the log prints */
    static const char own[] = GRAPH(GB("0/0", "graph_code"), "__compiled_fn_1") GRAPH(GA("0/0", "graph_code"), "__compiled_fn_1")
        GB("0/0", "guards") GRAD_FALSE GB("1/0", "guards") "GUARDS:\n" GA("1/0", "guards") "GUARDS:\n";
    run_open(&r);
    run_text(&r, "own.log", own, FMT_LOGS);
    CHECK(r.ngraphs == 2 && str_is(r.seen[0].compile_id, "0/0") && str_is(r.seen[1].compile_id, "0/0"));
    CHECK(r.seen[0].first_line == 3 && r.seen[0].grad == 0 && r.seen[1].grad == -1); /* rank 1's, then rank 0's */
    run_close(&r);
    /* a rank's traceback on the console (its lines carry `[rankN]:` but no log prefix) is its
     * own compile's failure: rank 1's aot_eager failure says nothing of rank 0's 0/0 */
    static const char failed[] = GRAPH(GA("0/0", "graph_code"), "__compiled_fn_1") GRAPH(GB("0/0", "graph_code"), "__compiled_fn_1")
        GA("0/0", "guards") "GUARDS:\n" "[rank1]: torch._dynamo.exc.BackendCompilerFailed: backend='aot_eager' raised:\n";
    run_open(&r);
    run_text(&r, "failed.log", failed, FMT_LOGS);
    CHECK(r.ngraphs == 2 && r.seen[0].first_line == 3 && r.seen[0].paths == 0 && r.seen[1].paths != 0);
    run_close(&r);
    /* past 64 processes the reader follows no more: a compile of one it does not follow is held
     * to the end of the log, as before, though a process it follows has left it */
    static char many[16384];
    size_t n = (size_t)snprintf(many, sizeof many, "V1124 04:21:07.000000 2000 torch/_dynamo/guards.py:100] [0/0] [__guards] GUARDS:\n");
    for (int pid = 0; pid < 64; pid++)
        n += (size_t)snprintf(many + n, sizeof many - n,
                              "V1124 04:21:07.114000 %d torch/_dynamo/guards.py:100] [%d/0] [__guards] GUARDS:\n", 2000 + pid, pid + 5);
    snprintf(many + n, sizeof many - n, "%s", late);
    run_open(&r);
    CHECK(run_text(&r, "many.log", many, FMT_LOGS) == 2);
    CHECK(r.ngraphs == 2 && str_is(r.seen[0].compile_id, "0/0") && r.seen[0].grad == 0);
    run_close(&r);
}

/* ---- print_tabular ---- */

static const char table_text[] =
    "opcode         name          target                                         args                                                kwargs\n"
    "-------------  ------------  ---------------------------------------------  --------------------------------------------------  ---------------\n"
    "placeholder    l_x_          L_x_                                           ()                                                  {}\n"
    "call_method    sum_1         sum                                            (l_x_,)                                             {}\n"
    "call_function  gt            <built-in function gt>                         (sum_1, 0)                                          {}\n"
    "get_attr       cond_true_0   cond_true_0                                    ()                                                  {}\n"
    "get_attr       cond_false_0  cond_false_0                                   ()                                                  {}\n"
    "call_function  cond          cond                                           (gt, cond_true_0, cond_false_0, (l_x_,))            {}\n"
    "call_function  r             <built-in function getitem>                    (cond, 0)                                           {}\n"
    "call_function  sin           <built-in method sin of type object at 0x7f0>  (r,)                                                {}\n"
    "call_function  add_          aten.add_.Tensor                               (sin, 1)                                            {'alpha': 2}\n"
    "output         output        output                                         ((add_,),)                                          {}\n"
    "\n"
    "text after the table is not read\n";

static void test_tabular(void)
{
    CHECK(frontend_detect(table_text, (uint32_t)strlen(table_text)) == FMT_TABULAR);
    Harness h;
    harness_open(&h, NULL);
    source_init(&h.src, &h.a, "t.txt", table_text, (uint32_t)strlen(table_text));
    CHECK(fe_tabular_parse(&h.fe, &h.src, &h.g, &h.a) == 1);
    const Module *m = &h.g.modules[0];
    CHECK(m->nnodes == 10);
    if (m->nnodes == 10) {
        CHECK(m->nodes[0].kind == NK_PLACEHOLDER && str_eqz(m->nodes[0].target.op, "L_x_"));
        CHECK(m->nodes[1].kind == NK_CALL_METHOD && str_eqz(m->nodes[1].target.op, "sum"));
        CHECK(m->nodes[2].target.kind == TK_OPERATOR && str_eqz(m->nodes[2].target.op, "gt"));
        CHECK(m->nodes[2].nargs == 2 && m->nodes[2].args[0].kind == VK_NODE && m->nodes[2].args[1].kind == VK_INT);
        CHECK(target_is_hop(&m->nodes[5].target) && str_eqz(m->nodes[5].target.op, "cond"));
        CHECK(m->nodes[5].nargs == 4 && m->nodes[5].args[3].kind == VK_TUPLE);
        CHECK(m->nodes[7].target.kind == TK_CALLABLE && str_eqz(m->nodes[7].target.op, "sin"));
        CHECK(target_is_op(&m->nodes[8].target, "aten", "add_") && m->nodes[8].nkwargs == 1);
        CHECK(m->nodes[9].kind == NK_OUTPUT && m->nodes[9].nargs == 1 && m->nodes[9].args[0].kind == VK_TUPLE);
        CHECK(m->output == 9);
        CHECK(source_pos(&h.src, m->nodes[8].name_span.start).line == 11);
        CHECK(source_pos(&h.src, m->nodes[8].name_span.start).col == 16);
    }
    /* the subgraphs are not printed in a table: FX904 is the engine's to say, not an error */
    CHECK(h.diags.len == 0);
    harness_close(&h);

    static const char bad[] = "opcode  name  target  args  kwargs\n"
                              "------  ----  ------  ----  ------\n"
                              "bogus   x     x       ()    {}\n"
                              "call_function  y  aten.sin.default  (x,  {}\n";
    harness_open(&h, NULL);
    source_init(&h.src, &h.a, "t.txt", bad, (uint32_t)strlen(bad));
    CHECK(fe_tabular_parse(&h.fe, &h.src, &h.g, &h.a) == 1);
    CHECK(harness_count_code(&h.diags, "FX901") == 2);
    CHECK(h.diags.len && h.diags.items[0].line == 3);
    harness_close(&h);
    /* no header: one FX901, no graph */
    harness_open(&h, NULL);
    source_init(&h.src, &h.a, "t.txt", "opcode name\n", 12);
    CHECK(fe_tabular_parse(&h.fe, &h.src, &h.g, &h.a) == 0 && harness_count_code(&h.diags, "FX901") == 1);
    harness_close(&h);
}

/* print_tabular() over named_modules(): the tables of a graph's subgraphs follow it, one per
 * get_attr of a submodule; a table whose first placeholder is a source name (L_x_) is the next
 * compile's graph, even while subgraph tables were expected. */
static void test_tabular_subgraphs(void)
{
    static const char text[] =
        "opcode         name               target             args                                        kwargs\n"
        "-------------  -----------------  -----------------  ------------------------------------------  ------\n"
        "placeholder    l_x_               L_x_               ()                                          {}\n"
        "get_attr       cond_true_0        cond_true_0        ()                                          {}\n"
        "get_attr       _tensor_constant0  _tensor_constant0  ()                                          {}\n"
        "get_attr       cond_false_0       cond_false_0       ()                                          {}\n"
        "call_function  cond               cond               (True, cond_true_0, cond_false_0, (l_x_,))  {}\n"
        "output         output             output             ((cond,),)                                  {}\n"
        "opcode       name    target  args        kwargs\n"
        "-----------  ------  ------  ----------  ------\n"
        "placeholder  a       a       ()          {}\n"
        "call_method  sin_    sin_    (a,)        {}\n"
        "output       output  output  ((sin_,),)  {}\n"
        "opcode       name    target  args       kwargs\n"
        "-----------  ------  ------  ---------  ------\n"
        "placeholder  a       a       ()         {}\n"
        "call_method  cos     cos     (a,)       {}\n"
        "output       output  output  ((cos,),)  {}\n"
        "opcode       name         target       args        kwargs\n"
        "-----------  -----------  -----------  ----------  ------\n"
        "placeholder  l_y_         L_y_         ()          {}\n"
        "get_attr     wrap_body_0  wrap_body_0  ()          {}\n"
        "output       output       output       ((l_y_,),)  {}\n"
        "opcode       name    target  args        kwargs\n"
        "-----------  ------  ------  ----------  ------\n"
        "placeholder  l_z_    L_z_    ()          {}\n"
        "output       output  output  ((l_z_,),)  {}\n";
    for (int gz = 0; gz < 2; gz++) {
        Run r;
        run_open(&r);
        CHECK((gz ? run_file(&r, text, true) : run_text(&r, "tables.txt", text, FMT_AUTO)) == 3);
        CHECK(r.seen[0].nmodules == 3 && r.seen[0].first_line == 1);
        CHECK(r.seen[1].nmodules == 1 && r.seen[1].first_line == 19); /* wrap_body_0: not printed, unused */
        CHECK(r.seen[2].nmodules == 1 && r.seen[2].first_line == 24);
        const Diag *d = find(&r, "FX101");
        CHECK(d && d->line == 12);
        run_close(&r);
    }
}

/* print(g) of a graph and each of its subgraphs: the `graph():` blocks after a graph's, one
 * per get_attr of a submodule, are its subgraphs; a Dynamo root's block starts the next graph. */
static void test_fxir_subgraphs(void)
{
    static const char text[] =
        "graph():\n"
        "    %l_x_ : torch.Tensor [num_users=1] = placeholder[target=L_x_]\n"
        "    %cond_true_0 : [num_users=1] = get_attr[target=cond_true_0]\n"
        "    %_tensor_constant0 : [num_users=0] = get_attr[target=_tensor_constant0]\n"
        "    %cond_false_0 : [num_users=1] = get_attr[target=cond_false_0]\n"
        "    %cond : [num_users=1] = call_function[target=torch.ops.higher_order.cond](args = (True, %cond_true_0, %cond_false_0, (%l_x_,)), kwargs = {})\n"
        "    return (cond,)\n"
        "graph():\n"
        "    %a : [num_users=1] = placeholder[target=a]\n"
        "    %sin_ : [num_users=1] = call_method[target=sin_](args = (%a,), kwargs = {})\n"
        "    return (sin_,)\n"
        "graph():\n"
        "    %a : [num_users=1] = placeholder[target=a]\n"
        "    %cos : [num_users=1] = call_method[target=cos](args = (%a,), kwargs = {})\n"
        "    return (cos,)\n"
        "graph():\n"
        "    %l_y_ : torch.Tensor [num_users=1] = placeholder[target=L_y_]\n"
        "    %wrap_body_0 : [num_users=0] = get_attr[target=wrap_body_0]\n"
        "    return (l_y_,)\n"
        "graph():\n"
        "    %l_z_ : torch.Tensor [num_users=1] = placeholder[target=L_z_]\n"
        "    return (l_z_,)\n";
    for (int gz = 0; gz < 2; gz++) {
        Run r;
        run_open(&r);
        CHECK((gz ? run_file(&r, text, true) : run_text(&r, "graphs.txt", text, FMT_AUTO)) == 3);
        CHECK(r.seen[0].nmodules == 3 && r.seen[0].first_line == 1);
        CHECK(r.seen[1].nmodules == 1 && r.seen[1].first_line == 16);
        CHECK(r.seen[2].nmodules == 1 && r.seen[2].first_line == 20);
        const Diag *d = find(&r, "FX101");
        CHECK(d && d->line == 10);
        run_close(&r);
    }
    /* read as one text (no splitter), a block no graph owes is said and not read */
    Harness h;
    harness_open(&h, NULL);
    source_init(&h.src, &h.a, "g.txt", text, (uint32_t)strlen(text));
    CHECK(fe_fxir_parse(&h.fe, &h.src, &h.g, &h.a) == 1 && h.g.nmodules == 3);
    CHECK(harness_count_code(&h.diags, "FX907") == 1 && h.diags.items[0].line == 16);
    harness_close(&h);
}

/* ---- files of many graphs ---- */

static const char many_text[] =
    "import torch\n"                                                          /* 1 */
    "class GraphModule(torch.nn.Module):\n"                                   /* 2 */
    "    def forward(self, x: \"f32[4]\"):\n"                                 /* 3 */
    "        true_graph_0 = self.true_graph_0\n"                              /* 4 */
    "        false_graph_0 = self.false_graph_0\n"                            /* 5 */
    "        cond = torch.ops.higher_order.cond(True, true_graph_0, false_graph_0, (x,))\n"
    "        getitem: \"f32[4]\" = cond[0]\n"                                 /* 7 */
    "        return (getitem,)\n"                                             /* 8 */
    "    class true_graph_0(torch.nn.Module):\n"                              /* 9 */
    "        def forward(self, a: \"f32[4]\"):\n"                             /* 10 */
    "            add_: \"f32[4]\" = torch.ops.aten.add_.Tensor(a, 1)\n"      /* 11: FX101 */
    "            return (add_,)\n"                                            /* 12 */
    "    class false_graph_0(torch.nn.Module):\n"                             /* 13 */
    "        def forward(self, a: \"f32[4]\"):\n"                             /* 14 */
    "            clone: \"f32[4]\" = torch.ops.aten.clone.default(a)\n"       /* 15 */
    "            return (clone,)\n"                                           /* 16 */
    "\n"                                                                      /* 17 */
    "def forward(self, y):\n"                                                 /* 18: gm.code */
    "    sin = torch.ops.aten.sin.default(y)\n"                               /* 19 */
    "    return (sin,)\n"                                                     /* 20 */
    "class Helper:\n"                                                         /* 21: not a graph */
    "    pass\n"                                                              /* 22 */
    "graph():\n"                                                              /* 23: FX IR */
    "    %z : [num_users=1] = placeholder[target=z]\n"                        /* 24 */
    "    %cos : [num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%z,), kwargs = {})\n"
    "    return (cos,)\n"                                                     /* 26 */
    "class <lambda>(torch.nn.Module):\n"                                      /* 27 */
    "    def forward(self, w: \"f32[2]\"):\n"                                 /* 28 */
    "        mul: \"f32[2]\" = torch.ops.aten.mul.Tensor(w, undefined_name)\n" /* 29: FX903 */
    "        return (mul,)\n"                                                 /* 30 */
    "    def forward(self, w):\n"                                             /* 31: second forward */
    "        return (w,)\n";                                                  /* 32 */

static void check_many(Run *r, int n)
{
    CHECK(n == 4 && r->ngraphs == 4);
    CHECK(r->seen[0].first_line == 2 && r->seen[0].nmodules == 3 && str_is(r->seen[0].root, "GraphModule"));
    CHECK(r->seen[1].first_line == 18 && r->seen[1].nnodes == 3);
    CHECK(r->seen[2].first_line == 23 && r->seen[2].nnodes == 3);
    CHECK(r->seen[3].first_line == 27 && str_is(r->seen[3].root, "<lambda>"));
    const Diag *d = find(r, "FX101");
    CHECK(d && d->line == 11);
    d = find(r, "FX903");
    CHECK(d && d->line == 29);
    d = find(r, "FX907");
    CHECK(d && d->line == 31 && strstr(d->message, "second forward"));
    CHECK(find(r, "FX201") && find(r, "FX201")->line == 11);
    CHECK(find(r, "FX901") == NULL);
    CHECK(r->h.diags.len == 4);
}

static void test_many(void)
{
    Run r;
    run_open(&r);
    check_many(&r, run_text(&r, "many.py", many_text, FMT_AUTO));
    run_close(&r);
    for (int gz = 0; gz < 2; gz++) {
        run_open(&r);
        check_many(&r, run_file(&r, many_text, gz));
        run_close(&r);
    }
    /* a file of one graph is one graph, whatever text surrounds it */
    run_open(&r);
    CHECK(run_text(&r, "one.py", "import torch\n# a comment\nclass Repro(torch.nn.Module):\n"
                                 "    def __init__(self):\n        super().__init__()\n"
                                 "    def forward(self, x: \"f32[4]\"):\n        return (x,)\nmod = Repro()\n",
                   FMT_AUTO) == 1);
    CHECK(r.h.diags.len == 0);
    run_close(&r);
    /* print(gm): a module repr (not Python) before each gm.code, passed over */
    run_open(&r);
    CHECK(run_text(&r, "gm_str.txt",
                   "GraphModule(\n  (cond_true_0): GraphModule()\n)\n\n\n\ndef forward(self, L_x_ : torch.Tensor):\n"
                   "    l_x_ = L_x_\n    sin = l_x_.sin();  l_x_ = None\n    return (sin,)\n    \n"
                   "# To see more debug info, please use `graph_module.print_readable()`\n"
                   "GraphModule()\n\n\n\ndef forward(self, L_y_ : torch.Tensor):\n    return (L_y_,)\n"
                   "<lambda>(\n  (true_graph_0): <lambda>()\n)\n\n",
                   FMT_AUTO) == 2);
    CHECK(r.h.diags.len == 0 && r.seen[0].first_line == 7 && r.seen[1].first_line == 17);
    run_close(&r);
    /* cut anywhere: no crash, positions inside the text */
    size_t len = strlen(many_text);
    char *cut = malloc(len + 1);
    for (size_t k = 0; k < len; k += 5) {
        memcpy(cut, many_text, k);
        cut[k] = 0;
        run_open(&r);
        run_text(&r, "cut.py", cut, FMT_AUTO);
        for (uint32_t i = 0; i < r.h.diags.len; i++) CHECK(r.h.diags.items[i].line >= 1 && r.h.diags.items[i].line <= 33);
        run_close(&r);
    }
    free(cut);
}

/* A TORCH_TRACE log stays a trace log; printed code with a warning line above stays code. */
static void test_detect(void)
{
    static const char trace[] = "V1206 15:18:15.925000 1500233 torch/_dynamo/utils.py:1288] {\"str\": [\"a\", 0]}\n";
    CHECK(frontend_detect(trace, sizeof trace - 1) == FMT_TRACE);
    static const char ranked[] = "[rank0]:V1125 13:47:25.525000 9534 torch/_dynamo/guards.py:5396] [0/1] x\n";
    CHECK(frontend_detect(ranked, sizeof ranked - 1) == FMT_LOGS);
    static const char code[] = "warning: something\nclass GraphModule(torch.nn.Module):\n    def forward(self):\n"
                               "        return ()\n" P0 "x\n";
    CHECK(frontend_detect(code, sizeof code - 1) == FMT_READABLE);
    CHECK(input_format_parse("logs") == FMT_LOGS && input_format_parse("tabular") == FMT_TABULAR);
    CHECK(strcmp(input_format_name(FMT_TABULAR), "tabular") == 0);
}

int main(void)
{
    test_logs();
    test_logs_cache_hit();
    test_logs_broken();
    test_logs_release();
    test_tabular();
    test_tabular_subgraphs();
    test_fxir_subgraphs();
    test_many();
    test_detect();
    return harness_exit("test_forms");
}
