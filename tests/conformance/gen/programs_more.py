"""Programs for the HOPs beyond the control-flow family: flex_attention, auto_functionalized,
effects (with_effects / print), export wrappers, autograd.Function, rng, and the HOPs that
are called directly because no public API reaches them on CPU. Registered into
programs.PROGRAMS by programs.py."""
from programs import CAPTURES_ALL, CAPTURES_FULL, MODULE_INIT, add, ind, src_of

# ---------------------------------------------------------------------------------------
# flex_attention: q, k, v f32[1, 2, 8, 4]
FLEX_HDR = """from torch.nn.attention.flex_attention import flex_attention, create_block_mask
"""
FLEX_INPUTS = "torch.randn(1, 2, 8, 4), torch.randn(1, 2, 8, 4), torch.randn(1, 2, 8, 4)"


def flex_prog(pid, family, check, desc, score_lines, score_ret="score", mask=None, expect=None,
              grad_inputs=False, backward=False, hop="flex_attention", extra_init=""):
    mask_def = ""
    bm = "None"
    if mask:
        mask_def = f"""
def mask_mod(b, h, q_idx, kv_idx):
{ind(mask, 4)}


BLOCK_MASK = create_block_mask(mask_mod, 1, 2, 8, 8, device="cpu")
"""
        bm = "BLOCK_MASK"
    fwd = "out = flex_attention(q, k, v, score_mod=score_mod, block_mask=%s)" % bm
    if backward:
        fwd += "\n        (gq,) = torch.autograd.grad(out.sum(), (q,))\n        return out, gq"
    else:
        fwd += "\n        return out"
    mk = "x.requires_grad_()" if grad_inputs else "x"
    body = f"""{FLEX_HDR}{mask_def}
{MODULE_INIT}{extra_init}
    def forward(self, q, k, v):
        def score_mod(score, b, h, m, n):
{ind(list(score_lines) + ["return " + score_ret], 12)}

        {fwd}


def inputs():
    return tuple({mk} for x in ({FLEX_INPUTS}))
"""
    add(pid, hop, family, check, desc, src_of(pid, hop, family, check, desc, body),
        expect=expect)


flex_prog("flex_ok", "baseline", "none", "flex_attention with a relative-position score_mod",
          [], "score + (m - n)")
flex_prog("flex_identity", "baseline", "none", "flex_attention with an identity score_mod", [],
          "score")
flex_prog("flex_buffer_read", "baseline", "none", "score_mod reads a captured buffer",
          [], "score + self.bias[h]", extra_init="\n        self.register_buffer('bias', torch.randn(2))")
flex_prog("flex_mut_buffer", "mutation", "score_mod writes a captured buffer",
          "score_mod does self.bias.add_(1)", ["self.bias.add_(1)"], "score + self.bias[h]",
          extra_init="\n        self.register_buffer('bias', torch.randn(2))", expect="mutation")
flex_prog("flex_mut_score", "mutation", "score_mod writes its score input",
          "score_mod does score.add_(1)", ["score.add_(1)"], "score", expect="mutation")
flex_prog("flex_alias_score", "aliasing", "score_mod returns a view of score",
          "score_mod returns score.view(())", [], "score.view(())", expect="aliasing")
flex_prog("flex_dd_item", "data_dependent", ".item() in score_mod",
          "score_mod uses score.item()", [], "score + score.item()", expect="data_dependent")
flex_prog("flex_md_dtype", "metadata", "score_mod returns float64",
          "score_mod changes the dtype", [], "score.to(torch.float64)", expect="metadata")
flex_prog("flex_mask_causal", "baseline", "none", "flex_attention with a causal block mask",
          [], "score", mask=["return q_idx >= kv_idx"])
flex_prog("flex_mask_buffer", "baseline", "none", "mask_mod reads a global tensor",
          [], "score", mask=["return KEEP[kv_idx]"])
flex_prog("flex_backward", "baseline", "none",
          "flex_attention and its backward (torch.autograd.grad inside forward)",
          [], "score + (m - n)", grad_inputs=True, backward=True, hop="flex_attention_backward")
flex_prog("flex_backward_mut", "mutation", "score_mod writes score, with backward",
          "flex_attention backward with a mutating score_mod", ["score.add_(1)"], "score",
          grad_inputs=True, backward=True, hop="flex_attention_backward", expect="mutation")
flex_prog("flex_grad_inputs", "baseline", "none",
          "flex_attention on inputs that require grad (aot_eager shows the backward HOP)",
          [], "score * 2", grad_inputs=True, hop="flex_attention_backward")
for p in __import__("programs").PROGRAMS:
    if p["id"] == "flex_mask_buffer":
        p["src"] = p["src"].replace("def mask_mod", "KEEP = torch.tensor([True] * 6 + [False] * 2)\n\n\ndef mask_mod")

# ---------------------------------------------------------------------------------------
# auto_functionalized / auto_functionalized_v2: a custom op that mutates its argument
AF_HDR = """
@torch.library.custom_op("conformance::{name}", mutates_args=("x",))
def {name}(x: torch.Tensor) -> None:
    x.add_(1)


@{name}.register_fake
def _(x):
    return None


@torch.library.custom_op("conformance::{name}_ret", mutates_args=("x",))
def {name}_ret(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    x.add_(y)
    return y.sin()


@{name}_ret.register_fake
def _(x, y):
    return torch.empty_like(y)
"""


