/* Unit tests of the shared analyses (alias.h) on small graphs: writes directly, through a
 * 3-deep view chain, through getitem of split, through a cond nested in a while body; a clone
 * that breaks the alias; a write to an intermediate; input/output aliasing; HOP results that
 * alias operands; unbacked symbol births; the debug view; and pairs of thousands of aliased
 * values. Graphs are built by hand or parsed from printed code with the readable front end. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/alias.h"
#include "harness.h"
#include "model/meta.h"

/* ---- building ---- */

static NodeId node(const Harness *c, ModuleId m, const char *name)
{
    if (m == NONE_ID) return NONE_ID;
    NodeId n = graph_lookup(&c->g, m, str_from(name));
    if (n == NONE_ID) fprintf(stderr, "no node %s\n", name);
    return n;
}

/* Number of writes in m that reach placeholder-rooted storage / any storage. */
static uint32_t count_sites(const Facts *f, ModuleId m, bool inputs_only)
{
    uint32_t n, k = 0;
    const MutationSite *s = mutation_sites(f, m, &n);
    for (uint32_t i = 0; i < n; i++) k += !inputs_only || s[i].ph != NONE_ID;
    return k;
}

/* ---- hand-built: a write through a 3-deep view chain ---- */

static Value vnode(NodeId id) { Value v; memset(&v, 0, sizeof v); v.kind = VK_NODE; v.node = id; return v; }
static Value vint(int64_t i) { Value v; memset(&v, 0, sizeof v); v.kind = VK_INT; v.i = i; return v; }

static NodeId add(Graph *g, Arena *a, ModuleId m, NodeKind k, const char *name, const char *target, uint32_t nargs,
                  const Value *args)
{
    Node n;
    memset(&n, 0, sizeof n);
    n.kind = k;
    n.name = str_from(name);
    n.origin = NONE_ID;
    if (k == NK_PLACEHOLDER) {
        n.target.kind = TK_ATTR;
        n.target.qualname = n.name;
        Meta *meta = ARENA_NEW(a, Meta);
        meta_parse(a, str_from("f32[4, 4]"), meta);
        n.meta = meta;
    } else if (k == NK_OUTPUT) {
        n.target.kind = TK_NONE;
    } else {
        n.target = target_from_callable(str_from(target));
    }
    n.args = ARENA_ARRAY(a, Value, nargs ? nargs : 1);
    if (nargs) memcpy(n.args, args, sizeof(Value) * nargs);
    n.nargs = nargs;
    return graph_add_node(g, m, &n);
}

/* An empty graph to build by hand: its root module. */
static ModuleId hand_graph(Harness *c, Source *src, Graph *g)
{
    static const char text[] = "hand built\n";
    source_init(src, &c->a, "hand.py", text, sizeof text - 1);
    graph_init(g, &c->a, src);
    return graph_add_module(g, str_from("GraphModule"), NONE_ID, (Span){0, 4});
}

