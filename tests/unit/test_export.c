/* Unit tests for the ExportedProgram front end (fe_export.c, export_sig.c): both signature
 * styles with their kinds and targets, range constraints, signature-only files, positions
 * inside the indented GraphModule mapped back to the file, and the corpus/export files read
 * without a diagnostic (skipped when ../shared/corpus is absent). */
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"

static const char repr_ep[] =
    "ExportedProgram:\n"
    "    class GraphModule(torch.nn.Module):\n"
    "        def forward(self, p_w: \"f32[3]\", b_buf: \"f32[3]\", token: \"f32[0]\", a: \"f32[3, 3]\"):\n"
    "             # File: /tmp/m.py:9 in forward, code: return a * a\n"
    "            mul: \"f32[3, 3]\" = torch.ops.aten.mul.Tensor(a, a);  a = None\n"
    "            add: \"f32[3]\" = torch.ops.aten.add.Tensor(b_buf, p_w);  b_buf = p_w = None\n"
    "            return (token, add, mul)\n"
    "            \n"
    "Graph signature: ExportGraphSignature(input_specs=[InputSpec(kind=<InputKind.PARAMETER: 2>, arg=TensorArgument(name='p_w'), target='w', persistent=None), "
    "InputSpec(kind=<InputKind.BUFFER: 3>, arg=TensorArgument(name='b_buf'), target='sub.buf', persistent=True), "
    "InputSpec(kind=<InputKind.TOKEN: 6>, arg=TokenArgument(name='token'), target=None, persistent=None), "
    "InputSpec(kind=<InputKind.USER_INPUT: 1>, arg=TensorArgument(name='a'), target=None, persistent=None)], "
    "output_specs=[OutputSpec(kind=<OutputKind.TOKEN: 7>, arg=TokenArgument(name='token'), target=None), "
    "OutputSpec(kind=<OutputKind.BUFFER_MUTATION: 3>, arg=TensorArgument(name='add'), target='sub.buf'), "
    "OutputSpec(kind=<OutputKind.USER_OUTPUT: 1>, arg=TensorArgument(name='mul'), target=None)])\n"
    "Range constraints: {u0: VR[0, int_oo], s0: RangeConstraint(min_val=2, max_val=9223372036854775806)}\n";

static void test_repr_signature(void)
{
    Harness p;
    harness_open_parse(&p, FMT_EXPORT, repr_ep);
    CHECK(p.ngraphs == 1);
    CHECK(p.diags.len == 0);
    CHECK(p.g.stage == STAGE_EXPORT && p.g.flavor == FLAVOR_EXPORT);
    CHECK(p.g.nmodules == 1);
    const ExportSignature *s = p.g.sig;
    CHECK(s && s->ninputs == 4 && s->noutputs == 3);
    if (s && s->ninputs == 4 && s->noutputs == 3) {
        CHECK(s->inputs[0].kind == IK_PARAMETER && str_eqz(s->inputs[0].name, "p_w") && str_eqz(s->inputs[0].target, "w"));
        CHECK(s->inputs[1].kind == IK_BUFFER && str_eqz(s->inputs[1].target, "sub.buf"));
        CHECK(s->inputs[2].kind == IK_TOKEN && str_eqz(s->inputs[2].name, "token") && s->inputs[2].target.len == 0);
        CHECK(s->inputs[3].kind == IK_USER_INPUT && str_eqz(s->inputs[3].name, "a"));
        CHECK(s->outputs[0].kind == OK_TOKEN);
        CHECK(s->outputs[1].kind == OK_BUFFER_MUTATION && str_eqz(s->outputs[1].name, "add") &&
              str_eqz(s->outputs[1].target, "sub.buf"));
        CHECK(s->outputs[2].kind == OK_USER_OUTPUT && str_eqz(s->outputs[2].name, "mul"));
        /* spans resolve against the graph's source to the signature line */
        Pos at = source_pos(p.g.src, s->inputs[1].span.start);
        CHECK(at.line == 9);
        CHECK(str_starts(source_slice(p.g.src, s->inputs[1].span), "InputSpec(kind=<InputKind.BUFFER: 3>"));
    }
    CHECK(p.g.nranges == 2);
    if (p.g.nranges == 2) {
        CHECK(str_eqz(p.g.ranges[0].symbol, "u0") && str_eqz(p.g.ranges[0].lo, "0") && str_eqz(p.g.ranges[0].hi, "int_oo"));
        CHECK(str_eqz(p.g.ranges[1].symbol, "s0") && str_eqz(p.g.ranges[1].lo, "2") &&
              str_eqz(p.g.ranges[1].hi, "9223372036854775806"));
    }
    /* nodes: positions inside the 4-space-indented module map back to the file */
    if (p.g.nmodules == 1) {
        const Module *m = &p.g.modules[0];
        NodeId mul = graph_lookup(&p.g, 0, STR_LIT("mul"));
        CHECK(mul != NONE_ID);
        if (mul != NONE_ID) {
            const Node *n = &m->nodes[mul];
            CHECK(n->kind == NK_CALL_FUNCTION && target_is_op(&n->target, "aten", "mul"));
            Pos a = source_pos(p.g.src, n->name_span.start);
            CHECK(a.line == 5 && a.col == 13);
            CHECK(str_eqz(source_slice(p.g.src, n->name_span), "mul"));
            CHECK(n->meta->kind == META_TENSOR && n->meta->rank == 2);
            CHECK(n->origin != NONE_ID && n->origin < p.g.norigins && p.g.origins[n->origin].line == 9);
        }
        Pos cls = source_pos(p.g.src, m->span.start);
        CHECK(cls.line == 2 && cls.col == 5);
        CHECK(module_nplaceholders(m) == 4);
    }
    harness_close(&p);
}

