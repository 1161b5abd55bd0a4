class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[3, 4, 4]"):
        # File: tests/conformance/programs/assoc_dd_masked_select.py:17 in forward, code: return torch.ops.higher_order.associative_scan(combine_fn, [xs], ())
        associative_scan_combine_graph_0 = self.associative_scan_combine_graph_0
        associative_scan = torch.ops.higher_order.associative_scan(associative_scan_combine_graph_0, [arg0_1], ());  associative_scan_combine_graph_0 = arg0_1 = None
        getitem: "f32[3, 4, 4]" = associative_scan[0];  associative_scan = None
        return (getitem,)
        
    class associative_scan_combine_graph_0(torch.nn.Module):
        def forward(self, a_1: "f32[4, 4]", b_1: "f32[4, 4]"):
            # No stacktrace found for following nodes
            gt: "b8[4, 4]" = torch.ops.aten.gt.Scalar(a_1, 0)
            masked_select: "f32[u0]" = torch.ops.aten.masked_select.default(a_1, gt);  gt = None
            sym_size_int: "Sym(u0)" = torch.ops.aten.sym_size.int(masked_select, 0)
            _check_is_size = torch._check_is_size(sym_size_int);  _check_is_size = None
            ge: "Sym(u0 >= 0)" = sym_size_int >= 0
            _assert_scalar_default = torch.ops.aten._assert_scalar.default(ge, "Runtime assertion failed for expression u0 >= 0 on node 'ge'");  ge = _assert_scalar_default = None
            le: "Sym(u0 <= 16)" = sym_size_int <= 16;  sym_size_int = None
            _assert_scalar_default_1 = torch.ops.aten._assert_scalar.default(le, "Runtime assertion failed for expression u0 <= 16 on node 'le'");  le = _assert_scalar_default_1 = None
            sum_1: "f32[]" = torch.ops.aten.sum.default(masked_select);  masked_select = None
            add: "f32[4, 4]" = torch.ops.aten.add.Tensor(a_1, sum_1);  a_1 = sum_1 = None
            add_1: "f32[4, 4]" = torch.ops.aten.add.Tensor(add, b_1);  add = b_1 = None
            return [add_1]
            