/* Unit tests of hop_ban.h: which call holds a subgraph to a check under the release table
 * (cond's with grad disabled, assumed or printed, per capture path), Dynamo detection, and the
 * invoke_subgraph calls PyTorch makes itself. Graphs are parsed from printed code. */
#include <stdio.h>
#include <string.h>

#include "analysis/alias.h"
#include "harness.h"
#include "analysis/assume.h"
#include "analysis/hop_ban.h"

static ModuleId module(const Harness *c, const char *attr)
{
    for (ModuleId m = 0; m < c->g.nmodules; m++)
        if (str_eqz(c->g.modules[m].attr, attr)) return m;
    return NONE_ID;
}

/* A cond in and out of a printed no_grad region; the wrap_with_set_grad_enabled body. */
static const char *const grad_text =
    "class GraphModule(torch.nn.Module):\n"
    "    def forward(self, L_pred_: \"b8[]\", L_x_: \"f32[4]\"):\n"
    "        l_pred_ = L_pred_\n"
    "        l_x_ = L_x_\n"
    "        _set_grad_enabled = torch._C._set_grad_enabled(False);  _set_grad_enabled = None\n"
    "        cond_true_0 = self.cond_true_0\n"
    "        cond_false_0 = self.cond_false_0\n"
    "        cond = torch.ops.higher_order.cond(l_pred_, cond_true_0, cond_false_0, (l_x_,))\n"
    "        a = cond[0]\n"
    "        _set_grad_enabled_1 = torch._C._set_grad_enabled(True);  _set_grad_enabled_1 = None\n"
    "        cond_true_1 = self.cond_true_1\n"
    "        cond_false_1 = self.cond_false_1\n"
    "        cond_1 = torch.ops.higher_order.cond(l_pred_, cond_true_1, cond_false_1, (l_x_,))\n"
    "        b = cond_1[0]\n"
    "        submod_1 = self.submod_1\n"
    "        wrap_with_set_grad_enabled = torch.ops.higher_order.wrap_with_set_grad_enabled(\n"
    "            False, submod_1, l_pred_, l_x_)\n"
    "        c = wrap_with_set_grad_enabled[0]\n"
    "        return (a, b, c)\n"
    "\n"
    "    class cond_true_0(torch.nn.Module):\n"
    "        def forward(self, l_x_: \"f32[4]\"):\n"
    "            return (l_x_,)\n"
    "\n"
    "    class cond_false_0(torch.nn.Module):\n"
    "        def forward(self, l_x_: \"f32[4]\"):\n"
    "            return (l_x_,)\n"
    "\n"
    "    class cond_true_1(torch.nn.Module):\n"
    "        def forward(self, l_x_: \"f32[4]\"):\n"
    "            return (l_x_,)\n"
    "\n"
    "    class cond_false_1(torch.nn.Module):\n"
    "        def forward(self, l_x_: \"f32[4]\"):\n"
    "            return (l_x_,)\n"
    "\n"
    "    class submod_1(torch.nn.Module):\n"
    "        def forward(self, l_pred_: \"b8[]\", l_x_: \"f32[4]\"):\n"
    "            cond_true_2 = self.cond_true_2\n"
    "            cond_false_2 = self.cond_false_2\n"
    "            cond = torch.ops.higher_order.cond(l_pred_, cond_true_2, cond_false_2, (l_x_,))\n"
    "            getitem = cond[0]\n"
    "            return (getitem,)\n"
    "\n"
    "        class cond_true_2(torch.nn.Module):\n"
    "            def forward(self, l_x_: \"f32[4]\"):\n"
    "                return (l_x_,)\n"
    "\n"
    "        class cond_false_2(torch.nn.Module):\n"
    "            def forward(self, l_x_: \"f32[4]\"):\n"
    "                return (l_x_,)\n";

