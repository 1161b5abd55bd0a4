class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "i64[]", arg1_1: "f32[4, 4]"):
        # File: tests/conformance/programs/wlso_ok.py:19 in forward, code: return torch.ops.higher_order.while_loop_stack_output(cond_fn, body_fn, (i, x), ())
        while_loop_cond_graph_0 = self.while_loop_cond_graph_0
        while_loop_body_graph_0 = self.while_loop_body_graph_0
        while_loop_stack_output = torch.ops.higher_order.while_loop_stack_output(while_loop_cond_graph_0, while_loop_body_graph_0, (arg0_1, arg1_1), ());  while_loop_cond_graph_0 = while_loop_body_graph_0 = arg0_1 = arg1_1 = None
        getitem: "i64[u0]" = while_loop_stack_output[0]
        getitem_1: "f32[u0, 4, 4]" = while_loop_stack_output[1];  while_loop_stack_output = None
        return (getitem, getitem_1)
        
    class while_loop_cond_graph_0(torch.nn.Module):
        def forward(self, i_1: "i64[]", x_1: "f32[4, 4]"):
            # No stacktrace found for following nodes
            lt: "b8[]" = torch.ops.aten.lt.Scalar(i_1, 3);  i_1 = None
            return lt
            
    class while_loop_body_graph_0(torch.nn.Module):
        def forward(self, i_1: "i64[]", x_1: "f32[4, 4]"):
            # No stacktrace found for following nodes
            add: "i64[]" = torch.ops.aten.add.Tensor(i_1, 1);  i_1 = None
            sin: "f32[4, 4]" = torch.ops.aten.sin.default(x_1);  x_1 = None
            return (add, sin)
            