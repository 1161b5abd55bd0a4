/* Unit tests of layout.h: strides inferred where the printout does not show them, from the ops
 * that fix a dense layout, and left alone where they do not. */
#include <stdio.h>
#include <string.h>

#include "analysis/layout.h"
#include "harness.h"

static const char *const text =
    "class GraphModule(torch.nn.Module):\n"
    "    def forward(self, arg0_1: \"f32[4, 6]\", arg1_1: \"f32[2, 3, 5]\", arg2_1: \"f32[4, 6][1, 4]cpu\"):\n"
    "        sin: \"f32[4, 6]\" = torch.ops.aten.sin.default(arg0_1)\n"
    "        t: \"f32[6, 4]\" = torch.ops.aten.t.default(sin)\n"
    "        clone: \"f32[6, 4]\" = torch.ops.aten.clone.default(t)\n"
    "        contig: \"f32[6, 4]\" = torch.ops.aten.clone.default(t, memory_format = torch.contiguous_format)\n"
    "        cos: \"f32[6, 4]\" = torch.ops.aten.cos.default(clone)\n"
    "        permute: \"f32[5, 2, 3]\" = torch.ops.aten.permute.default(arg1_1, [2, 0, 1])\n"
    "        nonzero: \"i64[u0, 2]\" = torch.ops.aten.nonzero.default(arg0_1)\n"
    "        view: \"f32[24]\" = torch.ops.aten.view.default(arg0_1, [24])\n"
    "        mm: \"f32[6, 6]\" = torch.ops.aten.mm.default(t, arg0_1)\n"
    "        add: \"f32[6, 4]\" = torch.ops.aten.add.Tensor(clone, contig)\n"
    "        one: \"f32[1, 4]\" = torch.ops.aten.ones.default([1, 4])\n"
    "        return (cos, permute, nonzero, view, mm, add, one, contig)\n";

static NodeId node(const Harness *c, const char *name)
{
    const Module *m = &c->g.modules[0];
    for (NodeId i = 0; i < m->nnodes; i++)
        if (str_eqz(m->nodes[i].name, name)) return i;
    return NONE_ID;
}

/* The inferred strides of `name` as "(a, b)", or "-" when none are inferred. */
static const char *strides(Harness *c, const char *name)
{
    Meta m;
    if (!layout_infer(&c->a, &c->g, c->facts, 0, node(c, name), &m)) return "-";
    const char *out = "(";
    for (uint8_t d = 0; d < m.rank; d++)
        out = arena_printf(&c->a, "%s%s%.*s", out, d ? ", " : "", STR_ARG(m.strides[d].text));
    return arena_printf(&c->a, "%s)", out);
}

int main(void)
{
    Harness c;
    harness_open(&c, NULL);
    if (!harness_parse_clean(&c, FMT_READABLE, text)) {
        CHECK(!"the graph parses");
        return harness_exit("test_layout");
    }
    CHECK(strcmp(strides(&c, "arg0_1"), "(6, 1)") == 0);   /* a placeholder: row-major */
    CHECK(strcmp(strides(&c, "sin"), "(6, 1)") == 0);      /* pointwise keeps its input's */
    CHECK(strcmp(strides(&c, "t"), "(1, 6)") == 0);        /* transposed */
    CHECK(strcmp(strides(&c, "clone"), "(1, 6)") == 0);    /* preserve_format keeps it */
    CHECK(strcmp(strides(&c, "contig"), "(4, 1)") == 0);   /* contiguous_format does not */
    CHECK(strcmp(strides(&c, "cos"), "(1, 6)") == 0);
    CHECK(strcmp(strides(&c, "permute"), "(1, 15, 5)") == 0);
    CHECK(strcmp(strides(&c, "nonzero"), "(1, u0)") == 0); /* column-major */
    CHECK(strcmp(strides(&c, "view"), "-") == 0);          /* views: not inferred */
    CHECK(strcmp(strides(&c, "mm"), "(6, 1)") == 0);       /* allocated afresh */
    CHECK(strcmp(strides(&c, "add"), "-") == 0);           /* inputs disagree: TensorIterator's call */
    CHECK(strcmp(strides(&c, "one"), "-") == 0);           /* a size-1 dim: the order is ambiguous */
    CHECK(strcmp(strides(&c, "arg2_1"), "-") == 0);        /* printed strides are never replaced */
    harness_close(&c);
    return harness_exit("test_layout");
}
