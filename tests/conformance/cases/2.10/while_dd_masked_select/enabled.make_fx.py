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
            gt: "b8[4, 4]" = torch.ops.aten.gt.Scalar(arg1_1, 0)
            masked_select: "f32[u0]" = torch.ops.aten.masked_select.default(arg1_1, gt);  gt = None
            sym_size_int_1: "Sym(u0)" = torch.ops.aten.sym_size.int(masked_select, 0)
            _check_is_size = torch._check_is_size(sym_size_int_1);  _check_is_size = None
            ge_2: "Sym(u0 >= 0)" = sym_size_int_1 >= 0
            _assert_scalar_default = torch.ops.aten._assert_scalar.default(ge_2, "Runtime assertion failed for expression u0 >= 0 on node 'ge_2'");  ge_2 = _assert_scalar_default = None
            le_1: "Sym(u0 <= 16)" = sym_size_int_1 <= 16;  sym_size_int_1 = None
            _assert_scalar_default_1 = torch.ops.aten._assert_scalar.default(le_1, "Runtime assertion failed for expression u0 <= 16 on node 'le_1'");  le_1 = _assert_scalar_default_1 = None
            add: "i64[]" = torch.ops.aten.add.Tensor(arg0_1, 1);  arg0_1 = None
            sum_1: "f32[]" = torch.ops.aten.sum.default(masked_select);  masked_select = None
            add_1: "f32[4, 4]" = torch.ops.aten.add.Tensor(arg1_1, sum_1);  arg1_1 = sum_1 = None
            return (add, add_1)
            