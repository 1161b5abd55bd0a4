# expect-none
# Legal metadata changes: on a clone or an intermediate inside a cond branch, and resize_ on
# an input of a top-level make_fx graph (AOTAutograd replays input metadata changes outside the
# compiled graph).
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "b8[][]cpu", arg1_1: "f32[4, 8][8, 1]cpu", arg2_1: "f32[2][1]cpu"):
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1,));  arg0_1 = true_graph_0 = false_graph_0 = arg1_1 = None
        getitem: "f32[8, 4][4, 1]cpu" = cond[0];  cond = None
        resize_: "f32[10][1]cpu" = torch.ops.aten.resize_.default(arg2_1, [10]);  arg2_1 = None
        fill_: "f32[10][1]cpu" = torch.ops.aten.fill_.Scalar(resize_, 2);  resize_ = fill_ = None
        return (getitem,)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu"):
            clone: "f32[4, 8][8, 1]cpu" = torch.ops.aten.clone.default(arg0_1);  arg0_1 = None
            t_: "f32[8, 4][1, 8]cpu" = torch.ops.aten.t_.default(clone);  t_ = None
            contiguous: "f32[8, 4][4, 1]cpu" = torch.ops.aten.clone.default(clone, memory_format = torch.contiguous_format);  clone = None
            return (contiguous,)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu"):
            sin: "f32[4, 8][8, 1]cpu" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            resize_: "f32[8, 4][4, 1]cpu" = torch.ops.aten.resize_.default(sin, [8, 4]);  sin = None
            return (resize_,)
