/* Unit tests for the FX IR front end (fe_fxir.c) and format detection: node kinds, targets,
 * argument values (including the empty-string and unquoted-key quirks), returns, positions,
 * FX901/FX903 diagnostics that leave the rest of the dump readable, and every corpus/fxir
 * file read without a diagnostic (skipped when ../shared/corpus is absent). */
#include <glob.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"

static const Node *node(const Harness *p, const char *name)
{
    NodeId id = graph_lookup(&p->g, 0, str_from(name));
    return id == NONE_ID ? NULL : &p->g.modules[0].nodes[id];
}

static NodeId id_of(const Harness *p, const char *name) { return graph_lookup(&p->g, 0, str_from(name)); }

static void test_cond_graph(void)
{
    Harness p;
    harness_open_parse(&p, FMT_FXIR, "graph():\n"
                                     "    %x_1 : [num_users=1] = placeholder[target=x_1]\n"
                                     "    %y_1 : [num_users=1] = placeholder[target=y_1]\n"
                                     "    %true_graph_0 : [num_users=1] = get_attr[target=true_graph_0]\n"
                                     "    %false_graph_0 : [num_users=1] = get_attr[target=false_graph_0]\n"
                                     "    %conditional : [num_users=1] = call_function[target=torch.ops.higher_order.cond](args = (%y_1, %true_graph_0, %false_graph_0, [%x_1]), kwargs = {})\n"
                                     "    return conditional\n");
    CHECK(p.ngraphs == 1);
    CHECK(p.diags.len == 0);
    CHECK(p.g.nmodules == 3); /* root + two subgraphs referenced but not printed */
    const Module *m = &p.g.modules[0];
    CHECK(m->nnodes == 6);
    CHECK(m->nodes[0].kind == NK_PLACEHOLDER && str_eqz(m->nodes[0].name, "x_1"));
    CHECK(m->nodes[0].target.kind == TK_ATTR && str_eqz(m->nodes[0].target.qualname, "x_1"));
    CHECK(m->nodes[0].meta->kind == META_ABSENT);
    const Node *t = node(&p, "true_graph_0");
    CHECK(t && t->kind == NK_GET_ATTR && t->submodule != NONE_ID);
    if (t && t->submodule != NONE_ID) CHECK(!p.g.modules[t->submodule].printed);
    const Node *c = node(&p, "conditional");
    CHECK(c && c->kind == NK_CALL_FUNCTION && target_is_op(&c->target, "higher_order", "cond"));
    CHECK(c && c->nargs == 4 && c->nkwargs == 0);
    if (c && c->nargs == 4) {
        CHECK(value_node(&c->args[0]) == id_of(&p, "y_1"));
        CHECK(c->args[3].kind == VK_LIST && c->args[3].seq.n == 1);
        CHECK(value_node(&c->args[3].seq.items[0]) == id_of(&p, "x_1"));
    }
    const Value *outs;
    CHECK(module_outputs(m, &outs) == 1 && value_node(outs) == id_of(&p, "conditional"));
    const Node *x = node(&p, "x_1");
    CHECK(x && x->nusers == 1 && x->users[0] == id_of(&p, "conditional"));
    harness_close(&p);
}

