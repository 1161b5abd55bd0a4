# ATen dialect: aten.equal inside a torch.cond branch. equal returns a Python bool computed
# from the data, which fake tensors refuse in every configuration.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "b8[][]cpu", arg1_1: "f32[4][1]cpu", arg2_1: "f32[4][1]cpu"):
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1, arg2_1));  arg0_1 = true_graph_0 = false_graph_0 = arg1_1 = arg2_1 = None
        getitem: "f32[4][1]cpu" = cond[0];  cond = None
        return (getitem,)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu", arg1_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:5 in true_fn, code: same = torch.equal(x, y)
            equal = torch.ops.aten.equal.default(arg0_1, arg1_1)  # expect: FX302 {{aten.equal.default}} {{torch.cond true branch 'true_graph_0'}} {{non-Tensor output}}
            mul: "f32[4][1]cpu" = torch.ops.aten.mul.Tensor(arg0_1, equal);  arg0_1 = equal = None
            add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(mul, arg1_1);  mul = arg1_1 = None
            return (add,)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu", arg1_1: "f32[4][1]cpu"):
            sub: "f32[4][1]cpu" = torch.ops.aten.sub.Tensor(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
            return (sub,)
