/* Unit tests of the HOP table (hop.h): every printed arity the spec lists, operand groups,
 * which operand feeds which subgraph placeholder, output fates and metadata pairings, and
 * what each HOP forbids. Graphs are parsed from printed code. */
#include <stdio.h>
#include <string.h>

#include "harness.h"
#include "knowledge/hop.h"

/* Describes the call named `name` in the root module. */
static bool describe(Harness *c, const char *name, HopCall *out)
{
    NodeId n = graph_lookup(&c->g, 0, str_from(name));
    bool ok = n != NONE_ID && hop_describe(&c->a, &c->g, 0, n, out);
    if (!ok) fprintf(stderr, "no HOP call %s\n", name);
    return ok;
}

static Str operand_name(const Harness *c, const HopCall *h, uint32_t i)
{
    if (i >= h->noperands) return STR_LIT("?");
    NodeId n = value_node(h->operands[i].value);
    return n == NONE_ID ? STR_LIT("<lit>") : module_node(graph_module(&c->g, h->module), n)->name;
}

/* Names of the operands feeding each placeholder of sub s, space-separated; "#" for fixed
 * scalars, "~" prefix for slices. */
static const char *feeds(Harness *c, const HopCall *h, uint32_t s)
{
    char *out = arena_strdup(&c->a, "");
    if (s >= h->nsubs) return "?";
    for (uint32_t i = 0; i < h->subs[s].ninputs; i++) {
        const HopInput *in = &h->subs[s].inputs[i];
        Str nm = in->kind == HIN_SCALAR ? STR_LIT("#") : in->kind == HIN_UNKNOWN ? STR_LIT("?") : operand_name(c, h, in->operand);
        out = arena_printf(&c->a, "%s%s%s%.*s", out, i ? " " : "", in->kind == HIN_SLICE ? "~" : "", STR_ARG(nm));
    }
    return out;
}

