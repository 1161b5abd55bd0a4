# expect-config: --capture-dynamic-output-shape-ops
# expect-none
# With torch._dynamo.config.capture_dynamic_output_shape_ops = True (passed as the option),
# nonzero and x[mask] inside a cond branch trace: PyTorch's test_cond_* graphs look like this.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "b8[][]cpu", arg1_1: "f32[8][1]cpu"):
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1,));  arg0_1 = true_graph_0 = false_graph_0 = arg1_1 = None
        getitem: "f32[][]cpu" = cond[0];  cond = None
        return (getitem,)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[8][1]cpu"):
            nonzero: "i64[u0, 1][1, u0]cpu" = torch.ops.aten.nonzero.default(arg0_1)
            sum_1: "i64[][]cpu" = torch.ops.aten.sum.default(nonzero);  nonzero = None
            sum_2: "f32[][]cpu" = torch.ops.aten.sum.default(arg0_1);  arg0_1 = None
            add: "f32[][]cpu" = torch.ops.aten.add.Tensor(sum_1, sum_2);  sum_1 = sum_2 = None
            return (add,)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[8][1]cpu"):
            gt: "b8[8][1]cpu" = torch.ops.aten.gt.Scalar(arg0_1, 0)
            index: "f32[u1][1]cpu" = torch.ops.aten.index.Tensor(arg0_1, [gt]);  arg0_1 = gt = None
            sum_1: "f32[][]cpu" = torch.ops.aten.sum.default(index);  index = None
            return (sum_1,)