def af_prog(pid, family, check, desc, fwd_lines, ret, expect=None, hop="auto_functionalized_v2",
            x_init="torch.randn(4, 4)", captures=CAPTURES_FULL):
    name = pid
    body = f"""{AF_HDR.format(name=name)}
{MODULE_INIT}
    def forward(self, x):
{ind(list(fwd_lines) + ["return " + ret], 8)}


def inputs():
    return ({x_init},)
""".replace("OP(", f"{name}(").replace("OPR(", f"{name}_ret(")
    add(pid, hop, family, check, desc, src_of(pid, hop, family, check, desc, body),
        expect=expect, captures=captures)


af_prog("af_input", "export_aot", "custom op mutates a graph input",
        "a mutating custom op on the user input", ["y = x.clone()", "OP(x)"], "x + y")
af_prog("af_buffer", "export_aot", "custom op mutates a buffer",
        "a mutating custom op on a module buffer", ["OP(self.buf)"], "x + self.buf")
af_prog("af_intermediate", "export_aot", "custom op mutates an intermediate",
        "a mutating custom op on a clone", ["y = x.clone()", "OP(y)"], "y", hop="auto_functionalized")
af_prog("af_view", "export_aot", "custom op mutates a view of the input",
        "a mutating custom op on x[0]", ["OP(x[0])"], "x.sin()")
af_prog("af_slice", "export_aot", "custom op mutates a slice of the input",
        "a mutating custom op on x[1:3]", ["OP(x[1:3])"], "x.sin()")
af_prog("af_returns", "export_aot", "custom op mutates and returns a new tensor",
        "a mutating custom op that also returns", ["z = OPR(x, x.cos())"], "z",
        hop="auto_functionalized")
af_prog("af_in_cond", "mutation", "custom op mutates a cond operand",
        "a mutating custom op inside a cond branch",
        ["def t(x):", "    y = x.clone()", "    OP(x)", "    return y",
         "def f(x):", "    return x.cos()", "out = torch.cond(x.sum() > 0, t, f, (x,))"],
        "out", expect="mutation")
af_prog("af_in_region", "mutation", "custom op mutates a nested_compile_region input",
        "a mutating custom op inside a region called twice",
        ["r = torch.compiler.nested_compile_region(lambda t: (OP(t), t.sin())[1])",
         "a = r(x)", "b = r(x.cos())"], "a + b")
af_prog("af_in_while", "mutation", "custom op mutates a while_loop carry",
        "a mutating custom op in body_fn",
        ["from torch._higher_order_ops import while_loop",
         "def c(i, x):", "    return i < 2",
         "def b(i, x):", "    y = x.clone()", "    OP(x)", "    return i + 1, y",
         "out = while_loop(c, b, (torch.tensor(0), x))"], "out[1]", expect="mutation")
af_prog("af_in_ckpt", "mutation", "custom op mutates inside checkpoint",
        "a mutating custom op inside torch.utils.checkpoint",
        ["import torch.utils.checkpoint",
         "def f(x):", "    y = x.clone()", "    OP(y)", "    return y",
         "out = torch.utils.checkpoint.checkpoint(f, x, use_reentrant=False)"], "out",
        hop="auto_functionalized")

# auto_functionalized (v1): 2.13 emits auto_functionalized_v2 everywhere by default; v1 only
# with torch._inductor.config.enable_auto_functionalized_v2 = False
for pid, lines, ret, desc in [
    ("af_v1_input", ["y = x.clone()", "OP(x)"], "x + y", "v1: a mutating custom op on the user input"),
    ("af_v1_view", ["OP(x[0])"], "x.sin()", "v1: a mutating custom op on x[0]"),
    ("af_v1_buffer", ["OP(self.buf)"], "x + self.buf", "v1: a mutating custom op on a buffer"),
]:
    af_prog(pid, "export_aot", "enable_auto_functionalized_v2=False", desc, lines, ret,
            hop="auto_functionalized")
    PROGRAMS_REF = __import__("programs").PROGRAMS
    PROGRAMS_REF[-1]["src"] += "\n\nINDUCTOR_CONFIG = {'enable_auto_functionalized_v2': False}\n"

# ---------------------------------------------------------------------------------------
# effects: print HOP and aten._print (ORDERED effects -> with_effects + tokens)
def eff_prog(pid, family, check, desc, fwd_lines, ret, hop="with_effects", expect=None,
             captures=CAPTURES_FULL):
    body = f"""from torch._higher_order_ops.print import print as hop_print
from torch._higher_order_ops import while_loop

{MODULE_INIT}
    def forward(self, x):
{ind(list(fwd_lines) + ["return " + ret], 8)}


def inputs():
    return (torch.randn(4, 4),)
"""
    add(pid, hop, family, check, desc, src_of(pid, hop, family, check, desc, body),
        expect=expect, captures=captures)


eff_prog("eff_print_top", "effects", "print HOP at top level", "hop_print of a tensor",
         ["hop_print('x = {}', x)"], "x.sin()", hop="print")
