class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[3, 4, 4]"):
        # File: <eval_with_key>.N:7 in forward, code: map_impl = torch.ops.higher_order.map_impl(map_body_0, [l_flat_xs_0_], []);  map_body_0 = l_flat_xs_0_ = None
        body_graph_0 = self.body_graph_0
        map_impl = torch.ops.higher_order.map_impl(body_graph_0, [arg0_1], []);  body_graph_0 = arg0_1 = None
        getitem: "f32[3, 4, 4]" = map_impl[0];  map_impl = None
        return getitem

    class body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 4]"):
            # No stacktrace found for following nodes
            nonzero: "i64[u0, 2]" = torch.ops.aten.nonzero.default(arg0_1)
            sym_size_int_1: "Sym(u0)" = torch.ops.aten.sym_size.int(nonzero, 0);  nonzero = None
            ge_1: "Sym(u0 >= 0)" = sym_size_int_1 >= 0
            _assert_scalar_default = torch.ops.aten._assert_scalar.default(ge_1, "Runtime assertion failed for expression u0 >= 0 on node 'ge_1'");  ge_1 = _assert_scalar_default = None
            le_1: "Sym(u0 <= 16)" = sym_size_int_1 <= 16
            _assert_scalar_default_1 = torch.ops.aten._assert_scalar.default(le_1, "Runtime assertion failed for expression u0 <= 16 on node 'le_1'");  le_1 = _assert_scalar_default_1 = None
            add: "f32[4, 4]" = torch.ops.aten.add.Tensor(arg0_1, sym_size_int_1);  arg0_1 = sym_size_int_1 = None
            return (add,)