static void test_view_chain(Harness *c)
{
    Source src;
    Graph g;
    ModuleId m = hand_graph(c, &src, &g);
    NodeId x = add(&g, &c->a, m, NK_PLACEHOLDER, "x", NULL, 0, NULL);
    NodeId y = add(&g, &c->a, m, NK_PLACEHOLDER, "y", NULL, 0, NULL);
    NodeId v1 = add(&g, &c->a, m, NK_CALL_FUNCTION, "view", "torch.ops.aten.view.default", 2, (Value[]){vnode(x), vint(16)});
    NodeId v2 = add(&g, &c->a, m, NK_CALL_FUNCTION, "unsqueeze", "torch.ops.aten.unsqueeze.default", 2, (Value[]){vnode(v1), vint(0)});
    NodeId v3 = add(&g, &c->a, m, NK_CALL_FUNCTION, "slice_1", "torch.ops.aten.slice.Tensor", 4,
                    (Value[]){vnode(v2), vint(1), vint(0), vint(8)});
    NodeId w = add(&g, &c->a, m, NK_CALL_FUNCTION, "mul_", "torch.ops.aten.mul_.Tensor", 2, (Value[]){vnode(v3), vnode(y)});
    NodeId sum = add(&g, &c->a, m, NK_CALL_FUNCTION, "sum_1", "torch.ops.aten.sum.default", 1, (Value[]){vnode(w)});
    add(&g, &c->a, m, NK_OUTPUT, "output", NULL, 1, (Value[]){vnode(sum)});
    graph_finish(&g);

    const Facts *f = facts_build(&c->a, &g);
    const MutationSite *s = mutation_of(f, m, x);
    CHECK(s && s->node == w && s->target == v3 && s->strength == ALIAS_MUST && s->ph == 0 && s->arg.pos == 0);
    CHECK(s && s->kind == MUT_DATA && !s->guessed && s->call == NONE_ID && mutation_origin(s) == s);
    CHECK(!mutation_of(f, m, y));
    CHECK(count_sites(f, m, false) == 1);
    NodeId chain[8];
    CHECK(alias_chain(f, m, v3, chain, 8) == 4 && chain[0] == v3 && chain[1] == v2 && chain[2] == v1 && chain[3] == x);
    CHECK(strcmp(alias_chain_format(&c->a, &g, f, m, v3), "slice_1 <- unsqueeze <- view <- x") == 0);
    NodeId ph;
    CHECK(alias_input(f, m, v3, &ph) == ALIAS_MUST && ph == x);
    CHECK(alias_of(f, m, w, x) == ALIAS_MUST); /* mul_ returns its (viewed) self */
    CHECK(alias_of(f, m, sum, x) == ALIAS_NONE && alias_input(f, m, sum, &ph) == ALIAS_NONE && ph == NONE_ID);
    CHECK(alias_shared(f, m, v1, v3) == ALIAS_MUST && alias_shared(f, m, x, y) == ALIAS_NONE);
    CHECK(alias_placeholder_index(f, m, y) == 1 && alias_placeholder_index(f, m, v1) == NONE_ID);
    CHECK(facts_placeholder(f, m, 0) == x && facts_placeholder(f, m, 1) == y && facts_placeholder(f, m, 2) == NONE_ID);
    CHECK(facts_placeholder(f, m, NONE_ID) == NONE_ID);
    uint32_t n;
    alias_pairs(f, m, &n);
    CHECK(n == 0); /* sum is fresh */
    CHECK(facts_op(f, m, w) && (facts_op(f, m, w)->flags & OPF_INPLACE));
}

/* ---- parsed graphs ---- */

static const char direct[] =
    "class GraphModule(torch.nn.Module):\n"
    "    def forward(self, arg0_1: \"f32[4]\", arg1_1: \"f32[4]\"):\n"
    "        add_: \"f32[4]\" = torch.ops.aten.add_.Tensor(arg0_1, 1)\n"
    "        view: \"f32[2, 2]\" = torch.ops.aten.view.default(arg1_1, [2, 2])\n"
    "        clone: \"f32[4]\" = torch.ops.aten.clone.default(arg1_1)\n"
    "        mul_: \"f32[4]\" = torch.ops.aten.mul_.Tensor(clone, 2)\n"
    "        sin: \"f32[4]\" = torch.ops.aten.sin.default(arg1_1)\n"
    "        cos_: \"f32[4]\" = torch.ops.aten.cos_.default(sin)\n"
    "        return (add_, view, view, cos_)\n";

