# expect-config: --no-grad
# With grad disabled Dynamo lets a cond branch return one value twice; AOTAutograd's
# functionalization still rejects it, and this graph is printed as AOTAutograd prints (strides
# and device): an error.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "b8[][]cpu", arg1_1: "f32[8][1]cpu"):
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1,));  arg0_1 = true_graph_0 = false_graph_0 = arg1_1 = None
        getitem: "f32[8][1]cpu" = cond[0]
        getitem_1: "f32[8][1]cpu" = cond[1];  cond = None
        return (getitem, getitem_1)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[8][1]cpu"):
            sin: "f32[8][1]cpu" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            return (sin, sin)  # expect: FX202

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[8][1]cpu"):
            cos: "f32[8][1]cpu" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
            view: "f32[8][1]cpu" = torch.ops.aten.view.default(cos, [8])  # expect: FX202
            return (cos, view)
