/* Unit tests of hop_region (alias.h) and ops_func_name (ops.h): which enclosing HOP subgraph
 * forbids graph breaks for a module (directly, through a wrap nested in a while body, never
 * for a top-level wrap), and the OpOverload name PyTorch prints for each spelling of a call. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/alias.h"
#include "harness.h"

static const char nested[] =
    "class GraphModule(torch.nn.Module):\n"
    "    def forward(self, arg0_1: \"i64[]\", arg1_1: \"f32[4]\"):\n"
    "        wrap_body_1 = self.wrap_body_1\n"
    "        wrap = torch.ops.higher_order.wrap(wrap_body_1, arg1_1)\n"
    "        getitem_1: \"f32[]\" = wrap[0];  wrap = None\n"
    "        while_loop_cond_graph_0 = self.while_loop_cond_graph_0\n"
    "        while_loop_body_graph_0 = self.while_loop_body_graph_0\n"
    "        while_loop = torch.ops.higher_order.while_loop(while_loop_cond_graph_0, "
    "while_loop_body_graph_0, (arg0_1, arg1_1), ())\n"
    "        getitem: \"f32[4]\" = while_loop[1];  while_loop = None\n"
    "        return (getitem, getitem_1)\n"
    "\n"
    "    class wrap_body_1(torch.nn.Module):\n"
    "        def forward(self, arg0_1: \"f32[4]\"):\n"
    "            gt: \"b8[4]\" = torch.ops.aten.gt.Scalar(arg0_1, 0)\n"
    "            index: \"f32[u1]\" = torch.ops.aten.index.Tensor(arg0_1, [gt])\n"
    "            sum_1: \"f32[]\" = torch.ops.aten.sum.default(index)\n"
    "            return (sum_1,)\n"
    "\n"
    "    class while_loop_cond_graph_0(torch.nn.Module):\n"
    "        def forward(self, arg0_1: \"i64[]\", arg1_1: \"f32[4]\"):\n"
    "            lt: \"b8[]\" = torch.ops.aten.lt.Scalar(arg0_1, 3)\n"
    "            return lt\n"
    "\n"
    "    class while_loop_body_graph_0(torch.nn.Module):\n"
    "        def forward(self, arg0_1: \"i64[]\", arg1_1: \"f32[4]\"):\n"
    "            wrap_body_0 = self.wrap_body_0\n"
    "            wrap = torch.ops.higher_order.wrap(wrap_body_0, arg1_1)\n"
    "            getitem: \"f32[]\" = wrap[0];  wrap = None\n"
    "            add: \"i64[]\" = torch.ops.aten.add.Tensor(arg0_1, 1)\n"
    "            add_1: \"f32[4]\" = torch.ops.aten.add.Tensor(arg1_1, getitem)\n"
    "            return (add, add_1)\n"
    "\n"
    "        class wrap_body_0(torch.nn.Module):\n"
    "            def forward(self, arg0_1: \"f32[4]\"):\n"
    "                nonzero: \"i64[u0, 1]\" = torch.ops.aten.nonzero.default(arg0_1)\n"
    "                sum_1: \"i64[]\" = torch.ops.aten.sum.default(nonzero)\n"
    "                return (sum_1,)\n";

static void test_region(Harness *c)
{
    if (!harness_parse_clean(c, FMT_READABLE, nested)) return;
    const Facts *f = c->facts;
    uint32_t sub = 99;
    ModuleId root = harness_module(c, "GraphModule");
    ModuleId body = harness_module(c, "GraphModule.while_loop_body_graph_0");
    ModuleId inner = harness_module(c, "GraphModule.while_loop_body_graph_0.wrap_body_0");
    ModuleId top_wrap = harness_module(c, "GraphModule.wrap_body_1");
    CHECK(hop_region(f, root, HOP_FORBID_GRAPH_BREAK, &sub) == NULL);
    CHECK(hop_region(f, top_wrap, HOP_FORBID_GRAPH_BREAK, &sub) == NULL);
    const HopCall *k = hop_region(f, body, HOP_FORBID_GRAPH_BREAK, &sub);
    CHECK(k && k->kind == HOP_WHILE_LOOP && k->subs[sub].role == HSUB_BODY_FN);
    sub = 99;
    k = hop_region(f, inner, HOP_FORBID_GRAPH_BREAK, &sub);
    CHECK(k && k->kind == HOP_WHILE_LOOP && k->subs[sub].module == body);
    /* The wrap itself forbids nothing, so asking for mutation finds the while_loop too. */
    k = hop_region(f, inner, HOP_FORBID_MUTATION, NULL);
    CHECK(k && k->kind == HOP_WHILE_LOOP);

    /* ops_func_name for an aten OpOverload and a boolean-mask index.Tensor. */
    const Module *im = graph_module(&c->g, inner);
    NodeId nz = graph_lookup(&c->g, inner, str_from("nonzero"));
    CHECK(nz != NONE_ID && strcmp(ops_func_name(&c->a, &im->nodes[nz], facts_op(f, inner, nz)),
                                  "aten.nonzero.default") == 0);
    const Module *tw = graph_module(&c->g, top_wrap);
    NodeId ix = graph_lookup(&c->g, top_wrap, str_from("index"));
    CHECK(ix != NONE_ID && strcmp(ops_func_name(&c->a, &tw->nodes[ix], facts_op(f, top_wrap, ix)),
                                  "aten.index.Tensor") == 0);
}

static const char dynamo[] =
    "class GraphModule(torch.nn.Module):\n"
    "    def forward(self, L_x_: \"f32[8]\", L_r_: \"i64[8]\", L_m_: \"b8[8]\"):\n"
    "        l_x_ = L_x_\n"
    "        l_r_ = L_r_\n"
    "        l_m_ = L_m_\n"
    "        getitem: \"f32[u0]\" = l_x_[l_m_]\n"
    "        repeat_interleave: \"f32[u1]\" = l_x_.repeat_interleave(l_r_)\n"
    "        unique: \"f32[u2]\" = torch.unique(l_x_)\n"
    "        argwhere: \"i64[u3, 1]\" = torch.argwhere(l_x_)\n"
    "        equal = torch.equal(l_x_, l_x_)\n"
    "        return (getitem, repeat_interleave, unique, argwhere, equal)\n";

static void test_names(Harness *c)
{
    if (!harness_parse_clean(c, FMT_READABLE, dynamo)) return;
    const Facts *f = c->facts;
    static const char *const want[][2] = {
        {"getitem", "aten.index.Tensor"},
        {"repeat_interleave", "aten.repeat_interleave.Tensor"},
        {"unique", "aten._unique2.default"},
        {"argwhere", "aten.nonzero.default"},
        {"equal", "aten.equal.default"},
    };
    const Module *m = graph_module(&c->g, 0);
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        NodeId n = graph_lookup(&c->g, 0, str_from(want[i][0]));
        const char *got = n == NONE_ID ? "(none)" : ops_func_name(&c->a, &m->nodes[n], facts_op(f, 0, n));
        if (strcmp(got, want[i][1]) != 0) {
            fprintf(stderr, "ops_func_name(%s) = %s, want %s\n", want[i][0], got, want[i][1]);
            failures++;
        }
    }
}

int main(void)
{
    Harness c;
    harness_open(&c, NULL);
    test_region(&c);
    test_names(&c);
    harness_close(&c);
    return harness_exit("test_hop_region");
}
