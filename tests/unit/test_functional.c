/* Unit tests of the functional-graph contract (functional.h): which calls count as mutable for
 * PyTorch's functionality checks, the AOT epilogue ops, when an export graph must be
 * functional, and how placeholders map to input specs and declared mutation outputs. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/alias.h"
#include "analysis/functional.h"
#include "harness.h"

static const Node *node(const Harness *p, const char *name)
{
    NodeId id = graph_lookup(&p->g, 0, str_from(name));
    if (id == NONE_ID) {
        fprintf(stderr, "no node %s\n", name);
        static Node none;
        return &none;
    }
    return &p->g.modules[0].nodes[id];
}

static OpMutability mut(const Harness *p, const char *name) { return functional_op_mutability(&p->g, 0, node(p, name)); }

static const char aot_graph[] =
    "class <lambda>(torch.nn.Module):\n"
    "    def forward(self, arg0_1: \"f32[4][1]cpu\", arg1_1: \"f32[4][1]cpu\", arg2_1: \"f32[4][1]cpu\"):\n"
    "        add: \"f32[4][1]cpu\" = torch.ops.aten.add.Tensor(arg0_1, 1)\n"
    "        mul_: \"f32[4][1]cpu\" = torch.ops.aten.mul_.Tensor(add, 2)\n"
    "        bn: \"f32[4][1]cpu\" = torch.ops.aten.batch_norm.default(add, None, None, arg1_1, arg2_1, True, 0.1, 1e-05, True)\n"
    "        scale_ = torch.ops.mylib.scale_.default(arg1_1, 0.5)\n"
    "        resize_storage_bytes_ = torch.ops.inductor.resize_storage_bytes_.default(arg2_1, 0)\n"
    "        set_ = torch.ops.aten.set_.source_Tensor(arg2_1, add)\n"
    "        copy_: \"f32[4][1]cpu\" = torch.ops.aten.copy_.default(arg0_1, add)\n"
    "        fsdp_copy = torch.ops.fsdp.copy_.default(arg1_1, add)\n"
    "        return (mul_, bn)\n";

static void test_mutability(void)
{
    Harness p;
    harness_open(&p, NULL);
    if (!harness_parse_clean(&p, FMT_READABLE, aot_graph)) {
        harness_close(&p);
        return;
    }
    CHECK(mut(&p, "add") == OPMUT_NONE);
    CHECK(mut(&p, "mul_") == OPMUT_SCHEMA);
    CHECK(mut(&p, "bn") == OPMUT_NONE); /* batch_norm's schema has no (a!): is_mutable is false */
    CHECK(mut(&p, "scale_") == OPMUT_GUESSED);
    CHECK(mut(&p, "resize_storage_bytes_") == OPMUT_NONE);
    CHECK(mut(&p, "set_") == OPMUT_SCHEMA && functional_is_epilogue(node(&p, "set_")));
    CHECK(mut(&p, "copy_") == OPMUT_SCHEMA && functional_is_epilogue(node(&p, "copy_")));
    CHECK(functional_is_epilogue(node(&p, "fsdp_copy")));
    CHECK(!functional_is_epilogue(node(&p, "mul_")) && !functional_is_epilogue(node(&p, "add")));
    CHECK(mut(&p, "arg0_1") == OPMUT_NONE);
    /* the graph is not an export graph: nothing in it declares anything */
    CHECK(functional_export_evidence(&p.g, &p.cfg, &p.a) == NULL);
    CHECK(functional_input_spec(&p.g, graph_lookup(&p.g, 0, str_from("arg0_1"))) == NULL);
    harness_close(&p);
}

static const char functional_ep[] =
    "ExportedProgram:\n"
    "    class GraphModule(torch.nn.Module):\n"
    "        def forward(self, b_steps: \"i64[]\", b_total: \"f32[4]\", x: \"f32[4]\", y: \"f32[4]\"):\n"
    "            add_: \"i64[]\" = torch.ops.aten.add_.Tensor(b_steps, 1)\n"
    "            add: \"f32[4]\" = torch.ops.aten.add.Tensor(b_total, x)\n"
    "            mul_: \"f32[4]\" = torch.ops.aten.mul_.Tensor(y, 2)\n"
    "            mul: \"f32[4]\" = torch.ops.aten.mul.Tensor(x, 2)\n"
    "            return (add, mul_, mul)\n"
    "            \n"
    "Graph signature: \n"
    "    # inputs\n"
    "    b_steps: BUFFER target='steps' persistent=True\n"
    "    b_total: BUFFER target='total' persistent=True\n"
    "    x: USER_INPUT\n"
    "    y: USER_INPUT\n"
    "    \n"
    "    # outputs\n"
    "    add: BUFFER_MUTATION target='total'\n"
    "    mul_: USER_INPUT_MUTATION target='y'\n"
    "    mul: USER_OUTPUT\n"
    "    \n"
    "Range constraints: {}\n";

