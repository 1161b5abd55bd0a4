# expect-config: --no-grad
# With grad disabled Dynamo lets a cond branch return its input (or a view of it); AOTAutograd's
# functionalization still rejects it, and this graph is printed as AOTAutograd prints (strides
# and device): an error.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "b8[][]cpu", arg1_1: "f32[4, 8][8, 1]cpu"):
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1,));  arg0_1 = true_graph_0 = false_graph_0 = arg1_1 = None
        getitem: "f32[4, 8][8, 1]cpu" = cond[0];  cond = None
        return (getitem,)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu"):
            view: "f32[4, 8][8, 1]cpu" = torch.ops.aten.view.default(arg0_1, [4, 8]);  arg0_1 = None  # expect: FX201
            return (view,)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu"):
            return (arg0_1,)  # expect: FX201
