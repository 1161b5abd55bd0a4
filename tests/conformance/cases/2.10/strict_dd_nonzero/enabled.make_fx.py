class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: <eval_with_key>.N:7 in forward, code: strict_mode = torch.ops.higher_order.strict_mode(strict_mode_body_0, (l_args_1_0_,));  strict_mode_body_0 = l_args_1_0_ = None
        strict_graph_0 = self.strict_graph_0
        strict_mode = torch.ops.higher_order.strict_mode(strict_graph_0, (arg0_1,));  strict_graph_0 = arg0_1 = None
        getitem: "f32[4, 4]" = strict_mode[0];  strict_mode = None
        return getitem
        
    class strict_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 4]"):
            # No stacktrace found for following nodes
            nonzero: "i64[u0, 2]" = torch.ops.aten.nonzero.default(arg0_1)
            sym_size_int: "Sym(u0)" = torch.ops.aten.sym_size.int(nonzero, 0);  nonzero = None
            ge_1: "Sym(u0 >= 0)" = sym_size_int >= 0
            _assert_scalar = torch.ops.aten._assert_scalar.default(ge_1, "Runtime assertion failed for expression u0 >= 0 on node 'ge'");  ge_1 = _assert_scalar = None
            le: "Sym(u0 <= 16)" = sym_size_int <= 16
            _assert_scalar_1 = torch.ops.aten._assert_scalar.default(le, "Runtime assertion failed for expression u0 <= 16 on node 'le'");  le = _assert_scalar_1 = None
            add: "f32[4, 4]" = torch.ops.aten.add.Tensor(arg0_1, sym_size_int);  arg0_1 = sym_size_int = None
            return (add,)
            