static void test_direct_clone_intermediate(Harness *c)
{
    if (!harness_parse_clean(c, FMT_READABLE, direct)) return;
    const Facts *f = c->facts;
    ModuleId m = 0;
    NodeId a0 = node(c, m, "arg0_1"), a1 = node(c, m, "arg1_1");
    /* a direct write */
    const MutationSite *s = mutation_of(f, m, a0);
    CHECK(s && s->node == node(c, m, "add_") && s->strength == ALIAS_MUST && s->ph == 0);
    /* the clone breaks the alias: mul_ writes the clone, not arg1_1 */
    CHECK(!mutation_of(f, m, a1));
    CHECK(alias_of(f, m, node(c, m, "clone"), a1) == ALIAS_NONE);
    /* writes to intermediates are recorded, rooted at themselves, reaching no input */
    uint32_t n;
    const MutationSite *all = mutation_sites(f, m, &n);
    CHECK(n == 3 && count_sites(f, m, true) == 1);
    bool saw_clone = false, saw_sin = false;
    for (uint32_t i = 0; i < n; i++) {
        if (all[i].root.node == node(c, m, "clone")) saw_clone = all[i].ph == NONE_ID;
        if (all[i].root.node == node(c, m, "sin")) saw_sin = all[i].ph == NONE_ID && all[i].node == node(c, m, "cos_");
    }
    CHECK(saw_clone && saw_sin);
    /* outputs: add_ is arg0_1, view twice is out-out and in-out aliasing, cos_ is fresh */
    const AliasPair *p = alias_pairs(f, m, &n);
    int io0 = 0, io1 = 0, oo = 0;
    for (uint32_t i = 0; i < n; i++) {
        if (p[i].kind == AP_INPUT_OUTPUT && p[i].a == 0 && p[i].b == 0 && p[i].strength == ALIAS_MUST) io0++;
        if (p[i].kind == AP_INPUT_OUTPUT && p[i].a == 1 && (p[i].b == 1 || p[i].b == 2)) io1++;
        if (p[i].kind == AP_OUTPUT_OUTPUT && p[i].a == 1 && p[i].b == 2 && p[i].strength == ALIAS_MUST) oo++;
    }
    CHECK(io0 == 1 && io1 == 2 && oo == 1 && n == 4);
}

static const char split_graph[] =
    "class GraphModule(torch.nn.Module):\n"
    "    def forward(self, arg0_1: \"f32[4, 4]\"):\n"
    "        split = torch.ops.aten.split.Tensor(arg0_1, 2)\n"
    "        getitem: \"f32[2, 4]\" = split[0]\n"
    "        getitem_1: \"f32[2, 4]\" = split[1];  split = None\n"
    "        mul_: \"f32[2, 4]\" = torch.ops.aten.mul_.Tensor(getitem_1, 2)\n"
    "        max_1 = torch.ops.aten.max.dim(getitem, 1)\n"
    "        getitem_2: \"f32[2]\" = max_1[0]\n"
    "        getitem_3: \"i64[2]\" = max_1[1];  max_1 = None\n"
    "        return (getitem_2, getitem_3)\n";

static void test_split(Harness *c)
{
    if (!harness_parse_clean(c, FMT_READABLE, split_graph)) return;
    const Facts *f = c->facts;
    ModuleId m = 0;
    NodeId x = node(c, m, "arg0_1");
    const MutationSite *s = mutation_of(f, m, x);
    CHECK(s && s->node == node(c, m, "mul_") && s->target == node(c, m, "getitem_1") && s->strength == ALIAS_MUST);
    CHECK(alias_of(f, m, node(c, m, "getitem"), x) == ALIAS_MUST);
    CHECK(strcmp(alias_chain_format(&c->a, &c->g, f, m, node(c, m, "getitem_1")), "getitem_1 <- split <- arg0_1") == 0);
    /* two fresh results of one op are two storages */
    CHECK(alias_shared(f, m, node(c, m, "getitem_2"), node(c, m, "getitem_3")) == ALIAS_NONE);
    uint32_t n;
    alias_pairs(f, m, &n);
    CHECK(n == 0);
}