static void test_grad(Harness *c)
{
    if (!harness_parse_clean(c, FMT_READABLE, grad_text)) {
        CHECK(!"grad_text parses");
        return;
    }
    CHECK(hop_ban_dynamo(&c->g)); /* only operators and HOPs printed: known by its names */
    HopBan ban;
    /* 2.13, capture read from the dump: a Dynamo graph, from torch.compile with a backend not
     * shown; only AOTAutograd rejects aliasing with grad off */
    CHECK(hop_ban_find(&c->g, c->facts, &c->cfg, module(c, "cond_true_0"), RC_ALIAS_IN_OUT, &ban));
    CHECK(ban.grad == GRAD_NO_GRAD && ban.ruling.mixed && ban.ruling.change &&
          ban.ruling.change->message == RM_FUNC_ALIAS && ban.ruling.rejecting == CAPTURE_BIT(CAPTURE_COMPILE));
    CHECK(strstr(hop_ban_quote(&c->a, &c->cfg, &ban), "\"cond_true might be aliasing the input or the output!\""));
    CHECK(!hop_ban_find(&c->g, c->facts, &c->cfg, module(c, "cond_true_0"), RC_INPUT_MUTATION, &ban));
    CHECK(hop_ban_find(&c->g, c->facts, &c->cfg, module(c, "cond_true_1"), RC_ALIAS_IN_OUT, &ban));
    CHECK(ban.sub && ban.sub->role == HSUB_TRUE_BRANCH && strcmp(ban.sub->name, "cond_true") == 0);
    CHECK(strcmp(hop_ban_role_words(ban.sub), "true branch") == 0 && hop_ban_says_dynamo(&ban));
    CHECK(strstr(hop_ban_quote(&c->a, &c->cfg, &ban), "Found in <bound method HigherOrderOperator.name of "
                                                   "<torch._higher_order_ops.cond.CondOp object at 0x...>>"));
    CHECK(!hop_ban_find(&c->g, c->facts, &c->cfg, module(c, "cond_false_2"), RC_INPUT_MUTATION, &ban));
    /* the wrap body itself is checked for nothing; the root has no caller */
    CHECK(!hop_ban_find(&c->g, c->facts, &c->cfg, module(c, "submod_1"), RC_ALIAS_IN_OUT, &ban));
    CHECK(!hop_ban_find(&c->g, c->facts, &c->cfg, 0, RC_ALIAS_IN_OUT, &ban));
    /* torch.compile(backend="eager"): Dynamo alone lets cond alias with grad off */
    c->cfg.capture = CAPTURE_COMPILE_EAGER;
    CHECK(!hop_ban_find(&c->g, c->facts, &c->cfg, module(c, "cond_true_0"), RC_ALIAS_IN_OUT, &ban));
    c->cfg.grad = GRAD_NO_GRAD; /* a printed _set_grad_enabled(True) wins over --grad */
    CHECK(hop_ban_find(&c->g, c->facts, &c->cfg, module(c, "cond_true_1"), RC_ALIAS_IN_OUT, &ban));
    c->cfg.capture = CAPTURE_EXPORT;
    CHECK(!hop_ban_find(&c->g, c->facts, &c->cfg, module(c, "cond_true_2"), RC_ALIAS_IN_OUT, &ban));
    /* ... nor does export tracing the printed graph again; 2.9's Dynamo rejected both with grad off */
    c->cfg.capture = CAPTURE_COMPILE_EAGER;
    c->cfg.target_version = 209;
    CHECK(hop_ban_find(&c->g, c->facts, &c->cfg, module(c, "cond_true_0"), RC_ALIAS_IN_OUT, &ban));
    CHECK(hop_ban_find(&c->g, c->facts, &c->cfg, module(c, "cond_true_0"), RC_INPUT_MUTATION, &ban));
    config_init_defaults(&c->cfg);
}

/* A while_loop (no grad dependence) and invoke_subgraph calls PyTorch made or a user made. */
static const char *const invoke_text =
    "class GraphModule(torch.nn.Module):\n"
    "    def forward(self, arg0_1: \"i64[]\", arg1_1: \"f32[3]\"):\n"
    "        _set_grad_enabled = torch._C._set_grad_enabled(False)\n"
    "        while_loop_cond_graph_0 = self.while_loop_cond_graph_0\n"
    "        while_loop_body_graph_0 = self.while_loop_body_graph_0\n"
    "        while_loop = torch.ops.higher_order.while_loop(\n"
    "            while_loop_cond_graph_0, while_loop_body_graph_0, (arg0_1, arg1_1), ())\n"
    "        getitem = while_loop[1]\n"
    "        partitioned_fw_subgraph_0_0 = self.partitioned_fw_subgraph_0_0\n"
    "        invoke_subgraph = torch.ops.higher_order.invoke_subgraph(\n"
    "            partitioned_fw_subgraph_0_0, 'partitioned_fw_subgraph_0_0', arg1_1)\n"
    "        getitem_1 = invoke_subgraph[0]\n"
    "        repeated_subgraph0 = self.repeated_subgraph0\n"
    "        invoke_subgraph_1 = torch.ops.higher_order.invoke_subgraph(repeated_subgraph0, 'subgraph_0', arg1_1)\n"
    "        getitem_2 = invoke_subgraph_1[0]\n"
    "        invoke_subgraph_2 = torch.ops.higher_order.invoke_subgraph(repeated_subgraph0, 'fw_subgraph_0', arg1_1)\n"
    "        getitem_3 = invoke_subgraph_2[0]\n"
    "        return (getitem, getitem_1, getitem_2, getitem_3)\n"
    "\n"
    "    class while_loop_cond_graph_0(torch.nn.Module):\n"
    "        def forward(self, arg0_1: \"i64[]\", arg1_1: \"f32[3]\"):\n"
    "            lt = torch.ops.aten.lt.Scalar(arg0_1, 10)\n"
    "            return lt\n"
    "\n"
    "    class while_loop_body_graph_0(torch.nn.Module):\n"
    "        def forward(self, arg0_1: \"i64[]\", arg1_1: \"f32[3]\"):\n"
    "            add = torch.ops.aten.add.Tensor(arg0_1, 1)\n"
    "            return (add, arg1_1)\n"
    "\n"
    "    class partitioned_fw_subgraph_0_0(torch.nn.Module):\n"
    "        def forward(self, primals_0: \"f32[3]\"):\n"
    "            return (primals_0,)\n"
    "\n"
    "    class repeated_subgraph0(torch.nn.Module):\n"
    "        def forward(self, arg0_1: \"f32[3]\"):\n"
    "            sin = torch.ops.aten.sin.default(arg0_1)\n"
    "            return (sin,)\n";