eff_prog("eff_print_twice", "effects", "two ordered prints", "two prints: tokens chain",
         ["hop_print('a {}', x)", "y = x.sin()", "hop_print('b {}', y)"], "y", hop="print")
eff_prog("eff_aten_print", "effects", "aten._print at top level", "torch.ops.aten._print",
         ["torch.ops.aten._print('hello')"], "x.sin()")
eff_prog("eff_aten_print_twice", "effects", "two aten._print calls", "two aten._print",
         ["torch.ops.aten._print('a')", "y = x.sin()", "torch.ops.aten._print('b')"], "y")
eff_prog("eff_print_in_cond", "effects", "print inside a cond branch",
         "an effectful op inside a HOP subgraph",
         ["def t(x):", "    hop_print('t {}', x)", "    return x.sin()",
          "def f(x):", "    return x.cos()"], "torch.cond(x.sum() > 0, t, f, (x,))",
         expect="effects")
eff_prog("eff_aten_print_in_cond", "effects", "aten._print inside a cond branch",
         "aten._print in a branch",
         ["def t(x):", "    torch.ops.aten._print('t')", "    return x.sin()",
          "def f(x):", "    return x.cos()"], "torch.cond(x.sum() > 0, t, f, (x,))",
         expect="effects")
eff_prog("eff_print_in_while", "effects", "print inside a while_loop body",
         "print in body_fn",
         ["def c(i, x):", "    return i < 2",
          "def b(i, x):", "    hop_print('i {}', i)", "    return i + 1, x.sin()"],
         "while_loop(c, b, (torch.tensor(0), x))", expect="effects")
eff_prog("eff_print_in_region", "effects", "print inside a nested_compile_region",
         "print in an invoke_subgraph body called twice",
         ["def body(t):", "    hop_print('r {}', t)", "    return t.sin()",
          "r = torch.compiler.nested_compile_region(body)"], "r(x) + r(x.cos())",
         expect="effects")
eff_prog("eff_print_in_ckpt", "effects", "print inside checkpoint", "print in a checkpointed fn",
         ["import torch.utils.checkpoint", "def f(x):", "    hop_print('c {}', x)",
          "    return x.sin()"],
         "torch.utils.checkpoint.checkpoint(f, x, use_reentrant=False)", expect="effects")
eff_prog("eff_print_mut", "effects", "print and a buffer mutation", "print plus self.buf.add_",
         ["hop_print('x {}', x)", "self.buf.add_(1)"], "x + self.buf")

# ---------------------------------------------------------------------------------------
# export wrappers: grad-mode and autocast regions inside forward
def wrap_ctx_prog(pid, hop, family, check, desc, fwd_lines, ret, expect=None, x_init="torch.randn(4, 4)"):
    body = f"""
{MODULE_INIT}
        self.lin = torch.nn.Linear(4, 4)

    def forward(self, x):
{ind(list(fwd_lines) + ["return " + ret], 8)}


def inputs():
    return ({x_init},)
"""
    add(pid, hop, family, check, desc, src_of(pid, hop, family, check, desc, body),
        expect=expect, captures=CAPTURES_FULL)


wrap_ctx_prog("setgrad_nograd_region", "wrap_with_set_grad_enabled", "baseline",
              "torch.no_grad() region in forward", "a no_grad block inside forward",
              ["y = self.lin(x)", "with torch.no_grad():", "    z = y.sin()"], "y + z")
wrap_ctx_prog("setgrad_enable_region", "wrap_with_set_grad_enabled", "baseline",
              "torch.enable_grad() region in forward", "an enable_grad block inside forward",
              ["with torch.enable_grad():", "    y = self.lin(x)"], "y.sin()")
wrap_ctx_prog("setgrad_mut_in_region", "wrap_with_set_grad_enabled", "mutation",
              "buffer mutation inside a no_grad block", "self.buf.add_ in a no_grad block",
              ["with torch.no_grad():", "    self.buf.add_(1)"], "self.lin(x) + self.buf")
wrap_ctx_prog("setgrad_input_mut_region", "wrap_with_set_grad_enabled", "mutation",
              "input mutation inside a no_grad block", "x.add_ in a no_grad block",
              ["with torch.no_grad():", "    x.add_(1)"], "self.lin(x)")
wrap_ctx_prog("setgrad_alias_region", "wrap_with_set_grad_enabled", "aliasing",
              "no_grad block returns a view of the input", "y = x.view(16) in a no_grad block",
              ["with torch.no_grad():", "    y = x.view(16)"], "self.lin(y.view(4, 4))")
wrap_ctx_prog("setgrad_dd_region", "wrap_with_set_grad_enabled", "data_dependent",
              "nonzero inside a no_grad block", "nonzero in a no_grad block",
              ["with torch.no_grad():", "    n = x.nonzero().shape[0]"], "self.lin(x) + n")
wrap_ctx_prog("autocast_region", "wrap_with_autocast", "baseline", "autocast region",
              "torch.autocast('cpu', bfloat16) block",
              ["with torch.autocast('cpu', dtype=torch.bfloat16):", "    y = self.lin(x)"],
              "y.float()")