static const char nested[] =
    "class GraphModule(torch.nn.Module):\n"
    "    def forward(self, x_1: \"f32[4, 4][4, 1]cpu\", p_1: \"b8[][]cpu\", y_1: \"f32[4]\"):\n"
    "        while_loop_cond_graph_0 = self.while_loop_cond_graph_0\n"
    "        while_loop_body_graph_0 = self.while_loop_body_graph_0\n"
    "        while_loop = torch.ops.higher_order.while_loop(while_loop_cond_graph_0, while_loop_body_graph_0, (x_1,), (p_1, y_1, y_1))\n"
    "        getitem: \"f32[4, 4][4, 1]cpu\" = while_loop[0];  while_loop = None\n"
    "        return (getitem,)\n"
    "\n"
    "    class while_loop_cond_graph_0(torch.nn.Module):\n"
    "        def forward(self, arg0_1: \"f32[4, 4][4, 1]cpu\", arg1_1: \"b8[][]cpu\", arg2_1: \"f32[4]\", arg3_1: \"f32[4]\"):\n"
    "            sum_1: \"f32[][]cpu\" = torch.ops.aten.sum.default(arg0_1)\n"
    "            lt: \"b8[][]cpu\" = torch.ops.aten.lt.Scalar(sum_1, 10);  sum_1 = None\n"
    "            return lt\n"
    "\n"
    "    class while_loop_body_graph_0(torch.nn.Module):\n"
    "        def forward(self, arg0_1: \"f32[4, 4][4, 1]cpu\", arg1_1: \"b8[][]cpu\", arg2_1: \"f32[4]\", arg3_1: \"f32[4]\"):\n"
    "            true_graph_0 = self.true_graph_0\n"
    "            false_graph_0 = self.false_graph_0\n"
    "            cond = torch.ops.higher_order.cond(arg1_1, true_graph_0, false_graph_0, (arg0_1,));  true_graph_0 = false_graph_0 = None\n"
    "            getitem: \"f32[4, 4][4, 1]cpu\" = cond[0];  cond = None\n"
    "            nonzero: \"i64[u0, 2][2, 1]cpu\" = torch.ops.aten.nonzero.default(getitem)\n"
    "            return (getitem,)\n"
    "\n"
    "        class true_graph_0(torch.nn.Module):\n"
    "            def forward(self, arg0_1: \"f32[4, 4][4, 1]cpu\"):\n"
    "                view: \"f32[16][1]cpu\" = torch.ops.aten.view.default(arg0_1, [16])\n"
    "                select: \"f32[][]cpu\" = torch.ops.aten.select.int(view, 0, 0)\n"
    "                add_: \"f32[][]cpu\" = torch.ops.aten.add_.Tensor(select, 1)\n"
    "                clone: \"f32[4, 4][4, 1]cpu\" = torch.ops.aten.clone.default(arg0_1)\n"
    "                return (clone,)\n"
    "\n"
    "        class false_graph_0(torch.nn.Module):\n"
    "            def forward(self, arg0_1: \"f32[4, 4][4, 1]cpu\"):\n"
    "                t: \"f32[4, 4][1, 4]cpu\" = torch.ops.aten.t.default(arg0_1)\n"
    "                item: \"Sym(u1)\" = torch.ops.aten._local_scalar_dense.default(arg0_1)\n"
    "                return (t,)\n";

