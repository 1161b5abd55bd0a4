/* Unit tests of pytype.h: the Python type of Sym(...) expressions, literals and annotated nodes
 * in a parsed graph, and how messages describe them. */
#include <stdio.h>
#include <string.h>

#include "harness.h"
#include "model/pytype.h"

static void test_sym(void)
{
    CHECK(pytype_of_sym(str_from("s0")) == PT_SYMINT);
    CHECK(pytype_of_sym(str_from("u0 + 1")) == PT_SYMINT);
    CHECK(pytype_of_sym(str_from("Max(1, s0)")) == PT_SYMINT);
    CHECK(pytype_of_sym(str_from("2*s0*s1")) == PT_SYMINT);
    CHECK(pytype_of_sym(str_from("s0 > 8")) == PT_SYMBOOL);
    CHECK(pytype_of_sym(str_from("Eq(s0, 4)")) == PT_SYMBOOL);
    CHECK(pytype_of_sym(str_from("u0 <= s1")) == PT_SYMBOOL);
    CHECK(pytype_of_sym(str_from("zuf0")) == PT_SYMFLOAT);
    CHECK(pytype_of_sym(str_from("zf1 + 1")) == PT_SYMFLOAT);
    CHECK(pytype_of_sym(str_from("ToFloat(s0)")) == PT_SYMFLOAT);
    CHECK(pytype_of_sym(str_from("0.5*s0")) == PT_SYMFLOAT);
    CHECK(pytype_of_sym(str_from("zuf0 > 0.5")) == PT_SYMBOOL); /* a comparison of floats is a bool */
    CHECK(pytype_is_int(PT_BOOL) && pytype_is_int(PT_INT) && !pytype_is_int(PT_SYMINT));
    CHECK(strcmp(pytype_class(PT_FLOAT), "<class 'float'>") == 0);
    CHECK(strcmp(pytype_class(PT_NONE), "<class 'NoneType'>") == 0);
    CHECK(strcmp(pytype_phrase(PT_INT), "an int") == 0 && strcmp(pytype_phrase(PT_NONE), "None") == 0);
}

static const char *const text =
    "class GraphModule(torch.nn.Module):\n"
    "    def forward(self, L_x_: \"f32[4][1]cpu\", s0: \"Sym(s0)\", n):\n"
    "        l_x_ = L_x_\n"
    "        item: \"Sym(zuf0)\" = l_x_.sum().item()\n"
    "        gt: \"Sym(s0 > 4)\" = s0 > 4\n"
    "        f = foo(l_x_, s0, item, gt, n, 0.5, None, True, 3, 'mean', torch.float32, (1, 2))\n"
    "        return (f,)\n";

static void test_values(Harness *h)
{
    CHECK(harness_parse(h, FMT_READABLE, text) == 1);
    Arena *a = &h->a;
    const Graph *g = &h->g;
    const Module *m = graph_module(g, 0);
    NodeId f = graph_lookup(g, 0, str_from("f"));
    CHECK(f != NONE_ID);
    if (f == NONE_ID) return;
    const Node *n = module_node(m, f);
    static const PyType want[] = {PT_TENSOR, PT_SYMINT, PT_SYMFLOAT, PT_SYMBOOL, PT_UNKNOWN, PT_FLOAT,
                                  PT_NONE, PT_BOOL, PT_INT, PT_STR, PT_DTYPE, PT_TUPLE};
    CHECK(n->nargs == sizeof want / sizeof want[0]);
    for (uint32_t i = 0; i < n->nargs && i < sizeof want / sizeof want[0]; i++) {
        PyType t = pytype_of_value(g, 0, &n->args[i]);
        if (t != want[i]) fprintf(stderr, "argument %u: type %s, want %s\n", i, pytype_name(t), pytype_name(want[i]));
        CHECK(t == want[i]);
    }
    /* the name as used: Dynamo's alias l_x_, not the placeholder L_x_ */
    CHECK(strcmp(pytype_describe(a, g, 0, &n->args[0]), "'l_x_' (f32[4][1]cpu)") == 0);
    CHECK(strcmp(pytype_describe(a, g, 0, &n->args[4]), "'n'") == 0);
    CHECK(strcmp(pytype_describe(a, g, 0, &n->args[5]), "the literal 0.5") == 0);
}

int main(void)
{
    Harness h;
    harness_open(&h, NULL);
    test_sym();
    test_values(&h);
    harness_close(&h);
    return harness_exit("test_pytype");
}
