class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "i64[]", arg1_1: "f32[4, 4]"):
        # File: tests/conformance/programs/wlso_dd_nonzero.py:20 in forward, code: return torch.ops.higher_order.while_loop_stack_output(cond_fn, body_fn, (i, x), ())
        while_loop_cond_graph_0 = self.while_loop_cond_graph_0
        while_loop_body_graph_0 = self.while_loop_body_graph_0
        while_loop_stack_output = torch.ops.higher_order.while_loop_stack_output(while_loop_cond_graph_0, while_loop_body_graph_0, (arg0_1, arg1_1), ());  while_loop_cond_graph_0 = while_loop_body_graph_0 = arg0_1 = arg1_1 = None
        getitem: "i64[u2]" = while_loop_stack_output[0]
        getitem_1: "f32[u2, 4, 4]" = while_loop_stack_output[1];  while_loop_stack_output = None
        return (getitem, getitem_1)
        
    class while_loop_cond_graph_0(torch.nn.Module):
        def forward(self, i_1: "i64[]", x_1: "f32[4, 4]"):
            # No stacktrace found for following nodes
            lt: "b8[]" = torch.ops.aten.lt.Scalar(i_1, 3);  i_1 = None
            return lt
            
    class while_loop_body_graph_0(torch.nn.Module):
        def forward(self, i_1: "i64[]", x_1: "f32[4, 4]"):
            # No stacktrace found for following nodes
            nonzero: "i64[u0, 2]" = torch.ops.aten.nonzero.default(x_1)
            sym_size_int_1: "Sym(u0)" = torch.ops.aten.sym_size.int(nonzero, 0);  nonzero = None
            _check_is_size = torch._check_is_size(sym_size_int_1);  _check_is_size = None
            ge: "Sym(u0 >= 0)" = sym_size_int_1 >= 0
            _assert_scalar_default = torch.ops.aten._assert_scalar.default(ge, "Runtime assertion failed for expression u0 >= 0 on node 'ge'");  ge = _assert_scalar_default = None
            le: "Sym(u0 <= 16)" = sym_size_int_1 <= 16
            _assert_scalar_default_1 = torch.ops.aten._assert_scalar.default(le, "Runtime assertion failed for expression u0 <= 16 on node 'le'");  le = _assert_scalar_default_1 = None
            add: "i64[]" = torch.ops.aten.add.Tensor(i_1, 1);  i_1 = None
            add_1: "f32[4, 4]" = torch.ops.aten.add.Tensor(x_1, sym_size_int_1);  x_1 = sym_size_int_1 = None
            return (add, add_1)
            