static void test_nested(Harness *c)
{
    if (!harness_parse_clean(c, FMT_READABLE, nested)) return;
    const Facts *f = c->facts;
    ModuleId root = 0, body = harness_module(c, "GraphModule.while_loop_body_graph_0");
    ModuleId tb = harness_module(c, "GraphModule.while_loop_body_graph_0.true_graph_0");
    ModuleId fb = harness_module(c, "GraphModule.while_loop_body_graph_0.false_graph_0");
    ModuleId cf = harness_module(c, "GraphModule.while_loop_cond_graph_0");
    if (body == NONE_ID || tb == NONE_ID || fb == NONE_ID || cf == NONE_ID) {
        failures++;
        return;
    }
    /* the write in the true branch goes through view and select to its placeholder ... */
    const MutationSite *s = mutation_of(f, tb, node(c, tb, "arg0_1"));
    CHECK(s && s->node == node(c, tb, "add_") && s->strength == ALIAS_MUST);
    /* ... out to the cond operand in the body ... */
    s = mutation_of(f, body, node(c, body, "arg0_1"));
    CHECK(s && s->node == node(c, body, "cond") && s->operand == 1 && s->call != NONE_ID && s->inner);
    CHECK(!mutation_of(f, body, node(c, body, "arg1_1")));
    /* ... and out to the carried input of the while_loop */
    s = mutation_of(f, root, node(c, root, "x_1"));
    CHECK(s && s->node == node(c, root, "while_loop") && s->operand == 0 && s->strength == ALIAS_MUST);
    const MutationSite *o = mutation_origin(s);
    CHECK(o && o->module == tb && o->node == node(c, tb, "add_"));
    CHECK(!mutation_of(f, root, node(c, root, "p_1")) && !mutation_of(f, root, node(c, root, "y_1")));

    /* HOP calls and who runs which subgraph */
    uint32_t n, idx;
    const HopCall *calls = hop_calls(f, &n);
    CHECK(n == 2 && calls[0].kind == HOP_WHILE_LOOP && calls[1].kind == HOP_COND);
    const HopCall *w = hop_call_at(f, root, node(c, root, "while_loop"), &idx);
    CHECK(w == &calls[0] && idx == 0);
    uint32_t sub;
    CHECK(hop_caller(f, tb, &sub) == &calls[1] && sub == 0);
    CHECK(hop_caller(f, fb, &sub) == &calls[1] && sub == 1);
    CHECK(hop_caller(f, body, &sub) == w && sub == 1 && hop_caller(f, cf, &sub) == w && sub == 0);
    CHECK(!hop_caller(f, root, NULL));

    /* the false branch returns a view of its input: in-out aliasing there, none in the true one */
    const AliasPair *p = alias_pairs(f, fb, &n);
    CHECK(n == 1 && p[0].kind == AP_INPUT_OUTPUT && p[0].a == 0 && p[0].b == 0 && p[0].strength == ALIAS_MUST);
    alias_pairs(f, tb, &n);
    CHECK(n == 0);
    /* so cond's result may be arg0_1 (one branch of two), and the body returns it */
    CHECK(alias_of(f, body, node(c, body, "getitem"), node(c, body, "arg0_1")) == ALIAS_MAY);
    p = alias_pairs(f, body, &n);
    CHECK(n == 1 && p[0].kind == AP_INPUT_OUTPUT && p[0].strength == ALIAS_MAY);
    /* y_1 passed twice: input-input aliasing at the while_loop call */
    p = alias_operand_pairs(f, 0, &n);
    CHECK(n == 1 && p[0].kind == AP_INPUT_INPUT && p[0].a == 2 && p[0].b == 3 && p[0].strength == ALIAS_MUST);
    alias_operand_pairs(f, 1, &n);
    CHECK(n == 0);

    /* unbacked symbols: u1 from .item() in the false branch, u0 from nonzero in the body */
    const UnbackedBirth *b = unbacked_birth(f, str_from("u0"));
    CHECK(b && b->module == body && b->node == node(c, body, "nonzero") && b->kind == UB_DATA_OP);
    b = unbacked_birth(f, str_from("u1"));
    CHECK(b && b->module == fb && b->kind == UB_DATA_OP);
    const UnbackedBirth *all = unbacked_births(f, &n);
    CHECK(n == 2 && all && str_eqz(all[0].symbol, "u1")); /* the branch runs before the nonzero */
    CHECK(unbacked_born_within(f, str_from("u1"), body) && unbacked_born_within(f, str_from("u1"), root));
    CHECK(!unbacked_born_within(f, str_from("u0"), tb) && !unbacked_birth(f, str_from("u9")));
    Meta out, carry;
    meta_parse(&c->a, str_from("f32[u0, 4]"), &out);
    meta_parse(&c->a, str_from("f32[4, 4]"), &carry);
    CHECK(str_eqz(unbacked_new_in(f, &out, &carry, body), "u0"));
    meta_parse(&c->a, str_from("f32[u0, 2]"), &carry);
    CHECK(unbacked_new_in(f, &out, &carry, body).len == 0); /* the carry already had u0 */
    CHECK(unbacked_new_in(f, &out, NULL, tb).len == 0);     /* not born in the true branch */

    /* the debug view names the writes and aliases */
    char *buf = NULL;
    size_t len = 0;
    FILE *mem = open_memstream(&buf, &len);
    facts_dump(mem, &c->g, f);
    fclose(mem);
    CHECK(buf && strstr(buf, "write add_ arg self = select -> arg0_1 (input 0) must, chain select <- view <- arg0_1"));
    CHECK(buf && strstr(buf, "write while_loop operand 0 = x_1 -> x_1 (input 0) must"));
    CHECK(buf && strstr(buf, "inside GraphModule.while_loop_body_graph_0.true_graph_0/add_"));
    CHECK(buf && strstr(buf, "alias t: arg0_1 (input 0) must, chain t <- arg0_1"));
    CHECK(buf && strstr(buf, "input 0 aliases output 0 must"));
    CHECK(buf && strstr(buf, "operand 2 aliases operand 3 must"));
    CHECK(buf && strstr(buf, "unbacked u0: born at GraphModule.while_loop_body_graph_0/nonzero (data-dependent op)"));
    free(buf);
}