wrap_ctx_prog("autocast_mut_region", "wrap_with_autocast", "mutation",
              "buffer mutation in an autocast region", "self.buf.add_ under autocast",
              ["with torch.autocast('cpu', dtype=torch.bfloat16):", "    y = self.lin(x)",
               "    self.buf.add_(1)"], "y.float() + self.buf")
wrap_ctx_prog("autocast_input_mut_region", "wrap_with_autocast", "mutation",
              "input mutation in an autocast region", "x.mul_ under autocast",
              ["with torch.autocast('cpu', dtype=torch.bfloat16):", "    x.mul_(2)",
               "    y = self.lin(x)"], "y.float()")
wrap_ctx_prog("autocast_disabled_region", "wrap_with_autocast", "baseline",
              "nested autocast(enabled=False)", "an autocast block with a disabled inner block",
              ["with torch.autocast('cpu', dtype=torch.bfloat16):", "    y = self.lin(x)",
               "    with torch.autocast('cpu', enabled=False):", "        z = y.float().sin()"],
              "z")

# ---------------------------------------------------------------------------------------
# autograd.Function -> autograd_function_apply (Dynamo); custom_function_call (functorch)
AF_FN = """
class Double(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
{fwd}

    @staticmethod
    def backward(ctx, g):
        return g * 2
"""


def agf_prog(pid, hop, family, check, desc, fwd_lines, call="Double.apply(x)", expect=None):
    body = AF_FN.format(fwd=ind(fwd_lines, 8)) + f"""

{MODULE_INIT}
    def forward(self, x):
        return {call}


def inputs():
    return (torch.randn(4, 4, requires_grad=True),)
"""
    add(pid, hop, family, check, desc, src_of(pid, hop, family, check, desc, body),
        expect=expect, captures=CAPTURES_FULL)


agf_prog("agf_ok", "autograd_function_apply", "baseline", "none", "autograd.Function x * 2",
         ["return x * 2"])
agf_prog("agf_mut_input", "autograd_function_apply", "mutation", "forward mutates its input",
         "autograd.Function forward does x.mul_(2)", ["x.mul_(2)", "return x.clone()"],
         expect="mutation")
agf_prog("agf_alias_input", "autograd_function_apply", "aliasing", "forward returns its input",
         "autograd.Function forward returns x", ["return x"], expect="aliasing")
agf_prog("agf_view_input", "autograd_function_apply", "aliasing", "forward returns a view",
         "autograd.Function forward returns x.view(16)", ["return x.view(16)"],
         expect="aliasing")
agf_prog("agf_dd", "autograd_function_apply", "data_dependent", "nonzero in forward",
         "autograd.Function forward uses nonzero", ["return x * x.nonzero().shape[0]"],
         expect="data_dependent")
agf_prog("agf_save", "autograd_function_apply", "baseline", "save_for_backward",
         "autograd.Function saving its input", ["ctx.save_for_backward(x)", "return x.sin()"])
agf_prog("cfc_ok", "custom_function_call", "baseline", "none",
         "custom_function_call(Double, x) called directly", ["return x * 2"],
         call="torch._functorch.autograd_function.custom_function_call(Double, x)")
agf_prog("cfc_mut", "custom_function_call", "mutation", "forward mutates its input",
         "custom_function_call of a mutating Function", ["x.mul_(2)", "return x.clone()"],
         call="torch._functorch.autograd_function.custom_function_call(Double, x)",
         expect="mutation")
agf_prog("cfc_vmap", "custom_function_call", "baseline", "none",
         "vmap over an autograd.Function (functorch runs custom_function_call)",
         ["return x * 2"], call="torch.vmap(Double.apply)(x)")
agf_prog("cfc_grad", "custom_function_call", "baseline", "none",
         "torch.func.grad over an autograd.Function", ["return x * 2"],
         call="torch.func.grad(lambda t: Double.apply(t).sum())(x)")

# ---------------------------------------------------------------------------------------
# HOPs called directly (no public front end reaches them on CPU, or only internal passes do)
def direct_prog(pid, hop, family, check, desc, pre, fwd_lines, ret, x_init="torch.randn(4, 4)",
                expect=None, captures=CAPTURES_ALL, extra_inputs=""):
    # FX-traced bodies live at module level so Dynamo can reach them through a global
    for l in [l for l in fwd_lines if l.startswith("gm = ")]:
        pre = pre + "\nGM = " + l[len("gm = "):] + "\n"
        fwd_lines = [k for k in fwd_lines if k != l]
        ret = ret.replace("(gm,", "(GM,").replace("gm, x)", "GM, x)")
    body = f"""{pre}
{MODULE_INIT}
    def forward(self, x{extra_inputs and ', y'}):
{ind(list(fwd_lines) + ["return " + ret], 8)}


def inputs():
    return ({x_init},{extra_inputs})
"""
    add(pid, hop, family, check, desc, src_of(pid, hop, family, check, desc, body),
        expect=expect, captures=captures)


