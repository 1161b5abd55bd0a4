# A while_loop body writes its carried input with copy_ (a direct write of a placeholder).
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[3][1]cpu"):
        while_loop_cond_graph_0 = self.while_loop_cond_graph_0
        while_loop_body_graph_0 = self.while_loop_body_graph_0
        while_loop = torch.ops.higher_order.while_loop(while_loop_cond_graph_0, while_loop_body_graph_0, (arg0_1, arg1_1), ());  while_loop_cond_graph_0 = while_loop_body_graph_0 = arg0_1 = arg1_1 = None
        getitem: "i64[][]cpu" = while_loop[0]
        getitem_1: "f32[3][1]cpu" = while_loop[1];  while_loop = None
        return (getitem, getitem_1)

    class while_loop_cond_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[3][1]cpu"):
            lt: "b8[][]cpu" = torch.ops.aten.lt.Scalar(arg0_1, 10);  arg0_1 = None
            return lt

    class while_loop_body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[3][1]cpu"):
            add: "i64[][]cpu" = torch.ops.aten.add.Tensor(arg0_1, 1);  arg0_1 = None
            mul: "f32[3][1]cpu" = torch.ops.aten.mul.Tensor(arg1_1, 2)
            copy_: "f32[3][1]cpu" = torch.ops.aten.copy_.default(arg1_1, mul);  mul = None  # expect: FX101 {{body_fn}}
            clone: "f32[3][1]cpu" = torch.ops.aten.clone.default(arg1_1);  arg1_1 = None
            return (add, clone)
