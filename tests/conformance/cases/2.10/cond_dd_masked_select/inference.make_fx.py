class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "b8[]", arg1_1: "f32[4, 4]"):
        # File: <eval_with_key>.N:9 in forward, code: cond = torch.ops.higher_order.cond(l_args_0_, cond_true_0, cond_false_0, (l_args_3_0_,));  l_args_0_ = cond_true_0 = cond_false_0 = l_args_3_0_ = None
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1,));  arg0_1 = true_graph_0 = false_graph_0 = arg1_1 = None
        getitem: "f32[4, 4]" = cond[0];  cond = None
        return getitem
        
    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 4]"):
            # No stacktrace found for following nodes
            gt: "b8[4, 4]" = torch.ops.aten.gt.Scalar(arg0_1, 0)
            masked_select: "f32[u0]" = torch.ops.aten.masked_select.default(arg0_1, gt);  gt = None
            sym_size_int_1: "Sym(u0)" = torch.ops.aten.sym_size.int(masked_select, 0)
            _check_is_size = torch._check_is_size(sym_size_int_1);  _check_is_size = None
            ge_2: "Sym(u0 >= 0)" = sym_size_int_1 >= 0
            _assert_scalar_default = torch.ops.aten._assert_scalar.default(ge_2, "Runtime assertion failed for expression u0 >= 0 on node 'ge_2'");  ge_2 = _assert_scalar_default = None
            le_1: "Sym(u0 <= 16)" = sym_size_int_1 <= 16;  sym_size_int_1 = None
            _assert_scalar_default_1 = torch.ops.aten._assert_scalar.default(le_1, "Runtime assertion failed for expression u0 <= 16 on node 'le_1'");  le_1 = _assert_scalar_default_1 = None
            sum_1: "f32[]" = torch.ops.aten.sum.default(masked_select);  masked_select = None
            add: "f32[4, 4]" = torch.ops.aten.add.Tensor(arg0_1, sum_1);  arg0_1 = sum_1 = None
            return (add,)
            
    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 4]"):
            # No stacktrace found for following nodes
            cos: "f32[4, 4]" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
            return (cos,)
            