class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[4, 4][4, 1]cpu", arg2_1: "b8[][]cpu"):
        while_loop_cond_graph_0 = self.while_loop_cond_graph_0
        while_loop_body_graph_0 = self.while_loop_body_graph_0
        while_loop = torch.ops.higher_order.while_loop(while_loop_cond_graph_0, while_loop_body_graph_0, (arg0_1, arg1_1), (arg2_1,));  while_loop_cond_graph_0 = while_loop_body_graph_0 = arg0_1 = arg1_1 = arg2_1 = None
        getitem: "i64[][]cpu" = while_loop[0]
        getitem_1: "f32[4, 4][4, 1]cpu" = while_loop[1];  while_loop = None
        return (getitem, getitem_1)

    class while_loop_cond_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[4, 4][4, 1]cpu", arg2_1: "b8[][]cpu"):
            lt: "b8[][]cpu" = torch.ops.aten.lt.Scalar(arg0_1, 3);  arg0_1 = None
            return lt

    class while_loop_body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[4, 4][4, 1]cpu", arg2_1: "b8[][]cpu"):
            add: "i64[][]cpu" = torch.ops.aten.add.Tensor(arg0_1, 1);  arg0_1 = None
            split = torch.ops.aten.split.Tensor(arg1_1, 2)
            getitem: "f32[2, 4][4, 1]cpu" = split[0];  split = None
            true_graph_0 = self.true_graph_0
            false_graph_0 = self.false_graph_0
            cond = torch.ops.higher_order.cond(arg2_1, true_graph_0, false_graph_0, (getitem,));  arg2_1 = true_graph_0 = false_graph_0 = getitem = None
            getitem_2: "f32[2, 4][4, 1]cpu" = cond[0];  cond = None
            clone: "f32[4, 4][4, 1]cpu" = torch.ops.aten.clone.default(arg1_1);  arg1_1 = None
            return (add, clone)

        class true_graph_0(torch.nn.Module):
            def forward(self, arg0_1: "f32[2, 4][4, 1]cpu"):
                mul_: "f32[2, 4][4, 1]cpu" = torch.ops.aten.mul_.Tensor(arg0_1, 2)
                sin: "f32[2, 4][4, 1]cpu" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
                return (sin,)

        class false_graph_0(torch.nn.Module):
            def forward(self, arg0_1: "f32[2, 4][4, 1]cpu"):
                cos: "f32[2, 4][4, 1]cpu" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
                return (cos,)
