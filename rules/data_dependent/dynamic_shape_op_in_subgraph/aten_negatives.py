# expect-none
# Legal under any config: nonzero at the top level of a make_fx graph (not inside a HOP),
# repeat_interleave with output_size (static size), index.Tensor with an integer index,
# .item() in a branch (the HOP frontends force capture_scalar_outputs), nonzero inside a wrap
# body at the top level (wrap falls back to eager instead of failing), and one_hot with an
# explicit num_classes.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "b8[][]cpu", arg1_1: "f32[8][1]cpu", arg2_1: "i64[8][1]cpu", arg3_1: "i64[2][1]cpu"):
        nonzero: "i64[u0, 1][1, u0]cpu" = torch.ops.aten.nonzero.default(arg1_1)
        wrap_body_0 = self.wrap_body_0
        wrap = torch.ops.higher_order.wrap(wrap_body_0, arg1_1)
        getitem_1: "i64[u1, 1][1, u1]cpu" = wrap[0];  wrap = None
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1, arg2_1, arg3_1));  arg0_1 = true_graph_0 = false_graph_0 = arg1_1 = arg2_1 = arg3_1 = None
        getitem: "f32[][]cpu" = cond[0];  cond = None
        return (getitem, nonzero, getitem_1)

    class wrap_body_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[8][1]cpu"):
            nonzero: "i64[u1, 1][1, u1]cpu" = torch.ops.aten.nonzero.default(arg0_1);  arg0_1 = None
            return (nonzero,)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[8][1]cpu", arg1_1: "i64[8][1]cpu", arg2_1: "i64[2][1]cpu"):
            repeat_interleave: "i64[16][1]cpu" = torch.ops.aten.repeat_interleave.Tensor(arg1_1, output_size = 16);  arg1_1 = None
            index: "f32[2][1]cpu" = torch.ops.aten.index.Tensor(arg0_1, [arg2_1]);  arg2_1 = None
            one_hot: "i64[2, 8][8, 1]cpu" = torch.ops.aten.one_hot.default(index, 8);  index = None
            sum_1: "f32[][]cpu" = torch.ops.aten.sum.default(arg0_1);  arg0_1 = None
            item: "Sym(zuf0)" = torch.ops.aten.item.default(sum_1);  sum_1 = None
            sum_2: "i64[][]cpu" = torch.ops.aten.sum.default(repeat_interleave);  repeat_interleave = None
            sum_3: "i64[][]cpu" = torch.ops.aten.sum.default(one_hot);  one_hot = None
            add: "f32[][]cpu" = torch.ops.aten.add.Tensor(sum_2, item);  sum_2 = item = None
            add_1: "f32[][]cpu" = torch.ops.aten.add.Tensor(add, sum_3);  add = sum_3 = None
            return (add_1,)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[8][1]cpu", arg1_1: "i64[8][1]cpu", arg2_1: "i64[2][1]cpu"):
            sum_1: "f32[][]cpu" = torch.ops.aten.sum.default(arg0_1);  arg0_1 = None
            return (sum_1,)
