# Cut from PyTorch 2.14.1's TORCH_TRACE of switch_ok under torch.no_grad() (conformance case
# switch_ok.no_grad.compile_aot_eager), its aot_inference_graph payload
# , edited: branch1 returns two outputs. PyTorch rejects it (switch_md_structure.*:
# "Unmatched output spec from torch.switch branches: branch0 tree_spec TreeSpec(tuple, None, [*]) vs branch1
# tree_spec TreeSpec(tuple, None, [*,\n  *])").
# expect-config: --target 2.14
class <lambda>(torch.nn.Module):
    def forward(
        self,
        arg0_1: "f32[4, 4][4, 1]cpu",  # PlainAOTInput(idx=0)
        arg1_1: "i64[][]cpu",  # PlainAOTInput(idx=1)
    ):
        # File: tests/conformance/programs/switch_ok.py:25 in forward, code: return switch(i, [branch0, branch1, branch2], (x,))
        clamp: "i64[][]cpu" = torch.ops.aten.clamp.default(arg1_1, 0, 2);  arg1_1 = None
        branch0_graph_0 = self.branch0_graph_0
        branch1_graph_0 = self.branch1_graph_0
        branch2_graph_0 = self.branch2_graph_0
        switch = torch.ops.higher_order.switch(clamp, [branch0_graph_0, branch1_graph_0, branch2_graph_0], (arg0_1,));  clamp = branch0_graph_0 = branch1_graph_0 = branch2_graph_0 = arg0_1 = None
        getitem: "f32[4, 4][4, 1]cpu" = switch[0];  switch = None
        return (
            getitem,  # PlainAOTOutput(idx=0)
        )

    class branch0_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 4][4, 1]cpu"):
            # File: tests/conformance/programs/switch_ok.py:17 in branch0, code: return x.sin()
            sin: "f32[4, 4][4, 1]cpu" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            return (sin,)

    class branch1_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 4][4, 1]cpu"):
            # File: tests/conformance/programs/switch_ok.py:20 in branch1, code: return x.cos()
            cos: "f32[4, 4][4, 1]cpu" = torch.ops.aten.cos.default(arg0_1)
            sin: "f32[4, 4][4, 1]cpu" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            return (cos, sin)  # expect: FX413 {{returns 1, branch1 'branch1_graph_0' returns 2}} {{vs branch1 tree_spec TreeSpec(tuple, None, [*, *])}}

    class branch2_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 4][4, 1]cpu"):
            # File: tests/conformance/programs/switch_ok.py:23 in branch2, code: return x * 2
            mul: "f32[4, 4][4, 1]cpu" = torch.ops.aten.mul.Tensor(arg0_1, 2);  arg0_1 = None
            return (mul,)

