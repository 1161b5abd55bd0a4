# A cond gets the same tensor twice as operands, and each branch reads both inputs.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "b8[][]cpu", arg1_1: "f32[4, 8][8, 1]cpu"):
        # File: /home/user/model.py:21 in forward, code: return torch.cond(pred, true_fn, false_fn, (x, x))
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1, arg1_1));  arg0_1 = true_graph_0 = false_graph_0 = arg1_1 = None  # expect: FX203 {{torch.cond call passes 'arg1_1' twice, as operands 1 and 2; true branch 'true_graph_0' sees them as inputs 'arg0_1' and 'arg1_1'}} {{"Encountered aliasing during higher order op tracing"}}
        getitem: "f32[4, 8][8, 1]cpu" = cond[0];  cond = None
        return (getitem,)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu", arg1_1: "f32[4, 8][8, 1]cpu"):
            add: "f32[4, 8][8, 1]cpu" = torch.ops.aten.add.Tensor(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
            return (add,)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu", arg1_1: "f32[4, 8][8, 1]cpu"):
            mul: "f32[4, 8][8, 1]cpu" = torch.ops.aten.mul.Tensor(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
            return (mul,)