# out_dtype
OD = "from torch._higher_order_ops.out_dtype import out_dtype\n"
direct_prog("out_dtype_mm", "out_dtype", "baseline", "int8 mm to int32", "out_dtype(mm, int32)",
            OD, [], "out_dtype(torch.ops.aten.mm.default, torch.int32, x, y)",
            x_init="torch.randint(-8, 8, (4, 4), dtype=torch.int8)",
            extra_inputs=" torch.randint(-8, 8, (4, 4), dtype=torch.int8)")
direct_prog("out_dtype_add", "out_dtype", "baseline", "float add to float64",
            "out_dtype(add, float64)", OD, [],
            "out_dtype(torch.ops.aten.add.Tensor, torch.float64, x, y)",
            extra_inputs=" torch.randn(4, 4)")
direct_prog("out_dtype_inplace", "out_dtype", "mutation", "in-place op inside out_dtype",
            "out_dtype(add_, ...): an in-place op", OD, [],
            "out_dtype(torch.ops.aten.add_.Tensor, torch.float32, x, y)",
            extra_inputs=" torch.randn(4, 4)", expect="mutation")
direct_prog("out_dtype_view", "out_dtype", "aliasing", "view op inside out_dtype",
            "out_dtype(view, ...)", OD, [],
            "out_dtype(torch.ops.aten.t.default, torch.float32, x)", expect="aliasing")
direct_prog("out_dtype_not_op", "out_dtype", "combine_fn", "a Python function instead of an OpOverload",
            "out_dtype(lambda)", OD, [], "out_dtype(lambda a, b: a + b, torch.float64, x, y)",
            extra_inputs=" torch.randn(4, 4)", expect="metadata")

# foreach_map
FM = "from torch._higher_order_ops.foreach_map import foreach_map\n"
direct_prog("foreach_map_add", "foreach_map", "baseline", "pointwise add over lists",
            "foreach_map(add, [x, y], [y, x])", FM, [],
            "foreach_map(lambda a, b: a + b, [x, y], [y, x])", extra_inputs=" torch.randn(4, 4)")
direct_prog("foreach_map_unary", "foreach_map", "baseline", "unary op over a list",
            "foreach_map(sin, [x, y])", FM, [], "foreach_map(torch.sin, [x, y])",
            extra_inputs=" torch.randn(4, 4)")
direct_prog("foreach_map_mut", "foreach_map", "mutation", "in-place op in the mapped fn",
            "foreach_map(lambda a: a.add_(1), [x, y])", FM, [],
            "foreach_map(lambda a: a.add_(1), [x, y])", extra_inputs=" torch.randn(4, 4)",
            expect="mutation")
direct_prog("foreach_map_alias", "foreach_map", "aliasing", "the mapped fn returns its input",
            "foreach_map(lambda a: a, [x, y])", FM, [], "foreach_map(lambda a: a, [x, y])",
            extra_inputs=" torch.randn(4, 4)", expect="aliasing")

# invoke_quant
IQ = "from torch._higher_order_ops import InvokeQuant\n"
direct_prog("invoke_quant_ok", "invoke_quant", "baseline", "InvokeQuant over a pointwise fn",
            "InvokeQuant()(fn, x, scheme='nf4')", IQ, ["def fn(a):", "    return a.sin() * 2"],
            "InvokeQuant()(fn, x, scheme='nf4')")
direct_prog("invoke_quant_mut", "invoke_quant", "mutation", "the quant fn writes its input",
            "InvokeQuant()(fn) with fn doing a.add_(1)", IQ,
            ["def fn(a):", "    a.add_(1)", "    return a.sin()"],
            "InvokeQuant()(fn, x, scheme='nf4')", expect="mutation")
direct_prog("invoke_quant_alias", "invoke_quant", "aliasing", "the quant fn returns its input",
            "InvokeQuant()(fn) with fn returning a", IQ, ["def fn(a):", "    return a"],
            "InvokeQuant()(fn, x, scheme='nf4')", expect="aliasing")
direct_prog("invoke_quant_packed", "invoke_quant_packed", "baseline", "invoke_quant_packed direct",
            "torch.ops.higher_order.invoke_quant_packed(gm, x, scheme=...)",
            "", ["gm = torch.fx.symbolic_trace(lambda a: a.sin() * 2)"],
            "torch.ops.higher_order.invoke_quant_packed(gm, x, scheme='nf4')")

# local_map_hop
LM = "from torch._higher_order_ops.local_map import local_map_hop\n"
direct_prog("local_map_ok", "local_map_hop", "baseline", "local_map_hop over a traced body",
            "local_map_hop(gm, x) with an FX-traced body", LM,
            ["gm = torch.fx.symbolic_trace(lambda a: (a.sin() * 2,))"], "local_map_hop(gm, x)")
direct_prog("local_map_mut", "local_map_hop", "mutation", "the body writes its input",
            "local_map_hop body does a.add_(1)", LM,
            ["gm = torch.fx.symbolic_trace(lambda a: (a.add_(1),))"], "local_map_hop(gm, x)",
            expect="mutation")
direct_prog("local_map_alias", "local_map_hop", "aliasing", "the body returns its input",
            "local_map_hop body returns a view of a", LM,
            ["gm = torch.fx.symbolic_trace(lambda a: (a.view(16),))"], "local_map_hop(gm, x)",
            expect="aliasing")

