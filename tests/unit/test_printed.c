/* Unit tests of the "is this a graph dump?" decision (frontends/printed.c and
 * frontend_holds_dump): each mark of a printout found, model code, READMEs and printouts
 * quoted in comments or docstrings not mistaken for one, and a hint only counting when the
 * text does not parse. */
#include "harness.h"

#include "frontends/printed.h"

static void expect_mark(const char *text, PrintedMark want, uint32_t want_line)
{
    uint32_t line = 0;
    PrintedMark got = printed_find_mark(text, (uint32_t)strlen(text), &line);
    if (got == want && (want == PRINTED_NONE || line == want_line)) return;
    fprintf(stderr, "mark of %.60s...: got %d (line %u), want %d (line %u)\n", text, got, line, want, want_line);
    failures++;
}

static void test_marks(void)
{
    expect_mark("V1206 15:18:15.925000 1500233 torch/_dynamo/utils.py:1288] {\"str\": [\"a\", 0]}\n", PRINTED_TRACE, 1);
    expect_mark("[rank0]:V1206 15:18:15.925000 12 torch/_dynamo/output_graph.py:1353] [0/0] [__graph_code] TRACED\n",
                PRINTED_TRACE, 1);
    expect_mark("x\ngraph():\n    %x : [num_users=1] = placeholder[target=x]\n", PRINTED_FXIR, 2);
    expect_mark("    %add : [num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%x, 1))\n",
                PRINTED_FXIR, 1);
    expect_mark("ExportedProgram:\n    class GraphModule(torch.nn.Module):\n", PRINTED_EXPORT, 1);
    expect_mark("# inputs\np_weight: PARAMETER target='weight'\n", PRINTED_EXPORT, 2);
    expect_mark("add_2: BUFFER_MUTATION target='buf'\n", PRINTED_EXPORT, 1);
    expect_mark("import torch\n        # File: /home/u/model.py:12 in forward, code: y = x + 1\n", PRINTED_ORIGIN, 2);
    expect_mark("# No stacktrace found for following nodes\n", PRINTED_ORIGIN, 1);
    expect_mark("class <lambda>(torch.nn.Module):\n", PRINTED_LAMBDA, 1);
    expect_mark("    def forward(self, arg0_1: \"f32[4, 4][4, 1]cpu\"):\n", PRINTED_ANNOTATION, 1);
    expect_mark("    def forward(self, arg0_1: f32[4]):\n", PRINTED_ANNOTATION, 1);
    expect_mark("        sym_size: \"Sym(s0)\" = torch.ops.aten.sym_size.int(x, 0)\n", PRINTED_ANNOTATION, 1);
    expect_mark("    relu = torch.relu(linear);  linear = None\n", PRINTED_DELETION, 1);
    expect_mark("    add = x + scale;  x = scale = None  # expect: FX903\n", PRINTED_DELETION, 1);
    expect_mark("    add = torch.ops.aten.add.Tensor(arg0_1, 1)\n", PRINTED_FX_NAMES, 1);
    expect_mark("    def forward(self, L_x_ : torch.Tensor):\n", PRINTED_FX_NAMES, 1);
    expect_mark("\n\ndef forward(self, x):\n    return x\n", PRINTED_FORWARD, 3);
    expect_mark("opcode         name    target                   args       kwargs\n", PRINTED_TABULAR, 1);
}

static void test_not_marks(void)
{
    /* model code, however much it talks about graphs */
    expect_mark("import torch\n\nclass GraphModule(torch.nn.Module):\n    def forward(self, x):\n"
                "        return torch.ops.aten.relu.default(x)\n",
                PRINTED_NONE, 0);
    expect_mark("x: \"list[int]\" = []\ny: \"torch.Tensor\" = f()\nz = a;  b = 2\n", PRINTED_NONE, 0);
    expect_mark("torch==2.9\nnumpy>=1.26\n", PRINTED_NONE, 0);
    expect_mark("# Notes\n\nThis folder holds the dumps.\n", PRINTED_NONE, 0);
    expect_mark("", PRINTED_NONE, 0);
    /* printouts quoted in comments and docstrings (torch's own sources do this) */
    expect_mark("def f():\n    # t: \"f32[512, 512]\" = l_self_w.t();  l_self_w = None\n    pass\n", PRINTED_NONE, 0);
    expect_mark("def f():\n    \"\"\"Example:\n        graph():\n            %x : [num_users=1] = placeholder[target=x]\n"
                "        add: \"f32[4]\" = torch.ops.aten.add.Tensor(arg0_1, 1);  arg0_1 = None\n    \"\"\"\n",
                PRINTED_NONE, 0);
    expect_mark("def g():\n    '''\n    ExportedProgram:\n    '''\n    return 1\n", PRINTED_NONE, 0);
    /* a mark after a docstring closes still counts */
    expect_mark("\"\"\"doc\"\"\"\nadd: \"f32[4]\" = torch.ops.aten.add.Tensor(arg0_1, 1)\n", PRINTED_ANNOTATION, 2);
}

/* A hint that model code shares is a dump only when the text does not parse. */
static void test_hints(void)
{
    Harness h;
    harness_open(&h, NULL);
    static const char cut[] = "class GraphModule(torch.nn.Module):\n    def forward(self, x):\n        return (x,\n";
    static const char model[] = "class GraphModule(torch.nn.Module):\n    def forward(self, x):\n        return (x,)\n";
    static const char prose[] = "This is not Python (\n";
    CHECK(printed_find_hint(cut, sizeof cut - 1));
    CHECK(frontend_holds_dump(&h.fe, cut, sizeof cut - 1));
    CHECK(!frontend_holds_dump(&h.fe, model, sizeof model - 1));
    CHECK(!printed_find_hint(prose, sizeof prose - 1) && !frontend_holds_dump(&h.fe, prose, sizeof prose - 1));
    harness_close(&h);
}

int main(void)
{
    test_marks();
    test_not_marks();
    test_hints();
    return harness_exit("test_printed");
}
