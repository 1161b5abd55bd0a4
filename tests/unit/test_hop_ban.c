/* Unit tests of hop_ban.h: which call holds a subgraph to a check under the release table
 * (cond's with grad disabled, assumed or printed, per capture path), Dynamo detection, and the
 * invoke_subgraph calls PyTorch makes itself. Graphs are parsed from printed code. */
#include <stdio.h>
#include <string.h>

#include "analysis/alias.h"
#include "harness.h"
#include "analysis/assume.h"
#include "analysis/hop_ban.h"
#include "knowledge/capture.h"

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
    c->cfg.grad_said = true;
    CHECK(hop_ban_find(&c->g, c->facts, &c->cfg, module(c, "cond_true_1"), RC_ALIAS_IN_OUT, &ban));
    c->cfg.capture = CAPTURE_EXPORT;
    CHECK(!hop_ban_find(&c->g, c->facts, &c->cfg, module(c, "cond_true_2"), RC_ALIAS_IN_OUT, &ban));
    /* ... export accepts it with grad off (2.12+); 2.9's Dynamo rejected both with grad off, on every path */
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
    CHECK(assume_printed_grad(&c->g, c->facts, ban.call) == 0);
    /* ATen ops annotated without strides: make_fx's printout. while_loop's frontend rejects the
     * alias on every path (Dynamo traces the body); with grad off only AOTAutograd rejects the
     * carried input's mutation, and make_fx accepts it */
    CHECK(!ban.ruling.mixed && ban.ruling.rejecting == CAPTURE_BIT(CAPTURE_MAKE_FX) && !hop_ban_unsure(&ban));
    CHECK(!hop_ban_find(&c->g, c->facts, &c->cfg, module(c, "while_loop_body_graph_0"), RC_INPUT_MUTATION, &ban));
    /* the paths of torch.compile, whose backend a Dynamo graph does not show, disagree there */
    c->cfg.capture = CAPTURE_COMPILE;
    CHECK(hop_ban_find(&c->g, c->facts, &c->cfg, module(c, "while_loop_body_graph_0"), RC_INPUT_MUTATION, &ban));
    CHECK(!ban.ruling.mixed && ban.ruling.rejecting == CAPTURE_BIT(CAPTURE_COMPILE));
    c->cfg.capture = CAPTURE_AUTO;
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

    /* ATen ops annotated without strides read as make_fx's printout, unless the file's name is one
     * torch.compile writes: the debug folder's Inductor graphs and depyf's AOT graphs
     * (AOTAutograd), depyf's Dynamo graphs (the backend not shown) */
    const uint8_t aot = CAPTURE_BIT(CAPTURE_COMPILE), dynamo = aot | CAPTURE_BIT(CAPTURE_COMPILE_EAGER);
    const char *path = c->src.path;
    CHECK(assume_capture(c->facts, CAPTURE_AUTO) == CAPTURE_BIT(CAPTURE_MAKE_FX));
    CHECK(assume_capture(c->facts, CAPTURE_EXPORT) == CAPTURE_BIT(CAPTURE_EXPORT)); /* what is said wins */
    /* the facts read the path once, when built: the file names are asked of the reading */
    c->src.path = "run/torchinductor/model__0_forward_1.0/fx_graph_readable.py";
    CHECK(capture_read(&c->g).paths == aot);
    c->src.path = "fx_graph_readable.py"; /* not in a debug folder */
    CHECK(capture_read(&c->g).paths == CAPTURE_BIT(CAPTURE_MAKE_FX));
    c->src.path = "depyf/__compiled_fn_1.Forward_graph.0.py";
    CHECK(capture_read(&c->g).paths == aot);
    c->src.path = "depyf/__compiled_fn_1.__compiled_fn_1_7f7fcb1c.0.py";
    CHECK(capture_read(&c->g).paths == dynamo);
    c->src.path = path;
}

/* An ExportedProgram's graph as 2.13 prints it, no grad mode shown: the true branch writes its
 * input twice, once as the user wrote it and once where an FX pass swapped sin for sin_ (the
 * node keeps its origin), and a third write a pass inserted (no origin among nodes with one). */
static const char *const edited_text =
    "class GraphModule(torch.nn.Module):\n"
    "    def forward(self, p: \"b8[]\", x: \"f32[4]\"):\n"
    "        true_graph_0 = self.true_graph_0\n"
    "        false_graph_0 = self.false_graph_0\n"
    "        cond = torch.ops.higher_order.cond(p, true_graph_0, false_graph_0, (x,))\n"
    "        getitem: \"f32[4]\" = cond[0]\n"
    "        return (getitem,)\n"
    "\n"
    "    class true_graph_0(torch.nn.Module):\n"
    "        def forward(self, x: \"f32[4]\"):\n"
    "            # File: m.py:5 in true_fn, code: x.add_(1)\n"
    "            add_: \"f32[4]\" = torch.ops.aten.add_.Tensor(x, 1)\n"
    "            # File: m.py:6 in true_fn, code: return x.sin()\n"
    "            sin: \"f32[4]\" = torch.ops.aten.sin_.default(x)\n"
    "            # No stacktrace found for following nodes\n"
    "            mul_: \"f32[4]\" = torch.ops.aten.mul_.Tensor(x, 2)\n"
    "            return (sin,)\n"
    "\n"
    "    class false_graph_0(torch.nn.Module):\n"
    "        def forward(self, x: \"f32[4]\"):\n"
    "            # File: m.py:8 in false_fn, code: return x.cos()\n"
    "            cos: \"f32[4]\" = torch.ops.aten.cos.default(x)\n"
    "            return (cos,)\n";

