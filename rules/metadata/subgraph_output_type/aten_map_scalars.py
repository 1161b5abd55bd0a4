# ATen dialect, after test_map_illegal_outputs: map bodies returning y.size(0) (a SymInt) and
# x.item() (a SymFloat) are rejected; the second map body returns None, which map allows.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[3, s1][s1, 1]cpu", arg1_1: "f32[3][1]cpu"):
        # File: /home/user/model.py:30 in forward, code: sizes = map(lambda x: x.size(0), xs)
        body_graph_0 = self.body_graph_0
        map_impl = torch.ops.higher_order.map_impl(body_graph_0, [arg0_1], []);  body_graph_0 = arg0_1 = None
        getitem = map_impl[0];  map_impl = None

        # File: /home/user/model.py:31 in forward, code: vals, _ = map(lambda x: (x.item(), None), ys)
        body_graph_1 = self.body_graph_1
        map_impl_1 = torch.ops.higher_order.map_impl(body_graph_1, [arg1_1], []);  body_graph_1 = arg1_1 = None
        getitem_1 = map_impl_1[0]
        getitem_2 = map_impl_1[1];  map_impl_1 = None
        return (getitem, getitem_1)

    class body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[s1][1]cpu"):
            # File: /home/user/model.py:30 in <lambda>, code: x.size(0)
            sym_size_int: "Sym(s1)" = torch.ops.aten.sym_size.int(arg0_1, 0);  arg0_1 = None  # expect: FX409 {{body 'body_graph_0' output 0, 'sym_size_int' (Sym(s1)), is a SymInt}} {{Got types [<class 'torch.SymInt'>]}}
            return [sym_size_int]

    class body_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[][]cpu"):
            # File: /home/user/model.py:31 in <lambda>, code: x.item()
            _local_scalar_dense: "Sym(zuf0)" = torch.ops.aten._local_scalar_dense.default(arg0_1);  arg0_1 = None  # expect: FX409 {{body 'body_graph_1' output 0, '_local_scalar_dense' (Sym(zuf0)), is a SymFloat}} {{Got types [<class 'torch.SymFloat'>, <class 'NoneType'>]}}
            return [_local_scalar_dense, None]