static void test_positions_of_diagnostics(void)
{
    Harness p;
    harness_open_parse(&p, FMT_EXPORT, "ExportedProgram:\n"
                                       "    class GraphModule(torch.nn.Module):\n"
                                       "        def forward(self, a: \"f32[3]\"):\n"
                                       "            mul: \"f32[3]\" = torch.ops.aten.mul.Tensor(a, zzz);  a = None\n"
                                       "            return (mul,)\n"
                                       "            \n"
                                       "Graph signature: ExportGraphSignature(input_specs=[InputSpec(kind=<InputKind.USER_INPUT: 1>, arg=TensorArgument(name='a'), target=None, persistent=None)], output_specs=[OutputSpec(kind=<OutputKind.USER_OUTPUT: 1>, arg=TensorArgument(name='mul'), target=None)])\n"
                                       "Range constraints: {}\n");
    CHECK(p.ngraphs == 1);
    CHECK(p.diags.len >= 1);
    bool found = false;
    for (uint32_t i = 0; i < p.diags.len; i++) {
        const Diag *d = &p.diags.items[i];
        if (d->line == 4 && d->col == 58) found = true; /* `zzz` in the file, indent included */
    }
    CHECK(found);
    CHECK(p.g.sig && p.g.sig->ninputs == 1 && p.g.nranges == 0);
    harness_close(&p);

    /* a broken signature is an FX901; the graph still comes through */
    harness_open_parse(&p, FMT_EXPORT, "ExportedProgram:\n"
                                       "    class GraphModule(torch.nn.Module):\n"
                                       "        def forward(self, a: \"f32[3]\"):\n"
                                       "            return (a,)\n"
                                       "Graph signature: ExportGraphSignature(input_specs=[InputSpec(kind=<InputKind.USER_INPUT: 1>\n"
                                       "Range constraints: {u0 VR[0, 1]\n");
    CHECK(p.ngraphs == 1 && p.g.nmodules == 1);
    CHECK(harness_count_code(&p.diags, "FX901") == 2);
    for (uint32_t i = 0; i < p.diags.len; i++) CHECK(p.diags.items[i].line == 5 || p.diags.items[i].line == 6);
    harness_close(&p);
}