static void test_old_users_and_calls(void)
{
    Harness p;
    harness_open_parse(&p, FMT_FXIR, "graph():\n"
                                     "    %x : [#users=1] = placeholder[target=x]\n"
                                     "    %param : [#users=1] = get_attr[target=param]\n"
                                     "    %add : [#users=1] = call_function[target=operator.add](args = (%x, %param), kwargs = {})\n"
                                     "    %linear : [#users=1] = call_module[target=linear](args = (%add,), kwargs = {})\n"
                                     "    %clamp : [#users=1] = call_method[target=clamp](args = (%linear,), kwargs = {min: 0.0, max: 1.0})\n"
                                     "    %b : [#users=1] = call_function[target=<built-in function add>](args = (%clamp, 2), kwargs = {})\n"
                                     "    return [b]\n");
    CHECK(p.ngraphs == 1 && p.diags.len == 0);
    const Node *add = node(&p, "add"), *lin = node(&p, "linear"), *cl = node(&p, "clamp"), *b = node(&p, "b");
    CHECK(add && add->target.kind == TK_OPERATOR && str_eqz(add->target.op, "add"));
    CHECK(lin && lin->kind == NK_CALL_MODULE && lin->target.kind == TK_MODULE && str_eqz(lin->target.qualname, "linear"));
    CHECK(lin && lin->nargs == 1 && value_node(&lin->args[0]) == id_of(&p, "add"));
    CHECK(cl && cl->kind == NK_CALL_METHOD && cl->target.kind == TK_METHOD && str_eqz(cl->target.op, "clamp"));
    CHECK(cl && cl->nkwargs == 2);
    if (cl && cl->nkwargs == 2) {
        CHECK(str_eqz(cl->kwargs[0].key, "min") && cl->kwargs[0].value.kind == VK_FLOAT && cl->kwargs[0].value.f == 0.0);
        CHECK(str_eqz(cl->kwargs[1].key, "max") && cl->kwargs[1].value.f == 1.0);
        CHECK(node_kwarg(cl, "max") == &cl->kwargs[1].value);
    }
    CHECK(b && b->target.kind == TK_OPERATOR && str_eqz(b->target.op, "add"));
    CHECK(b && b->nargs == 2 && b->args[1].kind == VK_INT && b->args[1].i == 2);
    const Value *outs;
    CHECK(module_outputs(&p.g.modules[0], &outs) == 1 && value_node(&outs[0]) == id_of(&p, "b"));
    CHECK(p.g.modules[0].output != NONE_ID && p.g.modules[0].nodes[p.g.modules[0].output].args[0].kind == VK_LIST);
    harness_close(&p);
}