# wrap family (direct)
W = "from torch._higher_order_ops import wrap as W\n"
direct_prog("wrap_ckpt_direct", "wrap_activation_checkpoint", "baseline", "direct call",
            "wrap_activation_checkpoint(gm, x)", W,
            ["gm = torch.fx.symbolic_trace(lambda a: a.sin() * 2)"],
            "W.wrap_activation_checkpoint(gm, x)")
direct_prog("wrap_ckpt_mut", "wrap_activation_checkpoint", "mutation", "body writes its input",
            "wrap_activation_checkpoint of a mutating gm", W,
            ["gm = torch.fx.symbolic_trace(lambda a: a.add_(1))"],
            "W.wrap_activation_checkpoint(gm, x)", expect="mutation")
direct_prog("tag_ckpt_direct", "tag_activation_checkpoint", "baseline", "direct call",
            "tag_activation_checkpoint(gm, x) called directly", W,
            ["gm = torch.fx.symbolic_trace(lambda a: a.sin() * 2)"],
            "W.tag_activation_checkpoint(gm, x)")
direct_prog("bypass_direct", "dynamo_bypassing_wrapper", "baseline", "direct call",
            "dynamo_bypassing_wrapper(wrapper, fn, x)", W,
            ["def wrapper(fn):", "    return fn"],
            "W.dynamo_bypassing_wrapper(wrapper, lambda a: a.sin(), x)")
direct_prog("bypass_mut", "dynamo_bypassing_wrapper", "mutation", "inner fn writes its input",
            "dynamo_bypassing_wrapper of a mutating fn", W, ["def wrapper(fn):", "    return fn"],
            "W.dynamo_bypassing_wrapper(wrapper, lambda a: a.add_(1), x)", expect="mutation")
direct_prog("setgrad_direct", "wrap_with_set_grad_enabled", "baseline", "direct call",
            "wrap_with_set_grad_enabled(False, fn, x)", W, [],
            "W.wrap_with_set_grad_enabled(False, lambda a: a.sin(), x)")
direct_prog("autocast_direct", "wrap_with_autocast", "baseline", "direct call",
            "wrap_with_autocast('cpu', bf16, True, None, fn, x)", W, [],
            "W.wrap_with_autocast('cpu', torch.bfloat16, True, None, lambda a: a @ a, x)")
direct_prog("wrap_direct", "wrap", "baseline", "direct call", "wrap(fn, x) outside compile",
            W, [], "W.wrap(lambda a: a.sin(), x)")
direct_prog("inductor_code_direct", "inductor_compiled_code", "baseline", "direct call",
            "inductor_compiled_code(fn, [x]) with a Python callable", W,
            ["def fn(inputs):", "    return [inputs[0].sin()]"],
            "W.inductor_compiled_code(fn, [x])")

# rng HOPs
RNG = "from torch._prims.rng_prims import run_and_save_rng_state, run_with_rng_state, graphsafe_run_with_rng_state\n"
direct_prog("rng_save", "run_and_save_rng_state", "baseline", "direct call",
            "run_and_save_rng_state(rand, [4])", RNG,
            ["state, r = run_and_save_rng_state(torch.ops.aten.rand.default, [4, 4], device='cpu')"], "x + r")
direct_prog("rng_run_with", "run_with_rng_state", "baseline", "direct call",
            "run_with_rng_state(state, rand, [4])", RNG,
            ["state = torch.get_rng_state()",
             "r = run_with_rng_state(state, torch.ops.aten.rand.default, [4, 4], device='cpu')"], "x + r")
direct_prog("rng_save_replay", "run_with_rng_state", "baseline", "save then replay",
            "run_and_save_rng_state then run_with_rng_state", RNG,
            ["state, r = run_and_save_rng_state(torch.ops.aten.rand.default, [4, 4], device='cpu')",
             "r2 = run_with_rng_state(state, torch.ops.aten.rand.default, [4, 4], device='cpu')"], "x + r + r2")
direct_prog("rng_graphsafe", "graphsafe_run_with_rng_state", "baseline", "direct call",
            "graphsafe_run_with_rng_state(rand, [4], gen)", RNG,
            ["r = graphsafe_run_with_rng_state(torch.ops.aten.rand.default, [4, 4], "
             "rng_state=torch.default_generator.graphsafe_get_state())"], "x + r")
direct_prog("rng_functionalize_ckpt", "run_and_save_rng_state", "baseline",
            "dropout under checkpoint with functionalize_rng_ops",
            "torch._functorch.config.functionalize_rng_ops=True, dropout in checkpoint",
            "import torch.utils.checkpoint\nimport torch._functorch.config\n",
            ["def f(a):", "    return torch.nn.functional.dropout(a, 0.5, training=True)",
             "with torch._functorch.config.patch(functionalize_rng_ops=True):",
             "    y = torch.utils.checkpoint.checkpoint(f, x, use_reentrant=False)"], "y")
direct_prog("dtensor_rng_direct", "run_dtensor_rng_op", "baseline", "direct call",
            "run_dtensor_rng_op without a DTensor", "from torch._prims.rng_prims import run_dtensor_rng_op\n",
            [], "run_dtensor_rng_op(torch.ops.aten.rand.default, [4, 4]) + x")