static NodeId node_named(Harness *c, ModuleId m, const char *name)
{
    const Module *mod = graph_module(&c->g, m);
    for (NodeId i = 0; i < mod->nnodes; i++)
        if (str_eqz(mod->nodes[i].name, name)) return i;
    return NONE_ID;
}

static void test_grad_not_said(Harness *c)
{
    if (!harness_parse_clean(c, FMT_READABLE, edited_text)) {
        CHECK(!"edited_text parses");
        return;
    }
    ModuleId t = module(c, "true_graph_0");
    HopBan ban;
    /* read as make_fx (no strides); nobody says the grad mode: the modes disagree since 2.12 */
    CHECK(assume_capture(c->facts, c->cfg.capture) == CAPTURE_BIT(CAPTURE_MAKE_FX));
    CHECK(!c->cfg.grad_said && !assume_grad_known(&c->g, c->facts, &c->cfg, &hop_calls(c->facts, &(uint32_t){0})[0]));
    CHECK(hop_ban_find(&c->g, c->facts, &c->cfg, t, RC_INPUT_MUTATION, &ban));
    CHECK(ban.ruling.grad_mixed && !ban.ruling.mixed && ban.ruling.grads_rejecting == GRAD_BIT(GRAD_ENABLED) &&
          hop_ban_unsure(&ban) && ban.ruling.accepting && ban.ruling.accepting->since == 212);
    CHECK(strstr(hop_ban_mixed_words(&c->a, &ban), "rejected under grad enabled; accepted under no_grad and "
                                                  "inference_mode since 2.12; the dump does not show the grad mode"));
    /* the user's own write settles nothing; the retargeted and the inserted node do */
    HopBan site = ban;
    CHECK(!hop_ban_settle_by_edit(&c->a, &c->g, &site, t, node_named(c, t, "add_")) && site.ruling.grad_mixed);
    const char *why = hop_ban_settle_by_edit(&c->a, &c->g, &site, t, node_named(c, t, "sin"));
    CHECK(why && strstr(why, "'sin_' where its origin comment records `return x.sin()`") && !hop_ban_unsure(&site) &&
          site.grad == GRAD_ENABLED);
    site = ban;
    why = hop_ban_settle_by_edit(&c->a, &c->g, &site, t, node_named(c, t, "mul_"));
    CHECK(why && strstr(why, "'mul_' printed without an origin") && !site.ruling.grad_mixed);
    /* Dynamo's own graph in a log: Dynamo traced the write, which every release that traces it
     * does only with grad off, where they accept it; 2.11 refuses it under every mode */
    GraphStage stage = c->g.stage;
    c->g.stage = STAGE_DYNAMO;
    CHECK(!hop_ban_find(&c->g, c->facts, &c->cfg, t, RC_INPUT_MUTATION, &ban));
    /* and the branch returns sin_'s result, an alias of its input: judged with grad off too,
     * since the writes show the mode (AOTAutograd auto-functionalizes such a cond) */
    CHECK(!hop_ban_find(&c->g, c->facts, &c->cfg, t, RC_ALIAS_IN_OUT, &ban));
    c->g.stage = stage;
    CHECK(hop_ban_find(&c->g, c->facts, &c->cfg, t, RC_ALIAS_IN_OUT, &ban) && hop_ban_unsure(&ban));
    c->g.stage = STAGE_DYNAMO;
    int target = c->cfg.target_version;
    c->cfg.target_version = 211;
    CHECK(hop_ban_find(&c->g, c->facts, &c->cfg, t, RC_INPUT_MUTATION, &ban) && !hop_ban_unsure(&ban));
    c->cfg.target_version = target;
    c->g.stage = stage;
    /* said: no longer open */
    c->cfg.grad_said = true;
    CHECK(hop_ban_find(&c->g, c->facts, &c->cfg, t, RC_INPUT_MUTATION, &ban) && !hop_ban_unsure(&ban));
    c->cfg.grad = GRAD_NO_GRAD;
    CHECK(!hop_ban_find(&c->g, c->facts, &c->cfg, t, RC_INPUT_MUTATION, &ban));
    config_init_defaults(&c->cfg);
}

int main(void)
{
    Harness c;
    harness_open(&c, NULL);
    test_grad(&c);
    test_invoke(&c);
    test_grad_not_said(&c);
    harness_close(&c);
    return harness_exit("test_hop_ban");
}