static void test_values(void)
{
    Harness p;
    harness_open_parse(&p, FMT_FXIR, "graph():\n"
                                     "  %_unnamed : [num_users=1] = get_attr[target=]\n"
                                     "  %l_x_ : torch.Tensor [num_users=3] = placeholder[target=L_x_]\n"
                                     "  %s : [num_users=1] = call_function[target=torch.ops.higher_order.invoke_subgraph](args = (%_unnamed, , %l_x_), kwargs = {})\n"
                                     "  %z : [num_users=1] = call_function[target=torch.ops.aten.zeros.default](args = ([2, -3],), kwargs = {dtype: torch.float32, layout: torch.strided, device: cpu, pin_memory: False})\n"
                                     "  %v : [num_users=1] = call_function[target=foo.bar](args = (1e-06, inf, -inf, None, True, (,), (%z,), [%z, ], {}, slice(None, 2, None), moo, 'q,x', ...), kwargs = {})\n"
                                     "  return (None, s, v)\n");
    CHECK(p.ngraphs == 1);
    CHECK(p.diags.len == 0);
    const Node *un = node(&p, "_unnamed");
    CHECK(un && un->kind == NK_GET_ATTR && un->target.qualname.len == 0);
    const Node *lx = node(&p, "l_x_");
    CHECK(lx && str_eqz(lx->target.qualname, "L_x_") && lx->meta->kind == META_ABSENT);
    const Node *s = node(&p, "s");
    CHECK(s && s->nargs == 3);
    if (s && s->nargs == 3) {
        CHECK(s->args[1].kind == VK_STR && s->args[1].s.len == 0);
        CHECK(value_node(&s->args[2]) == id_of(&p, "l_x_"));
    }
    const Node *z = node(&p, "z");
    CHECK(z && z->nargs == 1 && z->args[0].kind == VK_LIST && z->args[0].seq.n == 2);
    if (z && z->nargs == 1 && z->args[0].seq.n == 2) CHECK(z->args[0].seq.items[1].kind == VK_INT && z->args[0].seq.items[1].i == -3);
    const Value *dt = z ? node_kwarg(z, "dtype") : NULL;
    CHECK(dt && dt->kind == VK_DTYPE && str_eqz(dt->s, "float32"));
    const Value *lay = z ? node_kwarg(z, "layout") : NULL;
    CHECK(lay && lay->kind == VK_SYMBOL && str_eqz(lay->s, "torch.strided"));
    const Value *dev = z ? node_kwarg(z, "device") : NULL;
    CHECK(dev && dev->kind == VK_STR && str_eqz(dev->s, "cpu"));
    const Value *pm = z ? node_kwarg(z, "pin_memory") : NULL;
    CHECK(pm && pm->kind == VK_BOOL && !pm->b);
    const Node *v = node(&p, "v");
    CHECK(v && v->nargs == 13);
    if (v && v->nargs == 13) {
        const Value *a = v->args;
        CHECK(a[0].kind == VK_FLOAT && fabs(a[0].f - 1e-06) < 1e-12);
        CHECK(a[1].kind == VK_FLOAT && isinf(a[1].f) && a[1].f > 0);
        CHECK(a[2].kind == VK_FLOAT && isinf(a[2].f) && a[2].f < 0);
        CHECK(a[3].kind == VK_NONE);
        CHECK(a[4].kind == VK_BOOL && a[4].b);
        CHECK(a[5].kind == VK_TUPLE && a[5].seq.n == 1 && a[5].seq.items[0].kind == VK_STR && a[5].seq.items[0].s.len == 0);
        CHECK(a[6].kind == VK_TUPLE && a[6].seq.n == 1 && value_node(&a[6].seq.items[0]) == id_of(&p, "z"));
        CHECK(a[7].kind == VK_LIST && a[7].seq.n == 2 && a[7].seq.items[1].kind == VK_STR && a[7].seq.items[1].s.len == 0);
        CHECK(a[8].kind == VK_DICT && a[8].seq.n == 0);
        CHECK(a[9].kind == VK_SLICE && a[9].seq.n == 3 && a[9].seq.items[1].kind == VK_INT && a[9].seq.items[1].i == 2);
        CHECK(a[10].kind == VK_STR && str_eqz(a[10].s, "moo"));
        CHECK(a[11].kind == VK_STR && str_eqz(a[11].s, "q,x"));
        CHECK(a[12].kind == VK_ELLIPSIS);
        /* spans cover the printed value */
        CHECK(str_eqz(source_slice(&p.src, a[9].span), "slice(None, 2, None)"));
    }
    const Value *outs;
    CHECK(module_outputs(&p.g.modules[0], &outs) == 3);
    if (p.g.modules[0].output != NONE_ID) {
        CHECK(outs[0].kind == VK_NONE && value_node(&outs[1]) == id_of(&p, "s") && value_node(&outs[2]) == id_of(&p, "v"));
    }
    /* users: l_x_ is used by s only once even though it is listed once */
    CHECK(lx && lx->nusers == 1);
    harness_close(&p);
}