static const char graph_text[] =
    "class GraphModule(torch.nn.Module):\n"
    "    def forward(self, x: \"f32[3, 4]\", y: \"f32[4]\", p: \"b8[]\", q: \"f32[2, 4, 8, 16]\", bm: \"i32[1]\", buf: \"f32[8]\", tok: \"f32[0]\"):\n"
    "        true_graph_0 = self.true_graph_0\n"
    "        false_graph_0 = self.false_graph_0\n"
    "        cond = torch.ops.higher_order.cond(p, true_graph_0, false_graph_0, [x, y])\n"
    "        cond_fn_0 = self.cond_fn_0\n"
    "        body_fn_0 = self.body_fn_0\n"
    "        while_loop = torch.ops.higher_order.while_loop(cond_fn_0, body_fn_0, (0, x), (y,))\n"
    "        scan_combine_graph_0 = self.scan_combine_graph_0\n"
    "        scan = torch.ops.higher_order.scan(scan_combine_graph_0, [y], [x], [buf])\n"
    "        scan_1 = torch.ops.higher_order.scan(scan_combine_graph_0, [y], [x], 0, True, [buf])\n"
    "        assoc_graph_0 = self.assoc_graph_0\n"
    "        associative_scan = torch.ops.higher_order.associative_scan(assoc_graph_0, [x], ())\n"
    "        map_body_0 = self.map_body_0\n"
    "        map_impl = torch.ops.higher_order.map_impl(map_body_0, [x], [y])\n"
    "        map_impl_1 = torch.ops.higher_order.map_impl(map_body_0, 1, x, y)\n"
    "        repeated_subgraph0 = self.repeated_subgraph0\n"
    "        invoke_subgraph = torch.ops.higher_order.invoke_subgraph(repeated_subgraph0, 'subgraph_0', x, y)\n"
    "        invoke_subgraph_1 = torch.ops.higher_order.invoke_subgraph(repeated_subgraph0, 'subgraph_0', (x, y))\n"
    "        sdpa_score0 = self.sdpa_score0\n"
    "        sdpa_mask0 = self.sdpa_mask0\n"
    "        flex_attention = torch.ops.higher_order.flex_attention(q, q, q, sdpa_score0, (bm, bm, 128, 128, sdpa_mask0), 0.125, {'PRESCALE_QK': False}, (buf,), (y,))\n"
    "        wrap_body_0 = self.wrap_body_0\n"
    "        wrap = torch.ops.higher_order.wrap(wrap_body_0, x, y)\n"
    "        with_effects = torch.ops.higher_order.with_effects(tok, torch.ops.aten._print.default, 'moo')\n"
    "        auto_functionalized = torch.ops.higher_order.auto_functionalized(torch.ops.mylib.foo.default, x = x, y = y)\n"
    "        auto_functionalized_v2 = torch.ops.higher_order.auto_functionalized_v2(torch.ops.mylib.foo.default, _x_base_index = 0, _all_bases = [x, y])\n"
    "        triton_kernel_wrapper_functional_proxy = torch.ops.higher_order.triton_kernel_wrapper_functional(kernel_idx = 0, grid = [(5,)], kwargs = {'in_ptr0': x, 'out_ptr': y, 'n_elements': 5}, tensors_to_clone = ['out_ptr'])\n"
    "        frob_graph_0 = self.frob_graph_0\n"
    "        frobnicate = torch.ops.higher_order.frobnicate(frob_graph_0, x)\n"
    "        bad = torch.ops.higher_order.scan(scan_combine_graph_0, [y], [x], 0, [buf])\n"
    "        return (cond,)\n"
    "\n"
    "    class true_graph_0(torch.nn.Module):\n"
    "        def forward(self, x: \"f32[3, 4]\", y: \"f32[4]\"):\n"
    "            add: \"f32[3, 4]\" = torch.ops.aten.add.Tensor(x, y)\n"
    "            return (add, y)\n"
    "\n"
    "    class false_graph_0(torch.nn.Module):\n"
    "        def forward(self, x: \"f32[3, 4]\", y: \"f32[4]\"):\n"
    "            sub: \"f32[3, 4]\" = torch.ops.aten.sub.Tensor(x, y)\n"
    "            return (sub,)\n"
    "\n"
    "    class cond_fn_0(torch.nn.Module):\n"
    "        def forward(self, it: \"Sym(u0)\", x: \"f32[3, 4]\", y: \"f32[4]\"):\n"
    "            lt: \"Sym(u0 < 3)\" = it < 3\n"
    "            return lt\n"
    "\n"
    "    class body_fn_0(torch.nn.Module):\n"
    "        def forward(self, it: \"Sym(u0)\", x: \"f32[3, 4]\", y: \"f32[4]\"):\n"
    "            add: \"Sym(u0 + 1)\" = it + 1\n"
    "            mul: \"f32[3, 4]\" = torch.ops.aten.mul.Tensor(x, y)\n"
    "            return (add, mul)\n"
    "\n"
    "    class scan_combine_graph_0(torch.nn.Module):\n"
    "        def forward(self, carry: \"f32[4]\", x: \"f32[4]\", buf: \"f32[8]\"):\n"
    "            add: \"f32[4]\" = torch.ops.aten.add.Tensor(carry, x)\n"
    "            clone: \"f32[4]\" = torch.ops.aten.clone.default(add)\n"
    "            return (add, clone)\n"
    "\n"
    "    class assoc_graph_0(torch.nn.Module):\n"
    "        def forward(self, lhs: \"f32[4]\", rhs: \"f32[4]\"):\n"
    "            add: \"f32[4]\" = torch.ops.aten.add.Tensor(lhs, rhs)\n"
    "            return (add,)\n";