# trace_wrapped, _export_tracepoint, control_deps, print-less misc
direct_prog("trace_wrapped_direct", "trace_wrapped", "baseline", "direct call",
            "trace_wrapped(x, bw_state=None, fn=...)",
            "from torch._dynamo._trace_wrapped_higher_order_op import trace_wrapped\n", [],
            "trace_wrapped(x, fn=lambda a: a * 2)")
direct_prog("trace_wrapped_mut", "trace_wrapped", "mutation", "fn writes its input",
            "trace_wrapped with a mutating fn",
            "from torch._dynamo._trace_wrapped_higher_order_op import trace_wrapped\n", [],
            "trace_wrapped(x, fn=lambda a: a.mul_(2))", expect="mutation")
direct_prog("tracepoint_direct", "_export_tracepoint", "baseline", "direct call",
            "_export_tracepoint(x, kind='module_call_inputs', path='sub')",
            "from torch._export.wrappers import _export_tracepoint\n",
            ["(y,) = _export_tracepoint(x, kind='module_call_inputs', path='sub')"], "y.sin()")
direct_prog("control_deps_direct", "control_deps", "baseline", "direct call",
            "control_deps((dep,), gm, x)",
            "from torch._inductor.fx_passes.control_dependencies import control_deps\n",
            ["dep = x.cos()", "gm = torch.fx.symbolic_trace(lambda a: a.sin())"],
            "control_deps((dep,), gm, x)")
direct_prog("register_hook_direct", "register_hook", "baseline", "direct call",
            "register_hook HOP on a tensor that requires grad",
            "from torch._higher_order_ops.register_hook import register_hook_op\n",
            ["y = x * 2", "register_hook_op(y, lambda g: g * 3)"], "y.sum()",
            x_init="torch.randn(4, 4, requires_grad=True)")
direct_prog("register_hook_compile", "register_hook", "baseline", "tensor.register_hook",
            "x.register_hook inside forward (Dynamo may use the register_hook HOP)", "",
            ["y = x * 2", "y.register_hook(lambda g: g * 3)"], "y.sum()",
            x_init="torch.randn(4, 4, requires_grad=True)")
direct_prog("register_hook_mut", "register_hook", "mutation", "hook writes the gradient in place",
            "a hook that does g.mul_(3)", "",
            ["y = x * 2", "y.register_hook(lambda g: g.mul_(3))"], "y.sum()",
            x_init="torch.randn(4, 4, requires_grad=True)", expect="mutation")
direct_prog("run_const_graph_direct", "run_const_graph", "baseline", "direct call",
            "run_const_graph(gm, (w,)) over a constant subgraph",
            "from torch._higher_order_ops.run_const_graph import run_const_graph\n",
            ["gm = torch.fx.symbolic_trace(lambda w: (w * 2,))"],
            "x + run_const_graph(gm, (self.buf,))[0]")
direct_prog("flat_apply_nonstrict", "flat_apply", "baseline", "nonstrict_trace with a pytree arg",
            "a @torch._dynamo.nonstrict_trace function taking a dataclass input",
            "import dataclasses\n\n\n@dataclasses.dataclass\nclass Pt:\n    a: torch.Tensor\n    b: int\n\n\n"
            "torch.utils._pytree.register_dataclass(Pt)\n\n\n@torch._dynamo.nonstrict_trace\n"
            "def ns(p):\n    return p.a * p.b\n", [], "ns(Pt(x, 3))")
direct_prog("flat_apply_nonstrict_mut", "flat_apply", "mutation", "nonstrict_trace fn writes its input",
            "a nonstrict_trace function mutating its tensor input",
            "@torch._dynamo.nonstrict_trace\ndef ns(a):\n    a.add_(1)\n    return a * 2\n", [],
            "ns(x)", expect="mutation")
direct_prog("leaf_fn", "invoke_leaf_function", "baseline", "@leaf_function",
            "a torch._dynamo.decorators.leaf_function called in forward",
            "from torch._dynamo.decorators import leaf_function\n\n\n@leaf_function\n"
            "def lf(a):\n    return (a.sin() * 2,)\n\n\n@lf.register_fake\ndef _(a):\n    return (torch.empty_like(a),)\n",
            [], "lf(x)[0]")
direct_prog("leaf_fn_mut", "invoke_leaf_function", "mutation", "@leaf_function writes its input",
            "a leaf_function doing a.add_(1)",
            "from torch._dynamo.decorators import leaf_function\n\n\n@leaf_function\n"
            "def lf(a):\n    a.add_(1)\n    return (a.sin(),)\n\n\n@lf.register_fake\ndef _(a):\n    return (torch.empty_like(a),)\n",
            [], "lf(x)[0]", expect="mutation")
direct_prog("inline_asm_cpu", "inline_asm_elementwise", "baseline", "CPU tensors",
            "inline_asm_elementwise on CPU tensors (CUDA only)",
            "from torch._higher_order_ops.inline_asm_elementwise import inline_asm_elementwise\n",
            [], "inline_asm_elementwise(x, asm_str='mov.b32 $0, $1;', constraints='=r,r', dtype=torch.float32)")
