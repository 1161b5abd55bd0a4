class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: f32[s0, 3], arg1_1: i64[]):
        sum_1: f32[] = torch.ops.aten.sum.default(arg0_1)
        gt: b8[] = torch.ops.aten.gt.Scalar(sum_1, 4.0);  sum_1 = None
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        conditional: f32[s0, 3] = torch.ops.higher_order.cond(gt, true_graph_0, false_graph_0, [arg0_1, arg1_1]);  gt = true_graph_0 = false_graph_0 = arg0_1 = arg1_1 = None
        return (conditional,)

    class <lambda>(torch.nn.Module):
        def forward(self, arg0_1: f32[s0, 3], arg1_1: i64[]):
            cos: f32[s0, 3] = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
            mul: f32[s0, 3] = torch.ops.aten.mul.Tensor(cos, arg1_1);  cos = arg1_1 = None
            return mul

    class <lambda>(torch.nn.Module):
        def forward(self, arg0_1: f32[s0, 3], arg1_1: i64[]):
            sin: f32[s0, 3] = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            return sin
