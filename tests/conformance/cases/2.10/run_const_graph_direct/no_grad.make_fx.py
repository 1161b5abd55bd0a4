class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/run_const_graph_direct.py:15 in forward, code: return x + run_const_graph(GM, (self.buf,))[0]
        _const_graph = self._const_graph
        _tensor_constant0: "f32[4, 4]" = self._tensor_constant0
        run_const_graph = torch.ops.higher_order.run_const_graph(_const_graph, (_tensor_constant0,));  _const_graph = _tensor_constant0 = None
        getitem: "f32[4, 4]" = run_const_graph[0];  run_const_graph = None
        add: "f32[4, 4]" = torch.ops.aten.add.Tensor(arg0_1, getitem);  arg0_1 = getitem = None
        return add
        
    class _const_graph(torch.nn.Module):
        def forward(self, w):
            # No stacktrace found for following nodes
            mul = w * 2;  w = None
            return (mul,)
            