direct_prog("torchbind_none", "call_torchbind", "baseline", "no torchbind class",
            "call_torchbind on a plain object (no torchbind test library on CPU wheels)",
            "from torch._higher_order_ops.torchbind import call_torchbind\n", [],
            "call_torchbind(object(), 'add', x)")
direct_prog("executorch_delegate_stub", "executorch_call_delegate", "baseline", "stub module",
            "executorch_call_delegate with a stand-in lowered module (no executorch installed)",
            "from torch._higher_order_ops.executorch_call_delegate import executorch_call_delegate\n",
            ["class Lowered(torch.nn.Module):", "    def forward(self, a):", "        return a.sin()"],
            "executorch_call_delegate(Lowered(), x)")
direct_prog("triton_wrapper_none", "triton_kernel_wrapper_functional", "baseline", "no triton",
            "triton_kernel_wrapper_functional without a Triton kernel (triton not installed)",
            "from torch._higher_order_ops.triton_kernel_wrap import triton_kernel_wrapper_functional\n",
            [], "triton_kernel_wrapper_functional(kernel_idx=0, constant_args_idx=0, grid=[(1, 1, 1)], "
            "tma_descriptor_metadata={}, kwargs={'x': x}, tensors_to_clone=['x'])['x']")
direct_prog("aoti_delegate_none", "aoti_call_delegate", "baseline", "no AOTI model",
            "aoti_call_delegate without a compiled AOTInductor model",
            "from torch._higher_order_ops.aoti_call_delegate import aoti_call_delegate\n", [],
            "aoti_call_delegate(None, torch.fx.symbolic_trace(lambda a: a), [], [x])[0]")

# flex_attention_backward on CPU: the public frontend refuses inputs that require grad on CPU
# ("FlexAttention does not support backward on CPU"), so the HOP is called directly, as the
# frontend does after its checks, and differentiated.
FLEX_DIRECT = """from torch.nn.attention.flex_attention import create_block_mask, _apply_kernel_options
from torch._higher_order_ops.flex_attention import flex_attention as flex_hop

BLOCK_MASK = create_block_mask(lambda b, h, q_idx, kv_idx: q_idx >= kv_idx, 1, 2, 8, 8, device="cpu")
"""


def flex_direct_prog(pid, family, check, desc, score_lines, score_ret, grad_inside, expect=None,
                     hop="flex_attention_backward"):
    tail = ("(gq,) = torch.autograd.grad(out.sum(), (q,))\n        return out, gq"
            if grad_inside else "return out * 2")
    body = f"""{FLEX_DIRECT}
{MODULE_INIT}
    def forward(self, q, k, v):
        def score_mod(score, b, h, m, n):
{ind(list(score_lines) + ["return " + score_ret], 12)}

        ko = _apply_kernel_options(q, k, v, False, None, None)
        out, lse, mx = flex_hop(q, k, v, score_mod, BLOCK_MASK.as_tuple(), 0.5, ko)
        {tail}


def inputs():
    return tuple(x.requires_grad_() for x in ({FLEX_INPUTS}))
"""
    add(pid, hop, family, check, desc, src_of(pid, hop, family, check, desc, body),
        expect=expect)


flex_direct_prog("flexbw_grad_inside", "baseline", "none",
                 "flex_attention HOP called directly, differentiated with torch.autograd.grad",
                 [], "score + (m - n)", True)
flex_direct_prog("flexbw_inputs_require_grad", "baseline", "none",
                 "flex_attention HOP called directly on inputs that require grad (joint graph)",
                 [], "score * 2", False)
flex_direct_prog("flexbw_mut_score", "mutation", "score_mod writes score",
                 "direct flex_attention HOP, score_mod does score.add_(1), differentiated",
                 ["score.add_(1)"], "score", True, expect="mutation")
flex_direct_prog("flexbw_buffer_grad", "baseline", "none",
                 "score_mod reads a parameter that requires grad (captured-buffer gradient)",
                 [], "score + self.w[0, h]", True)
flex_direct_prog("flexbw_alias_score", "aliasing", "score_mod returns score",
                 "direct flex_attention HOP, score_mod returns its score input, differentiated",
                 [], "score", True)
flex_direct_prog("flexbw_dd_item", "data_dependent", ".item() in score_mod",
                 "direct flex_attention HOP, score_mod uses .item(), differentiated",
                 [], "score + score.item()", True, expect="data_dependent")
flex_direct_prog("flex_direct_ok", "baseline", "none",
                 "flex_attention HOP called directly (no frontend), inputs require grad, no backward taken",
                 [], "score - n", False, hop="flex_attention")
direct_prog("triton_mutation_none", "triton_kernel_wrapper_mutation", "baseline", "no triton",
            "triton_kernel_wrapper_mutation without a Triton kernel (triton not installed)",
            "from torch._higher_order_ops.triton_kernel_wrap import triton_kernel_wrapper_mutation\n",
            ["triton_kernel_wrapper_mutation(kernel_idx=0, constant_args_idx=0, grid=[(1, 1, 1)], "
             "tma_descriptor_metadata={}, kwargs={'x': x})"], "x.sin()")