static void test_block_signature(void)
{
    Harness p;
    harness_open_parse(&p, FMT_EXPORT, "# inputs\n"
                                       "p_my_parameter: PARAMETER target='my_parameter'\n"
                                       "b_my_buffer1: BUFFER target='my_buffer1' persistent=True\n"
                                       "c_lifted_tensor_0: CONSTANT_TENSOR target='lifted_tensor_0'\n"
                                       "obj_attr: CUSTOM_OBJ target='attr'\n"
                                       "x1: USER_INPUT\n"
                                       "\n"
                                       "# outputs\n"
                                       "add_2: BUFFER_MUTATION target='my_buffer1'\n"
                                       "p_grad: GRADIENT_TO_PARAMETER target='my_parameter'\n"
                                       "x1: USER_INPUT_MUTATION target='x1'\n"
                                       "loss: LOSS_OUTPUT\n"
                                       "add_1: USER_OUTPUT\n"
                                       "w: PARAMETER_MUTATION target='w'\n"
                                       "g: GRADIENT_TO_USER_INPUT target='x1'\n");
    CHECK(p.ngraphs == 1 && p.diags.len == 0);
    CHECK(p.g.nmodules == 0);
    const ExportSignature *s = p.g.sig;
    CHECK(s && s->ninputs == 5 && s->noutputs == 7);
    if (s && s->ninputs == 5 && s->noutputs == 7) {
        CHECK(s->inputs[0].kind == IK_PARAMETER && str_eqz(s->inputs[0].name, "p_my_parameter") &&
              str_eqz(s->inputs[0].target, "my_parameter"));
        CHECK(s->inputs[1].kind == IK_BUFFER && str_eqz(s->inputs[1].target, "my_buffer1"));
        CHECK(s->inputs[2].kind == IK_CONSTANT_TENSOR && str_eqz(s->inputs[2].target, "lifted_tensor_0"));
        CHECK(s->inputs[3].kind == IK_CUSTOM_OBJ);
        CHECK(s->inputs[4].kind == IK_USER_INPUT && s->inputs[4].target.len == 0);
        CHECK(s->outputs[0].kind == OK_BUFFER_MUTATION && str_eqz(s->outputs[0].name, "add_2"));
        CHECK(s->outputs[1].kind == OK_GRADIENT_TO_PARAMETER);
        CHECK(s->outputs[2].kind == OK_USER_INPUT_MUTATION);
        CHECK(s->outputs[3].kind == OK_LOSS_OUTPUT);
        CHECK(s->outputs[4].kind == OK_USER_OUTPUT);
        CHECK(s->outputs[5].kind == OK_PARAMETER_MUTATION);
        CHECK(s->outputs[6].kind == OK_GRADIENT_TO_USER_INPUT);
        CHECK(source_pos(p.g.src, s->outputs[0].span.start).line == 9);
    }
    harness_close(&p);

    /* the newer printout: block indented under "Graph signature:", before the ranges */
    Arena run;
    arena_init(&run);
    char *text;
    uint32_t len;
    if (source_read_file(&run, "samples/export_mutation.txt", &text, &len) != 0) {
        fprintf(stderr, "test_export: samples/export_mutation.txt missing\n");
        failures++;
        arena_free(&run);
        return;
    }
    harness_open_parse(&p, FMT_EXPORT, text);
    CHECK(p.ngraphs == 1 && p.diags.len == 0 && p.g.nmodules == 1);
    s = p.g.sig;
    CHECK(s && s->ninputs == 3 && s->noutputs == 2);
    if (s && s->ninputs == 3 && s->noutputs == 2) {
        CHECK(s->inputs[0].kind == IK_PARAMETER && str_eqz(s->inputs[0].target, "weight"));
        CHECK(s->inputs[1].kind == IK_BUFFER && str_eqz(s->inputs[1].name, "b_count") && str_eqz(s->inputs[1].target, "count"));
        CHECK(s->inputs[2].kind == IK_USER_INPUT && str_eqz(s->inputs[2].name, "x"));
        CHECK(s->outputs[0].kind == OK_BUFFER_MUTATION && str_eqz(s->outputs[0].name, "add") &&
              str_eqz(s->outputs[0].target, "count"));
        CHECK(s->outputs[1].kind == OK_USER_OUTPUT && str_eqz(s->outputs[1].name, "add_1"));
        Pos at = source_pos(p.g.src, s->inputs[1].span.start);
        CHECK(at.line == 15 && at.col == 5);
    }
    CHECK(p.g.nranges == 1 && str_eqz(p.g.ranges[0].symbol, "s0") && str_eqz(p.g.ranges[0].lo, "2"));
    /* every signature name is a placeholder or a returned value of the graph */
    if (s && p.g.nmodules == 1) {
        for (uint32_t i = 0; i < s->ninputs; i++) {
            NodeId id = graph_lookup(&p.g, 0, s->inputs[i].name);
            CHECK(id != NONE_ID && p.g.modules[0].nodes[id].kind == NK_PLACEHOLDER);
        }
        const Value *outs;
        uint32_t n = module_outputs(&p.g.modules[0], &outs);
        CHECK(n == s->noutputs);
        for (uint32_t i = 0; i < n && i < s->noutputs; i++)
            CHECK(value_node(&outs[i]) == graph_lookup(&p.g, 0, s->outputs[i].name));
    }
    harness_close(&p);
    arena_free(&run);
}