static void test_positions_and_errors(void)
{
    Harness p;
    harness_open_parse(&p, FMT_FXIR, "graph():\n"
                                     "    %x : [num_users=1] = placeholder[target=x]\n"
                                     "    this is not fx ir\n"
                                     "    %y : [num_users=1] = call_function[target=torch.ops.aten.sin.default](args = (%nope,), kwargs = {})\n"
                                     "    %w : [num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%x, kwargs = {})\n"
                                     "    %u : [num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%x,), kwargs = {})\n"
                                     "    return (u,)\n");
    CHECK(p.ngraphs == 1);
    CHECK(harness_count_code(&p.diags, "FX901") == 2);
    CHECK(harness_count_code(&p.diags, "FX903") == 1);
    for (uint32_t i = 0; i < p.diags.len; i++) {
        const Diag *d = &p.diags.items[i];
        if (strcmp(rule_table[d->rule].code, "FX903") == 0) {
            CHECK(d->line == 4 && d->col == 83 && d->end_col == 88);
            CHECK(d->severity == SEV_ERROR && strstr(d->message, "nope"));
        }
        if (strcmp(rule_table[d->rule].code, "FX901") == 0) CHECK(d->line == 3 || d->line == 5);
    }
    /* the lines after the bad ones still count */
    const Node *u = node(&p, "u");
    CHECK(u && value_node(&u->args[0]) == id_of(&p, "x"));
    CHECK(node(&p, "y") != NULL);
    const Node *x = node(&p, "x");
    if (x) {
        Pos a = source_pos(&p.src, x->span.start), b = source_pos(&p.src, x->name_span.start);
        CHECK(a.line == 2 && a.col == 5 && b.col == 6);
        CHECK(str_eqz(source_slice(&p.src, x->name_span), "x"));
    }
    harness_close(&p);

    /* CRLF line ends and the newer annotated fragment form */
    harness_open_parse(&p, FMT_FXIR, "graph():\r\n"
                                     "    %arg0_1 : Tensor \"f32[3][1]npu:0\" = PlaceHolder[target=arg0_1]\r\n"
                                     "    %sin : Tensor \"f32[3][1]npu:0\" = CallFunction[target=torch.ops.aten.sin.default](args = (%arg0_1,), kwargs = {})\r\n"
                                     "    return (sin,)\r\n");
    CHECK(p.ngraphs == 1 && p.diags.len == 0);
    const Node *a0 = node(&p, "arg0_1"), *sn = node(&p, "sin");
    CHECK(a0 && a0->kind == NK_PLACEHOLDER && a0->meta->kind == META_TENSOR && a0->meta->dtype == DT_F32);
    CHECK(sn && sn->kind == NK_CALL_FUNCTION && target_is_op(&sn->target, "aten", "sin"));
    /* the two print one annotation: one Meta, each node's own place of it */
    CHECK(a0 && sn && a0->meta == sn->meta && a0->meta_span.start < sn->meta_span.start);
    CHECK(sn && str_eqz(source_slice(&p.src, sn->meta_span), "f32[3][1]npu:0"));
    CHECK(p.g.modules[0].output != NONE_ID);
    harness_close(&p);

    /* no graph at all, and an empty file */
    harness_open_parse(&p, FMT_FXIR, "\n\n");
    CHECK(p.ngraphs == 0 && p.diags.len == 0);
    harness_close(&p);
}

static void test_detect(void)
{
    CHECK(frontend_detect("graph():\n    %x : [num_users=0] = placeholder[target=x]\n", 48) == FMT_FXIR);
    const char *ep = "ExportedProgram:\n    class GraphModule(torch.nn.Module):\n";
    CHECK(frontend_detect(ep, (uint32_t)strlen(ep)) == FMT_EXPORT);
    const char *sig = "# inputs\nx: USER_INPUT\n";
    CHECK(frontend_detect(sig, (uint32_t)strlen(sig)) == FMT_EXPORT);
    const char *tr = "V1206 15:18:15.925000 1500233 torch/_dynamo/utils.py:1288] {\"str\": [\"a\", 0]}\n";
    CHECK(frontend_detect(tr, (uint32_t)strlen(tr)) == FMT_TRACE);
    const char *rd = "\n\nclass GraphModule(torch.nn.Module):\n    def forward(self, x):\n";
    CHECK(frontend_detect(rd, (uint32_t)strlen(rd)) == FMT_READABLE);
    const char *py = "import torch\nfrom torch import tensor, device\n";
    CHECK(frontend_detect(py, (uint32_t)strlen(py)) == FMT_READABLE);
    CHECK(frontend_detect("\x1f\x8b\x08", 3) == FMT_TRACE);
    CHECK(frontend_detect("", 0) == FMT_READABLE);
    for (int f = FMT_AUTO; f <= FMT_TRACE; f++) CHECK(input_format_parse(input_format_name((InputFormat)f)) == f);
    CHECK(input_format_parse("json") == -1);
}

static uint32_t graphs_seen, nodes_seen;
static void count_sink(Frontend *fe, Graph *g)
{
    (void)fe;
    graphs_seen++;
    for (uint32_t i = 0; i < g->nmodules; i++) nodes_seen += g->modules[i].nnodes;
}

