"""Programs for the HOPs PyTorch 2.14 added: `switch` (torch._higher_order_ops.switch.switch, N
branches picked by an index) and `flex_gemm` (torch._higher_order_ops.flex_gemm.flex_gemm, a GEMM
whose epilogue is a traced subgraph). Registered into programs.PROGRAMS by programs.py.

Each program imports its HOP in a try block: under a release without it the module sets
NOT_APPLICABLE, and worker.py records every case of it as excluded ("not applicable: ...")
instead of running it (an ImportError would read as PyTorch's verdict)."""
from programs import CAPTURES_ALL, CAPTURES_FULL, MODULE_INIT, add, ind, src_of

SWITCH_IMPORT = """try:
    from torch._higher_order_ops.switch import switch
except ImportError:  # PyTorch 2.13 and older have no switch HOP
    NOT_APPLICABLE = "needs torch._higher_order_ops.switch (PyTorch 2.14 and later)"
"""
FLEX_GEMM_IMPORT = """try:
    from torch._higher_order_ops.flex_gemm import flex_gemm
except ImportError:  # PyTorch 2.13 and older have no flex_gemm HOP
    NOT_APPLICABLE = "needs torch._higher_order_ops.flex_gemm (PyTorch 2.14 and later)"
"""


# ---------------------------------------------------------------------------------------
# switch: three branches over x (f32[4, 4]); the index picks branch 1, the one a program
# varies, so an eager run (and AOTAutograd's) runs it. Branches 0 and 2 are pure.
def switch_prog(pid, family, check, desc, lines, expr, expect=None, captures=CAPTURES_ALL,
                index="torch.tensor(1)", others=("x.sin()", "x * 2"), params="x",
                operands="(x,)", x_init="torch.randn(4, 4)", fwd_args="i, x", inputs=None):
    body = f"""{SWITCH_IMPORT}
{MODULE_INIT}
    def forward(self, {fwd_args}):
        def branch0({params}):
            return {others[0]}

        def branch1({params}):
{ind(list(lines) + ["return " + expr], 12)}

        def branch2({params}):
            return {others[1]}

        return switch(i, [branch0, branch1, branch2], {operands})


def inputs():
    return {inputs or f"({index}, {x_init})"}
"""
    add(pid, "switch", family, check, desc, src_of(pid, "switch", family, check, desc, body),
        captures=captures, expect=expect)


switch_prog("switch_ok", "baseline", "none", "switch over three pure branches", [], "x.cos()",
            captures=CAPTURES_FULL)
switch_prog("switch_ok_two_outputs", "baseline", "none", "each branch returns two tensors",
            [], "x.cos(), x.sum(0)", others=("(x.sin(), x.sum(1))", "(x * 2, x.mean(0))"))
switch_prog("switch_ok_two_operands", "baseline", "none", "two operands, one of them a buffer",
            [], "x + self.buf", others=("x - self.buf", "x * self.buf"))
switch_prog("switch_ok_sizes_differ", "baseline", "none",
            "branches return different sizes (merged into an unbacked size)",
            [], "x[:2].clone()", others=("x[:1].clone()", "x[:3].clone()"))
switch_prog("switch_alias_slice", "aliasing", "returns a slice of its input",
            "branch1 returns x[:2], the others fresh tensors of other sizes",
            [], "x[:2]", others=("x[:1].clone()", "x[:3].clone()"), expect="aliasing")
switch_prog("switch_ok_clone", "baseline", "none", "a branch returns a clone of its input",
            [], "x.clone()")
switch_prog("switch_mut_direct", "mutation", "direct add_", "branch1 writes its input: x.add_(1)",
            ["x.add_(1)"], "x.cos()", expect="mutation", captures=CAPTURES_FULL)
switch_prog("switch_mut_view", "mutation", "through view x[0]", "branch1 writes x[0]",
            ["x[0].add_(1)"], "x.cos()", expect="mutation")
switch_prog("switch_mut_copy", "mutation", "copy_ into input", "branch1 does x.copy_(x.sin())",
            ["x.copy_(x.sin())"], "x.cos()", expect="mutation")
switch_prog("switch_meta_aten_t", "mutation", "metadata mutation: torch.ops.aten.t_.default on its input",
            "branch1 calls torch.ops.aten.t_.default(x)", ["torch.ops.aten.t_.default(x)"],
            "x.sin().contiguous()", expect="mutation")