static void test_forms(Harness *c)
{
    if (!harness_parse_clean(c, FMT_READABLE, graph_text)) {
        failures++;
        return;
    }
    HopCall h;

    CHECK(describe(c, "cond", &h) && h.kind == HOP_COND && !h.problem && h.nsubs == 2);
    CHECK(h.noperands == 3 && h.operands[0].group == HG_PRED && h.operands[1].group == HG_OPERANDS);
    CHECK(strcmp(feeds(c, &h, 0), "x y") == 0 && strcmp(feeds(c, &h, 1), "x y") == 0);
    CHECK(strcmp(h.subs[0].name, "cond_true") == 0 && h.subs[1].role == HSUB_FALSE_BRANCH);
    CHECK(h.subs[0].noutputs == 2 && h.subs[1].noutputs == 1 && h.subs[0].outputs[1].how == HRES_DIRECT);
    CHECK(h.npairs == 1 && h.pairs[0].lhs.kind == HEND_SUB_OUTPUT && h.pairs[0].rhs.sub == 1); /* min(2, 1) */
    CHECK(strcmp(h.lhs_name, "true_fn_output") == 0 && h.pair_check == HPAIR_BRANCHES);
    CHECK((h.subs[0].forbid & HOP_FORBID_MUTATION) && (h.subs[0].forbid & HOP_FORBID_ALIAS));
    HopEndRef r = hop_end_resolve(&c->g, &h, h.pairs[0].rhs);
    CHECK(r.module == h.subs[1].module && r.node != NONE_ID &&
          str_eqz(module_node(graph_module(&c->g, r.module), r.node)->name, "sub"));

    /* while_loop: carried (a literal int carry too) then additional feed both subgraphs */
    CHECK(describe(c, "while_loop", &h) && h.kind == HOP_WHILE_LOOP && !h.problem);
    CHECK(h.noperands == 3 && h.operands[0].group == HG_CARRIED && h.operands[0].value->kind == VK_INT);
    CHECK(h.operands[2].group == HG_ADDITIONAL && h.operands[2].index == 0);
    CHECK(strcmp(feeds(c, &h, 0), "<lit> x y") == 0 && strcmp(feeds(c, &h, 1), "<lit> x y") == 0);
    CHECK(h.subs[0].outputs[0].how == HRES_NONE && h.subs[1].outputs[1].how == HRES_LAST);
    CHECK(h.npairs == 2 && h.pairs[1].lhs.kind == HEND_SUB_OUTPUT && h.pairs[1].rhs.kind == HEND_OPERAND &&
          h.pairs[1].rhs.index == 1);
    CHECK(strcmp(h.lhs_name, "body_fn_output") == 0 && strcmp(h.rhs_name, "carried_inputs") == 0);
    CHECK(h.subs[0].forbid & HOP_FORBID_ALIAS_OUT_OUT);

    /* scan with 4 and with 6 arguments: init, xs slices, additional */
    CHECK(describe(c, "scan", &h) && h.form == HFORM_STANDARD && !h.problem);
    CHECK(strcmp(feeds(c, &h, 0), "y ~x buf") == 0);
    CHECK(h.subs[0].outputs[0].how == HRES_LAST && h.subs[0].outputs[1].how == HRES_STACKED);
    CHECK(h.npairs == 1 && h.pairs[0].lhs.kind == HEND_OPERAND && h.pairs[0].rhs.kind == HEND_SUB_OUTPUT);
    CHECK(strcmp(h.lhs_name, "init") == 0 && strcmp(h.rhs_name, "carry") == 0);
    /* the input each operand feeds (y init, x sliced, buf additional), of a kind or of any */
    CHECK(hop_sub_input(&h, &h.subs[0], 0, -1) == 0 && hop_sub_input(&h, &h.subs[0], 0, HIN_OPERAND) == 0);
    CHECK(hop_sub_input(&h, &h.subs[0], 1, -1) == 1 && hop_sub_input(&h, &h.subs[0], 1, HIN_SLICE) == 1);
    CHECK(hop_sub_input(&h, &h.subs[0], 1, HIN_OPERAND) == NONE_ID && hop_sub_input(&h, &h.subs[0], 2, -1) == 2);
    CHECK(hop_sub_input(&h, &h.subs[0], 3, -1) == NONE_ID); /* no such operand */
    CHECK(describe(c, "scan_1", &h) && h.form == HFORM_SCAN_6 && !h.problem);
    CHECK(strcmp(feeds(c, &h, 0), "y ~x buf") == 0);
    CHECK(describe(c, "bad", &h) && h.problem != NULL);

    /* associative_scan: lhs and rhs slices of xs */
    CHECK(describe(c, "associative_scan", &h) && !h.problem && strcmp(feeds(c, &h, 0), "~x ~x") == 0);
    CHECK(hop_sub_input(&h, &h.subs[0], 0, HIN_SLICE) == 0); /* the first of the two inputs it feeds */
    CHECK(h.npairs == 1 && h.pairs[0].lhs.kind == HEND_SUB_INPUT && strcmp(h.rhs_name, "combine_fn_output") == 0);

    /* map_impl new and old forms */
    CHECK(describe(c, "map_impl", &h) && h.form == HFORM_STANDARD && strcmp(feeds(c, &h, 0), "~x y") == 0);
    CHECK(h.operands[1].group == HG_POS_ARGS && h.subs[0].forbid == (HOP_FORBID_MUTATION | HOP_FORBID_ALIAS | HOP_FORBID_GRAPH_BREAK));
    CHECK(describe(c, "map_impl_1", &h) && h.form == HFORM_MAP_OLD && strcmp(feeds(c, &h, 0), "~x y") == 0);

    /* invoke_subgraph variadic and tuple; subject to the mutation check (which releases enforce it
     * is the release table's to say) and the alias checks */
    CHECK(describe(c, "invoke_subgraph", &h) && h.form == HFORM_STANDARD && strcmp(feeds(c, &h, 0), "x y") == 0);
    CHECK((h.subs[0].forbid & HOP_FORBID_MUTATION) && (h.subs[0].forbid & HOP_FORBID_ALIAS_IN_OUT));
    CHECK(!graph_module(&c->g, h.subs[0].module)->printed && h.subs[0].noutputs == 0);
    CHECK(describe(c, "invoke_subgraph_1", &h) && h.form == HFORM_INVOKE_TUPLE && strcmp(feeds(c, &h, 0), "x y") == 0);

    /* flex_attention: score_mod (score, b, h, m, n, *score bufs), mask_mod (b, h, m, n, *mask bufs) */
    CHECK(describe(c, "flex_attention", &h) && !h.problem && h.nsubs == 2);
    CHECK(strcmp(feeds(c, &h, 0), "# # # # # buf") == 0 && strcmp(h.subs[0].name, "score_mod") == 0);
    CHECK(strcmp(feeds(c, &h, 1), "# # # # y") == 0 && h.subs[1].role == HSUB_MASK_MOD);
    CHECK(h.subs[0].forbid == HOP_FORBID_MUTATION && h.subs[1].forbid == 0);
    uint32_t nbm = 0;
    for (uint32_t i = 0; i < h.noperands; i++) nbm += h.operands[i].group == HG_BLOCK_MASK;
    CHECK(nbm == 4); /* bm, bm, 128, 128: the mask graph is not an operand */

    CHECK(describe(c, "wrap", &h) && strcmp(feeds(c, &h, 0), "x y") == 0 && h.subs[0].forbid == 0);
    CHECK(h.info->flags & HOPI_OUTPUTS_DIRECT);

    CHECK(describe(c, "with_effects", &h) && h.nsubs == 0 && h.op && h.op->kind == VK_SYMBOL);
    CHECK(h.noperands == 2 && h.operands[0].group == HG_TOKEN && (h.info->flags & HOPI_EFFECTFUL));

    CHECK(describe(c, "auto_functionalized", &h) && h.noperands == 2 && h.operands[1].group == HG_KWARGS);
    CHECK(str_eqz(h.operands[1].key, "y") && (h.info->flags & HOPI_FUNCTIONAL));
    CHECK(describe(c, "auto_functionalized_v2", &h) && h.noperands == 3 && h.operands[1].group == HG_BASES &&
          h.operands[2].group == HG_BASES);

    CHECK(describe(c, "triton_kernel_wrapper_functional_proxy", &h) && h.kind == HOP_TRITON_KERNEL_WRAPPER_FUNCTIONAL);
    bool in_ptr = false;
    for (uint32_t i = 0; i < h.noperands; i++) in_ptr |= str_eqz(h.operands[i].key, "in_ptr0");
    CHECK(in_ptr);

    CHECK(describe(c, "frobnicate", &h) && h.kind == HOP_UNKNOWN && h.nsubs == 1 && h.noperands == 1);

    /* not HOP calls */
    NodeId n = graph_lookup(&c->g, 0, str_from("x"));
    CHECK(!hop_describe(&c->a, &c->g, 0, n, &h));
}