/* A subgraph that returns a view of its input makes the HOP result an alias of the operand;
 * wrap passes it through as is, invoke_subgraph reuse shares one summary. Dynamo spelling. */
static const char dynamo[] =
    "class GraphModule(torch.nn.Module):\n"
    "    def forward(self, L_x_: \"f32[4, 4]\", L_y_: \"f32[4]\"):\n"
    "        l_x_ = L_x_\n"
    "        l_y_ = L_y_\n"
    "        wrap_body_0 = self.wrap_body_0\n"
    "        wrap = torch.ops.higher_order.wrap(wrap_body_0, l_x_, l_y_);  wrap_body_0 = None\n"
    "        getitem: \"f32[16]\" = wrap[0]\n"
    "        getitem_1: \"f32[4]\" = wrap[1];  wrap = None\n"
    "        subgraph_0 = self.subgraph_0\n"
    "        invoke_subgraph = torch.ops.higher_order.invoke_subgraph(subgraph_0, 'subgraph_0', l_y_)\n"
    "        invoke_subgraph_1 = torch.ops.higher_order.invoke_subgraph(subgraph_0, 'subgraph_0', getitem_1)\n"
    "        return (getitem,)\n"
    "\n"
    "    class wrap_body_0(torch.nn.Module):\n"
    "        def forward(self, l_x_: \"f32[4, 4]\", l_y_: \"f32[4]\"):\n"
    "            view: \"f32[16]\" = l_x_.view(-1)\n"
    "            getitem: \"f32[4]\" = l_x_[0]\n"
    "            getitem[l_y_ > 0] = 0;  setitem = getitem\n"
    "            mul: \"f32[4]\" = l_y_ * 2\n"
    "            return (view, mul)\n"
    "\n"
    "    class subgraph_0(torch.nn.Module):\n"
    "        def forward(self, l_y_: \"f32[4]\"):\n"
    "            relu: \"f32[4]\" = torch.nn.functional.relu(l_y_, inplace = True)\n"
    "            return (relu,)\n";

