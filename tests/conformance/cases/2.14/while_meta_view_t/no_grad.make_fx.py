class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "i64[]", arg1_1: "f32[4, 4]"):
        # File: <eval_with_key>.N:9 in forward, code: while_loop = torch.ops.higher_order.while_loop(cond_fn_0, body_fn_0, (l_args_2_0_, l_args_2_1_), ());  cond_fn_0 = body_fn_0 = l_args_2_0_ = l_args_2_1_ = None
        while_loop_cond_graph_0 = self.while_loop_cond_graph_0
        while_loop_body_graph_0 = self.while_loop_body_graph_0
        while_loop = torch.ops.higher_order.while_loop(while_loop_cond_graph_0, while_loop_body_graph_0, (arg0_1, arg1_1), ());  while_loop_cond_graph_0 = while_loop_body_graph_0 = arg0_1 = arg1_1 = None
        getitem: "i64[]" = while_loop[0]
        getitem_1: "f32[4, 4]" = while_loop[1];  while_loop = None
        return (getitem, getitem_1)

    class while_loop_cond_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "i64[]", arg1_1: "f32[4, 4]"):
            # No stacktrace found for following nodes
            lt: "b8[]" = torch.ops.aten.lt.Scalar(arg0_1, 3);  arg0_1 = None
            return lt

    class while_loop_body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "i64[]", arg1_1: "f32[4, 4]"):
            # No stacktrace found for following nodes
            view: "f32[4, 4]" = torch.ops.aten.view.default(arg1_1, [4, 4])
            t_: "f32[4, 4]" = torch.ops.aten.t_.default(view);  view = t_ = None
            add: "i64[]" = torch.ops.aten.add.Tensor(arg0_1, 1);  arg0_1 = None
            sin: "f32[4, 4]" = torch.ops.aten.sin.default(arg1_1);  arg1_1 = None
            return (add, sin)