static void test_invoke(Harness *c)
{
    if (!harness_parse_clean(c, FMT_READABLE, invoke_text)) {
        CHECK(!"invoke_text parses");
        return;
    }
    CHECK(!hop_ban_dynamo(&c->g));
    HopBan ban;
    /* grad mode does not matter to while_loop's aliasing */
    CHECK(hop_ban_find(&c->g, c->facts, &c->cfg, module(c, "while_loop_body_graph_0"), RC_ALIAS_IN_OUT, &ban));
    CHECK(ban.sub && strcmp(hop_ban_role_words(ban.sub), "body_fn") == 0);
    CHECK(hop_ban_grad_disabled(&c->g, c->facts, ban.call));
    /* the capture path is not shown: every path is asked. torch.compile rejects the alias (Dynamo),
     * export and make_fx tracing the printed graph again do not; only AOTAutograd rejects the
     * carried input's mutation with grad off */
    CHECK(ban.ruling.mixed && ban.ruling.rejecting == (CAPTURE_BIT(CAPTURE_COMPILE) | CAPTURE_BIT(CAPTURE_COMPILE_EAGER)));
    CHECK(strstr(hop_ban_mixed_words(&c->a, &ban), "only torch.compile rejects it"));
    CHECK(hop_ban_find(&c->g, c->facts, &c->cfg, module(c, "while_loop_body_graph_0"), RC_INPUT_MUTATION, &ban));
    CHECK(ban.ruling.mixed && ban.ruling.rejecting == CAPTURE_BIT(CAPTURE_COMPILE));
    CHECK(strstr(hop_ban_mixed_words(&c->a, &ban), "only torch.compile with AOTAutograd rejects it"));
    uint32_t n = 0;
    const HopCall *calls = hop_calls(c->facts, &n);
    int generated = 0, user = 0;
    for (uint32_t i = 0; i < n; i++) {
        if (calls[i].kind != HOP_INVOKE_SUBGRAPH) {
            CHECK(!hop_ban_generated(&c->g, &calls[i]));
            continue;
        }
        if (hop_ban_generated(&c->g, &calls[i])) generated++;
        else user++;
    }
    CHECK(generated == 2); /* partitioned_fw_subgraph_0_0, and the fw_ identifier */
    CHECK(user == 1);

    /* A printed-code file shows no capture path, unless its name is one torch.compile writes:
     * the debug folder's Inductor graphs and depyf's AOT graphs (AOTAutograd), depyf's Dynamo
     * graphs (the backend not shown) */
    const uint8_t aot = CAPTURE_BIT(CAPTURE_COMPILE), dynamo = aot | CAPTURE_BIT(CAPTURE_COMPILE_EAGER);
    const char *path = c->src.path;
    CHECK(assume_capture(&c->g, CAPTURE_AUTO) == CAPTURE_ALL_PATHS);
    CHECK(assume_capture(&c->g, CAPTURE_MAKE_FX) == CAPTURE_BIT(CAPTURE_MAKE_FX));
    c->src.path = "run/torchinductor/model__0_forward_1.0/fx_graph_readable.py";
    CHECK(assume_capture(&c->g, CAPTURE_AUTO) == aot);
    c->src.path = "fx_graph_readable.py"; /* not in a debug folder */
    CHECK(assume_capture(&c->g, CAPTURE_AUTO) == CAPTURE_ALL_PATHS);
    c->src.path = "depyf/__compiled_fn_1.Forward_graph.0.py";
    CHECK(assume_capture(&c->g, CAPTURE_AUTO) == aot);
    c->src.path = "depyf/__compiled_fn_1.__compiled_fn_1_7f7fcb1c.0.py";
    CHECK(assume_capture(&c->g, CAPTURE_AUTO) == dynamo);
    CHECK(assume_capture(&c->g, CAPTURE_EXPORT) == CAPTURE_BIT(CAPTURE_EXPORT)); /* what is said wins */
    c->src.path = path;
}

int main(void)
{
    Harness c;
    harness_open(&c, NULL);
    test_grad(&c);
    test_invoke(&c);
    harness_close(&c);
    return harness_exit("test_hop_ban");
}
