# expect-config: --target 2.5
# expect-none
# PyTorch 2.5 checked cond branches for outputs aliasing an input only: two outputs sharing an
# intermediate passed.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "b8[][]cpu", arg1_1: "f32[8][1]cpu"):
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, [arg1_1]);  arg0_1 = true_graph_0 = false_graph_0 = arg1_1 = None
        getitem: "f32[8][1]cpu" = cond[0]
        getitem_1: "f32[8][1]cpu" = cond[1];  cond = None
        return (getitem, getitem_1)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[8][1]cpu"):
            sin: "f32[8][1]cpu" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            return (sin, sin)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[8][1]cpu"):
            cos: "f32[8][1]cpu" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
            return (cos, cos)
