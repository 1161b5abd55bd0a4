# surgery surg_while_cond_add_on_view: while_loop_cond_graph_0: inserted add_.Tensor(select.int(arg1_1, 0, 0), 1)
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
            select_int: "f32[4]" = torch.ops.aten.select.int(arg1_1, 0, 0);  arg1_1 = None
            add__tensor: "f32[4]" = torch.ops.aten.add_.Tensor(select_int, 1);  select_int = add__tensor = None
            return lt
            
    class while_loop_body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "i64[]", arg1_1: "f32[4, 4]"):
            # No stacktrace found for following nodes
            add: "i64[]" = torch.ops.aten.add.Tensor(arg0_1, 1);  arg0_1 = None
            sin: "f32[4, 4]" = torch.ops.aten.sin.default(arg1_1);  arg1_1 = None
            return (add, sin)
            