switch_prog("switch_meta_view_t", "mutation", "metadata mutation of a view of its input",
            "branch1 does x.view(4, 4).t_()", ["x.view(4, 4).t_()"], "x.sin()", expect="mutation")
switch_prog("switch_mut_buffer", "mutation", "writes a captured module buffer",
            "branch1 does self.buf.add_(1)", ["self.buf.add_(1)"], "x + self.buf",
            expect="mutation")
switch_prog("switch_alias_input", "aliasing", "returns its input", "branch1 returns x", [], "x",
            expect="aliasing", captures=CAPTURES_FULL)
switch_prog("switch_alias_view", "aliasing", "returns a view of its input",
            "branch1 returns x.view(16)", [], "x.view(16)", others=("x.sin().view(16)", "(x * 2).view(16)"),
            expect="aliasing")
switch_prog("switch_alias_out_out", "aliasing", "two outputs sharing storage",
            "branch1 returns (y, y) of one fresh tensor", ["y = x.cos()"], "y, y",
            others=("(x.sin(), x.cos())", "(x * 2, x * 3)"), expect="aliasing")
switch_prog("switch_alias_in_in", "aliasing", "one tensor passed as two operands",
            "operands (x, x); branch1 returns x + y", [], "x + y", params="x, y",
            others=("x - y", "x * y"), operands="(x, x)")
switch_prog("switch_md_dtype", "metadata", "a branch returns float64",
            "branch1 returns x.cos().double()", [], "x.cos().double()", expect="metadata")
switch_prog("switch_md_rank", "metadata", "a branch returns another rank",
            "branch1 returns x.sum(0)", [], "x.sum(0)", expect="metadata")
switch_prog("switch_md_structure", "metadata", "a branch returns another structure",
            "branch1 returns two tensors, the others one", [], "x.sin(), x.cos()", expect="metadata")
switch_prog("switch_md_stride", "metadata", "a branch returns a transposed tensor",
            "branch1 returns x.cos().t()", [], "x.cos().t()", expect="metadata")
switch_prog("switch_md_dense", "metadata", "a branch returns a non-dense slice",
            "branch1 returns x.cos()[:, ::2], the others contiguous", [], "x.cos()[:, ::2]",
            others=("x[:, :2].sin()", "x[:, 2:] * 2"), expect="metadata")
switch_prog("switch_index_float", "metadata", "index is a float tensor",
            "the index is torch.tensor(1.0)", [], "x.cos()", index="torch.tensor(1.0)",
            expect="metadata")
switch_prog("switch_index_multi", "metadata", "index has two elements",
            "the index is torch.tensor([1, 0])", [], "x.cos()", index="torch.tensor([1, 0])",
            expect="metadata")
switch_prog("switch_index_int", "baseline", "index is a Python int",
            "the index is the Python int 1 (specializes on branch1)", [], "x.cos()",
            fwd_args="x", inputs="(torch.randn(4, 4),)",
            operands="(x,)")
PROGRAMS_REF = __import__("programs").PROGRAMS
PROGRAMS_REF[-1]["src"] = PROGRAMS_REF[-1]["src"].replace(
    "return switch(i, [branch0", "return switch(1, [branch0")
switch_prog("switch_dd_nonzero", "data_dependent", "nonzero inside a branch",
            "branch1 uses x.nonzero()", ["n = x.nonzero()"], "x + n.shape[0]",
            expect="data_dependent")
switch_prog("switch_dd_equal", "data_dependent", "torch.equal inside a branch",
            "branch1 uses torch.equal(x, x.abs())", ["same = torch.equal(x, x.abs())"],
            "x * same", expect="data_dependent")
switch_prog("switch_dd_pyif", "data_dependent", "Python if on a tensor value",
            "branch1 branches in Python on x.sum() > 0", ["y = x.sin() if x.sum() > 0 else x.cos()"],
            "y", expect="data_dependent")
switch_prog("switch_dd_item", "data_dependent", ".item() inside a branch",
            "branch1 uses x.sum().item()", ["s = x.sum().item()"], "x + s",
            expect="data_dependent")