/* PyTorch 2.1 printed the signature as lists and dicts of names */
static void test_legacy_signature(void)
{
    Harness p;
    harness_open_parse(&p, FMT_EXPORT, "ExportedProgram:\n"
                                       "    class GraphModule(torch.nn.Module):\n"
                                       "        def forward(self, arg0_1: \"f32[3]\", arg1_1: \"f32[3]\", arg2_1: \"f32[s0, 3]\"):\n"
                                       "            add: \"f32[3]\" = torch.ops.aten.add.Tensor(arg1_1, arg0_1);  arg1_1 = None\n"
                                       "            mul: \"f32[s0, 3]\" = torch.ops.aten.mul.Tensor(arg2_1, arg0_1);  arg2_1 = arg0_1 = None\n"
                                       "            return (add, mul)\n"
                                       "            \n"
                                       "Graph signature: ExportGraphSignature(parameters=['w'], buffers=['buf'], user_inputs=['arg2_1'], "
                                       "user_outputs=['mul'], inputs_to_parameters={'arg0_1': 'w'}, inputs_to_buffers={'arg1_1': 'buf'}, "
                                       "buffers_to_mutate={'add': 'buf'}, backward_signature=None, assertion_dep_token=None)\n"
                                       "Symbol to range: {s0: RangeConstraint(min_val=2, max_val=9223372036854775806)}\n"
                                       "Equality constraints: []\n");
    CHECK(p.ngraphs == 1 && p.diags.len == 0 && p.g.nmodules == 1);
    const ExportSignature *s = p.g.sig;
    CHECK(s && s->ninputs == 3 && s->noutputs == 2);
    if (s && s->ninputs == 3 && s->noutputs == 2) {
        CHECK(s->inputs[0].kind == IK_PARAMETER && str_eqz(s->inputs[0].name, "arg0_1") && str_eqz(s->inputs[0].target, "w"));
        CHECK(s->inputs[1].kind == IK_BUFFER && str_eqz(s->inputs[1].name, "arg1_1") && str_eqz(s->inputs[1].target, "buf"));
        CHECK(s->inputs[2].kind == IK_USER_INPUT && str_eqz(s->inputs[2].name, "arg2_1"));
        CHECK(s->outputs[0].kind == OK_BUFFER_MUTATION && str_eqz(s->outputs[0].name, "add") && str_eqz(s->outputs[0].target, "buf"));
        CHECK(s->outputs[1].kind == OK_USER_OUTPUT && str_eqz(s->outputs[1].name, "mul"));
    }
    CHECK(p.g.nranges == 1 && str_eqz(p.g.ranges[0].symbol, "s0") && str_eqz(p.g.ranges[0].lo, "2"));
    harness_close(&p);
}

static uint32_t graphs_seen;
static void count_sink(Frontend *fe, Graph *g)
{
    (void)fe;
    (void)g;
    graphs_seen++;
}

static void test_corpus(void)
{
    const char *shared = getenv("FXLINT_SHARED") ? getenv("FXLINT_SHARED") : "../shared";
    char pattern[512];
    snprintf(pattern, sizeof pattern, "%s/corpus/export/*", shared);
    glob_t gl;
    if (glob(pattern, 0, NULL, &gl) != 0) {
        fprintf(stderr, "test_export: %s matched nothing; corpus checks skipped\n", pattern);
        return;
    }
    graphs_seen = 0;
    for (size_t i = 0; i < gl.gl_pathc; i++) {
        Harness h;
        harness_open(&h, count_sink);
        CHECK(frontend_run_path(&h.fe, gl.gl_pathv[i], FMT_AUTO) == 1);
        for (uint32_t k = 0; k < h.diags.len; k++) fprintf(stderr, "%s:%u: %s\n", gl.gl_pathv[i], h.diags.items[k].line, h.diags.items[k].message);
        CHECK(h.diags.len == 0);
        harness_close(&h);
    }
    CHECK(graphs_seen == gl.gl_pathc);
    globfree(&gl);
}

/* Every prefix of a printout parses without a crash, with positions inside the file. */
static void test_truncated(void)
{
    size_t len = strlen(repr_ep);
    char *buf = malloc(len + 1);
    for (size_t cut = 0; cut <= len; cut += 3) {
        memcpy(buf, repr_ep, cut);
        buf[cut] = 0;
        Harness p;
        harness_open_parse(&p, FMT_EXPORT, buf);
        CHECK(p.ngraphs == 1 || cut < sizeof "ExportedProgram:"); /* a graph once the header is complete */
        for (uint32_t i = 0; i < p.diags.len; i++) CHECK(p.diags.items[i].line >= 1 && p.diags.items[i].line <= 10);
        harness_close(&p);
    }
    free(buf);
}

int main(void)
{
    test_repr_signature();
    test_positions_of_diagnostics();
    test_block_signature();
    test_legacy_signature();
    test_corpus();
    test_truncated();
    return harness_exit("test_export");
}
