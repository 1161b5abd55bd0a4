class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "b8[]", arg1_1: "f32[4, 4]"):
        # File: <eval_with_key>.N:9 in forward, code: cond = torch.ops.higher_order.cond(l_args_0_, cond_true_0, cond_false_0, (l_args_3_0_,));  l_args_0_ = cond_true_0 = cond_false_0 = l_args_3_0_ = None
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1,));  arg0_1 = true_graph_0 = false_graph_0 = arg1_1 = None
        getitem: "f32[4, 4]" = cond[0]
        getitem_1: "Sym(u0)" = cond[1];  cond = None
        
        # File: <eval_with_key>.N:11 in forward, code: ge = getitem_2 >= 1
        ge: "Sym(u0 >= 1)" = getitem_1 >= 1
        
        # File: <eval_with_key>.N:12 in forward, code: _assert_scalar_default = torch.ops.aten._assert_scalar.default(ge, "Runtime assertion failed for expression u0 >= 1 on node 'ge'");  ge = _assert_scalar_default = None
        _assert_scalar = torch.ops.aten._assert_scalar.default(ge, "Runtime assertion failed for expression u0 >= 1 on node 'ge'");  ge = _assert_scalar = None
        
        # File: <eval_with_key>.N:13 in forward, code: le = getitem_2 <= 2
        le: "Sym(u0 <= 2)" = getitem_1 <= 2
        
        # File: <eval_with_key>.N:14 in forward, code: _assert_scalar_default_1 = torch.ops.aten._assert_scalar.default(le, "Runtime assertion failed for expression u0 <= 2 on node 'le'");  le = _assert_scalar_default_1 = None
        _assert_scalar_1 = torch.ops.aten._assert_scalar.default(le, "Runtime assertion failed for expression u0 <= 2 on node 'le'");  le = _assert_scalar_1 = None
        return (getitem, getitem_1)
        
    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 4]"):
            # No stacktrace found for following nodes
            sin: "f32[4, 4]" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            return (sin, 1)
            
    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 4]"):
            # No stacktrace found for following nodes
            cos: "f32[4, 4]" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
            return (cos, 2)
            