# ---------------------------------------------------------------------------------------
# flex_gemm: flex_gemm(gemm_op, gemm_args, epilogue_fn, gemm_kwargs=, kernel_options=) over
# a f32[4, 8], b f32[8, 4] and a scale s f32[4, 1]; its body is epilogue_fn(gemm_op(*gemm_args)).
def fgemm_prog(pid, family, check, desc, lines, expr, expect=None, captures=CAPTURES_ALL,
               op="torch.mm", gemm_args="(a, b)", extra=""):
    body = f"""{FLEX_GEMM_IMPORT}
{MODULE_INIT}
    def forward(self, a, b, s):
        def epilogue(acc):
{ind(list(lines) + ["return " + expr], 12)}

        return flex_gemm({op}, {gemm_args}, epilogue{extra})


def inputs():
    return (torch.randn(4, 8), torch.randn(8, 4), torch.randn(4, 1))
"""
    add(pid, "flex_gemm", family, check, desc, src_of(pid, "flex_gemm", family, check, desc, body),
        captures=captures, expect=expect)


fgemm_prog("fgemm_ok", "baseline", "none", "mm with a relu epilogue", [], "acc.relu()",
           captures=CAPTURES_FULL)
fgemm_prog("fgemm_ok_addmm", "baseline", "none", "addmm (bias s) with a sigmoid epilogue", [],
           "acc.sigmoid()", op="torch.addmm", gemm_args="(s, a, b)")
fgemm_prog("fgemm_ok_aten", "baseline", "none", "aten.mm.default named directly, a gelu epilogue",
           [], "torch.nn.functional.gelu(acc)", op="torch.ops.aten.mm.default")
fgemm_prog("fgemm_ok_capture", "baseline", "none", "the epilogue reads a captured input (scale)",
           [], "(acc * s).relu()", captures=CAPTURES_FULL)
fgemm_prog("fgemm_ok_buffer", "baseline", "none", "the epilogue reads a module buffer", [],
           "acc + self.buf")
fgemm_prog("fgemm_ok_write_acc", "baseline", "none", "the epilogue writes the GEMM result in place",
           ["acc.mul_(2)"], "acc")
fgemm_prog("fgemm_mut_capture", "mutation", "writes a captured input",
           "the epilogue does s.add_(1)", ["s.add_(1)"], "acc * s", expect="mutation",
           captures=CAPTURES_FULL)
fgemm_prog("fgemm_mut_buffer", "mutation", "writes a captured module buffer",
           "the epilogue does self.buf.add_(1)", ["self.buf.add_(1)"], "acc + self.buf",
           expect="mutation")
fgemm_prog("fgemm_mut_capture_view", "mutation", "writes a view of a captured input",
           "the epilogue does s[0].add_(1)", ["s[0].add_(1)"], "acc * s", expect="mutation")
fgemm_prog("fgemm_alias_capture", "aliasing", "returns a captured input",
           "the epilogue returns (acc, s)", [], "acc, s", expect="aliasing",
           captures=CAPTURES_FULL)
fgemm_prog("fgemm_alias_buffer_view", "aliasing", "returns a view of a module buffer",
           "the epilogue returns (acc, self.buf.view(16))", [], "acc, self.buf.view(16)",
           expect="aliasing")
fgemm_prog("fgemm_alias_out_out", "aliasing", "two outputs sharing storage",
           "the epilogue returns (acc, acc)", [], "acc, acc", expect="aliasing")
fgemm_prog("fgemm_bad_op", "metadata", "gemm_op outside mm/addmm/bmm/baddbmm",
           "gemm_op is torch.matmul", [], "acc.relu()", op="torch.ops.aten.matmul.default",
           expect="metadata")
fgemm_prog("fgemm_bad_backend", "metadata", "an unknown kernel backend",
           "kernel_options={'backend': 'CUTLASS'}", [], "acc.relu()",
           extra=", kernel_options={'backend': 'CUTLASS'}", expect="metadata")
fgemm_prog("fgemm_dd_item", "data_dependent", ".item() in the epilogue",
           "the epilogue uses acc.sum().item()", [], "acc + acc.sum().item()",
           expect="data_dependent")
fgemm_prog("fgemm_dd_nonzero", "data_dependent", "nonzero in the epilogue",
           "the epilogue uses acc.nonzero()", ["n = acc.nonzero()"], "acc + n.shape[0]",
           expect="data_dependent")
