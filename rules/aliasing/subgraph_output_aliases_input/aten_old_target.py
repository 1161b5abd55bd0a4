# expect-config: --target 2.5
# PyTorch 2.5 rejected a cond branch returning its input with the older wording.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "b8[][]cpu", arg1_1: "f32[8][1]cpu"):
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, [arg1_1]);  arg0_1 = true_graph_0 = false_graph_0 = arg1_1 = None
        getitem: "f32[8][1]cpu" = cond[0];  cond = None
        return (getitem,)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[8][1]cpu"):
            view: "f32[8][1]cpu" = torch.ops.aten.view.default(arg0_1, [8]);  arg0_1 = None  # expect: FX201 {{"One of torch.cond branch might be aliasing the input!"}}
            return (view,)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[8][1]cpu"):
            cos: "f32[8][1]cpu" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
            return (cos,)