static void test_dynamo(Harness *c)
{
    if (!harness_parse_clean(c, FMT_READABLE, dynamo)) return;
    const Facts *f = c->facts;
    ModuleId root = 0, wb = harness_module(c, "GraphModule.wrap_body_0"), sg = harness_module(c, "GraphModule.subgraph_0");
    if (wb == NONE_ID || sg == NONE_ID) {
        failures++;
        return;
    }
    NodeId x = node(c, root, "L_x_");
    /* setitem through basic indexing writes l_x_ */
    const MutationSite *s = mutation_of(f, wb, node(c, wb, "l_x_"));
    CHECK(s && s->node == node(c, wb, "setitem") && s->strength == ALIAS_MUST);
    CHECK(s && strcmp(alias_chain_format(&c->a, &c->g, f, wb, s->target), "getitem <- l_x_") == 0);
    CHECK(!mutation_of(f, wb, node(c, wb, "l_y_")));
    /* wrap returns the body's view of l_x_: the result aliases the operand, surely */
    CHECK(alias_of(f, root, node(c, root, "getitem"), x) == ALIAS_MUST);
    CHECK(alias_of(f, root, node(c, root, "getitem_1"), node(c, root, "L_y_")) == ALIAS_NONE);
    s = mutation_of(f, root, x);
    CHECK(s && s->node == node(c, root, "wrap") && s->operand == 0);
    uint32_t n;
    const AliasPair *p = alias_pairs(f, root, &n);
    CHECK(n == 1 && p[0].kind == AP_INPUT_OUTPUT && p[0].a == 0 && p[0].na == x);
    /* F.relu(inplace=True) in a subgraph run twice: both calls write what they pass */
    CHECK(mutation_of(f, sg, node(c, sg, "l_y_")) != NULL);
    const HopCallRef *refs = hop_callers(f, sg, &n);
    CHECK(n == 2 && refs[0].sub == 0 && refs[1].sub == 0 && refs[0].call != refs[1].call);
    s = mutation_of(f, root, node(c, root, "L_y_"));
    CHECK(s && s->node == node(c, root, "invoke_subgraph"));
    uint32_t sites = 0;
    const MutationSite *all = mutation_sites(f, root, &n);
    for (uint32_t i = 0; i < n; i++) sites += all[i].node == node(c, root, "invoke_subgraph_1");
    CHECK(sites == 1); /* getitem_1 is fresh (mul): a write to an intermediate */
}

/* Whether pairs p[0..n) of `kind` hold (a, b) at strength st. */
static bool has_pair(const AliasPair *p, uint32_t n, uint8_t kind, uint32_t a, uint32_t b, uint8_t st)
{
    for (uint32_t i = 0; i < n; i++)
        if (p[i].kind == kind && p[i].a == a && p[i].b == b) return p[i].strength == st;
    return false;
}

/* Found by fuzzing: `return (x, x, ..., x)` and a cond passed x thousands of times made every
 * two values a pair, quadratic in time and memory (20000 outputs: gigabytes, then an abort).
 * Each value now pairs with a few earlier ones: the first it aliases is always among them. */
