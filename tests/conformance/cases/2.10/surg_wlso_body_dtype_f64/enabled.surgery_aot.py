# surgery surg_wlso_body_dtype_f64: while_loop_body_graph_0: output 1 converted to float64
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[4, 4][4, 1]cpu"):
        # File: tests/conformance/programs/wlso_ok.py:19 in forward, code: return torch.ops.higher_order.while_loop_stack_output(cond_fn, body_fn, (i, x), ())
        while_loop_cond_graph_0 = self.while_loop_cond_graph_0
        while_loop_body_graph_0 = self.while_loop_body_graph_0
        while_loop_stack_output = torch.ops.higher_order.while_loop_stack_output(while_loop_cond_graph_0, while_loop_body_graph_0, (arg0_1, arg1_1), ());  while_loop_cond_graph_0 = while_loop_body_graph_0 = arg0_1 = arg1_1 = None
        getitem: "i64[u0][1]cpu" = while_loop_stack_output[0]
        getitem_1: "f32[u0, 4, 4][16, 4, 1]cpu" = while_loop_stack_output[1];  while_loop_stack_output = None
        return (getitem, getitem_1)
        
    class while_loop_cond_graph_0(torch.nn.Module):
        def forward(self, i_1: "i64[][]cpu", x_1: "f32[4, 4][4, 1]cpu"):
            # No stacktrace found for following nodes
            lt: "b8[][]cpu" = torch.ops.aten.lt.Scalar(i_1, 3);  i_1 = None
            return lt
            
    class while_loop_body_graph_0(torch.nn.Module):
        def forward(self, i_1: "i64[][]cpu", x_1: "f32[4, 4][4, 1]cpu"):
            # No stacktrace found for following nodes
            add: "i64[][]cpu" = torch.ops.aten.add.Tensor(i_1, 1);  i_1 = None
            sin: "f32[4, 4][4, 1]cpu" = torch.ops.aten.sin.default(x_1);  x_1 = None
            _to_copy_default: "f64[4, 4][4, 1]cpu" = torch.ops.aten._to_copy.default(sin, dtype = torch.float64);  sin = None
            return (add, _to_copy_default)
            