static void test_signature(void)
{
    Harness p;
    harness_open(&p, NULL);
    if (!harness_parse_clean(&p, FMT_EXPORT, functional_ep)) {
        harness_close(&p);
        return;
    }
    const char *why = functional_export_evidence(&p.g, &p.cfg, &p.a);
    CHECK(why && strstr(why, "buffer 'total'") && strstr(why, "output 'add'"));
    NodeId steps = graph_lookup(&p.g, 0, str_from("b_steps")), y = graph_lookup(&p.g, 0, str_from("y"));
    const SigSpec *s = functional_input_spec(&p.g, steps);
    CHECK(s && s->kind == IK_BUFFER && str_eqz(s->target, "steps"));
    CHECK(s && functional_declared_mutation(&p.g, s) == NULL);
    const SigSpec *t = functional_input_spec(&p.g, graph_lookup(&p.g, 0, str_from("b_total")));
    const SigSpec *d = t ? functional_declared_mutation(&p.g, t) : NULL;
    CHECK(d && d->kind == OK_BUFFER_MUTATION && str_eqz(d->name, "add"));
    const SigSpec *u = functional_input_spec(&p.g, y);
    const SigSpec *du = u ? functional_declared_mutation(&p.g, u) : NULL;
    CHECK(du && du->kind == OK_USER_INPUT_MUTATION && str_eqz(du->name, "mul_"));
    CHECK(functional_mutation_kind(IK_PARAMETER) == OK_PARAMETER_MUTATION);
    CHECK(functional_mutation_kind(IK_CONSTANT_TENSOR) == OK_UNKNOWN && functional_mutation_kind(IK_TOKEN) == OK_UNKNOWN);
    /* the write of b_steps is undeclared, the write of y is declared */
    uint32_t n = 0, undeclared = 0;
    const MutationSite *sites = mutation_sites(p.facts, 0, &n);
    for (uint32_t i = 0; i < n; i++) {
        const SigSpec *w = functional_undeclared_write(&p.g, &sites[i]);
        if (w) {
            undeclared++;
            CHECK(sites[i].root.node == steps && w == s);
        }
    }
    CHECK(n == 2 && undeclared == 1);
    CHECK(strcmp(functional_output_kind_name(OK_BUFFER_MUTATION), "BUFFER_MUTATION") == 0);
    CHECK(strcmp(functional_input_kind_name(IK_CONSTANT_TENSOR), "CONSTANT_TENSOR") == 0);
    CHECK(strcmp(functional_input_words(IK_USER_INPUT), "user input") == 0);
    harness_close(&p);
}

/* The training IR declares no mutations: only the configuration or an auto_functionalized call
 * can say the graph is functional. Placeholders map to specs by position when names differ. */
static const char training_ep[] =
    "ExportedProgram:\n"
    "    class GraphModule(torch.nn.Module):\n"
    "        def forward(self, b_steps: \"i64[]\", x_1: \"f32[4]\"):\n"
    "            add_: \"i64[]\" = torch.ops.aten.add_.Tensor(b_steps, 1)\n"
    "            return (x_1,)\n"
    "            \n"
    "Graph signature: \n"
    "    # inputs\n"
    "    b_steps: BUFFER target='steps' persistent=True\n"
    "    x: USER_INPUT\n"
    "    \n"
    "    # outputs\n"
    "    x_1: USER_OUTPUT\n"
    "    \n"
    "Range constraints: {}\n";

static const char auto_functionalized_ep[] =
    "ExportedProgram:\n"
    "    class GraphModule(torch.nn.Module):\n"
    "        def forward(self, x: \"f32[4]\"):\n"
    "            auto_functionalized = torch.ops.higher_order.auto_functionalized(torch.ops.mylib.fill_.default, x = x)\n"
    "            getitem: \"f32[4]\" = auto_functionalized[1];  auto_functionalized = None\n"
    "            return (getitem,)\n"
    "            \n"
    "Graph signature: \n"
    "    # inputs\n"
    "    x: USER_INPUT\n"
    "    \n"
    "    # outputs\n"
    "    getitem: USER_OUTPUT\n"
    "    \n"
    "Range constraints: {}\n";

static void test_dialects(void)
{
    Harness p;
    harness_open(&p, NULL);
    if (harness_parse_clean(&p, FMT_EXPORT, training_ep)) {
        CHECK(functional_export_evidence(&p.g, &p.cfg, &p.a) == NULL);
        p.cfg.target_version = 204;
        const char *why = functional_export_evidence(&p.g, &p.cfg, &p.a);
        CHECK(why && strstr(why, "2.4"));
        p.cfg.target_version = 205;
        CHECK(functional_export_evidence(&p.g, &p.cfg, &p.a) == NULL);
        const SigSpec *s = functional_input_spec(&p.g, graph_lookup(&p.g, 0, str_from("x_1")));
        CHECK(s && s->kind == IK_USER_INPUT && str_eqz(s->name, "x")); /* by position */
    }
    harness_close(&p);
    harness_open(&p, NULL);
    if (harness_parse_clean(&p, FMT_EXPORT, auto_functionalized_ep)) {
        const char *why = functional_export_evidence(&p.g, &p.cfg, &p.a);
        CHECK(why && strstr(why, "auto_functionalized"));
    }
    harness_close(&p);
}

int main(void)
{
    test_mutability();
    test_signature();
    test_dialects();
    return harness_exit("test_functional");
}