/* Runs one file through frontend_run_path; returns the FX9xx diagnostics of warning or worse. */
static uint32_t run_file(const char *path, InputFormat fmt)
{
    Harness h;
    harness_open(&h, count_sink);
    frontend_run_path(&h.fe, path, fmt);
    uint32_t bad = 0;
    for (uint32_t i = 0; i < h.diags.len; i++) {
        const Diag *d = &h.diags.items[i];
        if (d->severity >= SEV_WARNING) {
            fprintf(stderr, "%s:%u:%u: %s\n", d->file, d->line, d->col, d->message);
            bad++;
        }
    }
    harness_close(&h);
    return bad;
}

static void test_files(void)
{
    graphs_seen = nodes_seen = 0;
    CHECK(run_file("samples/cond_fxir.txt", FMT_AUTO) == 0);
    CHECK(graphs_seen == 1 && nodes_seen == 13);

    const char *shared = getenv("FXLINT_SHARED") ? getenv("FXLINT_SHARED") : "../shared";
    char pattern[512];
    snprintf(pattern, sizeof pattern, "%s/corpus/fxir/*", shared);
    glob_t gl;
    if (glob(pattern, 0, NULL, &gl) != 0) {
        fprintf(stderr, "test_fxir: %s matched nothing; corpus checks skipped\n", pattern);
        return;
    }
    uint32_t files = 0;
    graphs_seen = 0;
    for (size_t i = 0; i < gl.gl_pathc; i++) {
        CHECK(run_file(gl.gl_pathv[i], FMT_AUTO) == 0);
        files++;
    }
    globfree(&gl);
    CHECK(files > 0 && graphs_seen == files);
}

/* Every prefix of a dump, and the dump with each byte replaced by a troublesome one, parses
 * without a crash (run under ASan by `make asan`) and keeps positions inside the text. */
static void test_damaged(void)
{
    const char *text = "graph():\n"
                       "    %x : [num_users=2] = placeholder[target=x]\n"
                       "    %c : [num_users=1] = call_function[target=torch.ops.higher_order.cond](args = (%x, %t, %f, (%x, , 'a,b')), kwargs = {k: [1, -2.5e-3, inf]})\n"
                       "    %s : [num_users=1] = call_method[target=sum](args = (slice(None, 2, None),), kwargs = {})\n"
                       "    return (None, c, [s])\n";
    size_t len = strlen(text);
    const char bytes[] = {'(', ')', '[', ']', '{', '}', '%', ',', ':', '\'', '"', '\n', '=', ' ', '\0'};
    char *buf = malloc(len + 1);
    for (size_t cut = 0; cut <= len; cut++) {
        Harness p;
        memcpy(buf, text, cut);
        buf[cut] = 0;
        harness_open_parse(&p, FMT_FXIR, buf);
        for (uint32_t i = 0; i < p.diags.len; i++) CHECK(p.diags.items[i].line >= 1 && p.diags.items[i].line <= 5);
        harness_close(&p);
    }
    for (size_t at = 0; at < len; at++) {
        for (size_t k = 0; k < sizeof bytes; k++) {
            Harness p;
            memcpy(buf, text, len + 1);
            buf[at] = bytes[k];
            harness_open_parse(&p, FMT_FXIR, buf);
            harness_close(&p);
        }
    }
    free(buf);

    /* nesting deep enough to exhaust a recursive parser's stack is an FX901 */
    size_t deep = 200000;
    char *nest = malloc(deep * 2 + 200);
    size_t k = (size_t)sprintf(nest, "graph():\n    %%x : [num_users=0] = call_function[target=f](args = ");
    memset(nest + k, '(', deep);
    memset(nest + k + deep, ')', deep);
    sprintf(nest + k + 2 * deep, ", kwargs = {})\n    return x\n");
    Harness p;
    harness_open_parse(&p, FMT_FXIR, nest);
    CHECK(p.ngraphs == 1 && harness_count_code(&p.diags, "FX901") == 1);
    harness_close(&p);
    free(nest);
}

int main(void)
{
    test_cond_graph();
    test_old_users_and_calls();
    test_values();
    test_positions_and_errors();
    test_detect();
    test_files();
    test_damaged();
    return harness_exit("test_fxir");
}