static void test_table(void)
{
    for (int k = 1; k < HOP_COUNT; k++) {
        const HopInfo *i = hop_info((HopKind)k);
        CHECK((int)i->kind == k && i->name && i->api);
        /* every row is found by its printed name */
        char q[128];
        snprintf(q, sizeof q, "torch.ops.higher_order.%s", i->name);
        Target t = target_from_callable(str_from(q));
        CHECK((int)hop_kind_of(&t, NULL) == k);
    }
    Target t = target_from_callable(str_from("torch.ops.higher_order.while_loop"));
    bool is_hop;
    CHECK(hop_kind_of(&t, &is_hop) == HOP_WHILE_LOOP && is_hop);
    t = target_from_callable(str_from("torch._higher_order_ops.effects.with_effects"));
    CHECK(hop_kind_of(&t, &is_hop) == HOP_WITH_EFFECTS && is_hop);
    t = target_from_callable(str_from("torch.ops.higher_order.brand_new_hop"));
    CHECK(hop_kind_of(&t, &is_hop) == HOP_UNKNOWN && is_hop);
    t = target_from_callable(str_from("torch.ops.aten.add.Tensor"));
    CHECK(hop_kind_of(&t, &is_hop) == HOP_UNKNOWN && !is_hop);
    CHECK(hop_info(HOP_COND)->flags & HOPI_CAPTURES_SCALARS);
    CHECK(!(hop_info(HOP_WRAP)->forbid & HOP_FORBID_MUTATION));
    CHECK(hop_info(HOP_TRITON_KERNEL_WRAPPER_MUTATION)->flags & HOPI_WRITES_OPERANDS);
}

int main(void)
{
    Harness c;
    harness_open(&c, NULL);
    test_table();
    test_forms(&c);
    harness_close(&c);
    return harness_exit("test_hop");
}