static void test_many_pairs(Harness *c)
{
    enum { N = 3000 };
    Arena *a = &c->a;
    char *xs = arena_alloc(a, 3 * N + 1), *params = arena_alloc(a, 24 * N + 1); /* ", arg2999_1: \"f32[4]\"": 21 bytes */
    for (uint32_t i = 0; i < N; i++) memcpy(xs + 3 * i, "x, ", 3);
    for (uint32_t i = 0, len = 0; i < N; i++) len += (uint32_t)sprintf(params + len, ", arg%u_1: \"f32[4]\"", i);
    const char *sub = "        def forward(self%s):\n            return (arg0_1,)\n";
    char *text = arena_printf(a,
                              "class GraphModule(torch.nn.Module):\n"
                              "    def forward(self, x: \"f32[4]\", p: \"b8[]\"):\n"
                              "        true_graph_0 = self.true_graph_0\n"
                              "        false_graph_0 = self.false_graph_0\n"
                              "        cond = torch.ops.higher_order.cond(p, true_graph_0, false_graph_0, (%s))\n"
                              "        getitem = cond[0]\n"
                              "        return (%sgetitem)\n"
                              "    class true_graph_0(torch.nn.Module):\n",
                              xs, xs);
    text = arena_printf(a, "%s%s    class false_graph_0(torch.nn.Module):\n%s", text,
                        arena_printf(a, sub, params), arena_printf(a, sub, params));
    if (!harness_parse_clean(c, FMT_READABLE, text)) return;
    uint32_t n, ncalls;
    const AliasPair *p = alias_pairs(c->facts, 0, &n);
    CHECK(n >= N - 1 && n <= 17 * N + 64); /* N input-output pairs, up to 16 partners per output */
    CHECK(has_pair(p, n, AP_OUTPUT_OUTPUT, 0, 1, ALIAS_MUST) && has_pair(p, n, AP_OUTPUT_OUTPUT, 0, N - 1, ALIAS_MUST));
    CHECK(has_pair(p, n, AP_INPUT_OUTPUT, 0, N - 1, ALIAS_MUST));
    for (uint32_t i = 1; i < n; i++) CHECK(p[i - 1].kind != p[i].kind || p[i - 1].a < p[i].a || p[i - 1].b < p[i].b);
    hop_calls(c->facts, &ncalls);
    CHECK(ncalls == 1);
    p = alias_operand_pairs(c->facts, 0, &n);
    /* operand 0 is the predicate p; x is operands 1..N */
    CHECK(n >= N - 1 && n <= 16 * N);
    CHECK(has_pair(p, n, AP_INPUT_INPUT, 1, 2, ALIAS_MUST) && has_pair(p, n, AP_INPUT_INPUT, 1, N, ALIAS_MUST));
    CHECK(!has_pair(p, n, AP_INPUT_INPUT, 0, 1, ALIAS_MUST));
}

/* A chain of 40 views: its length and links without a walk per question, and the message names
 * the first 30 links, how many more, and the input it ends at. */
static void test_long_chain(Harness *c)
{
    Source src;
    Graph g;
    ModuleId m = hand_graph(c, &src, &g);
    NodeId x = add(&g, &c->a, m, NK_PLACEHOLDER, "x", NULL, 0, NULL), v = x;
    for (int i = 0; i < 40; i++)
        v = add(&g, &c->a, m, NK_CALL_FUNCTION, arena_printf(&c->a, "view_%d", i), "torch.ops.aten.view.default", 2,
                (Value[]){vnode(v), vint(16)});
    add(&g, &c->a, m, NK_OUTPUT, "output", NULL, 1, (Value[]){vnode(v)});
    graph_finish(&g);
    const Facts *f = facts_build(&c->a, &g);
    NodeId ids[4];
    CHECK(alias_chain(f, m, v, ids, 4) == 41 && ids[0] == v && ids[3] == v - 3);
    CHECK(alias_chain(f, m, x, ids, 4) == 1 && ids[0] == x);
    const char *s = alias_chain_format(&c->a, &g, f, m, v);
    CHECK(strncmp(s, "view_39 <- view_38 <- ", 22) == 0);
    CHECK(strstr(s, "<- view_10 <- (10 more) <- x") && !strstr(s, "view_9 "));
    CHECK(strcmp(alias_chain_format(&c->a, &g, f, m, v - 38), "view_1 <- view_0 <- x") == 0);
}

int main(void)
{
    Harness c;
    harness_open(&c, NULL);
    test_view_chain(&c);
    test_long_chain(&c);
    test_direct_clone_intermediate(&c);
    test_split(&c);
    test_nested(&c);
    test_dynamo(&c);
    test_many_pairs(&c);
    harness_close(&c);
    return harness_exit("test_alias");
}
