class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/setgrad_dd_region.py:15 in forward, code: n = x.nonzero().shape[0]
        nonzero: "i64[u0, 2]" = torch.ops.aten.nonzero.default(arg0_1)
        
        # File: /venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        _param_constant0: "f32[4, 4]" = self._param_constant0
        t: "f32[4, 4]" = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
        _param_constant1: "f32[4]" = self._param_constant1
        addmm: "f32[4, 4]" = torch.ops.aten.addmm.default(_param_constant1, arg0_1, t);  _param_constant1 = arg0_1 = t = None
        
        # File: tests/conformance/programs/setgrad_dd_region.py:16 in forward, code: return self.lin(x) + n
        sym_size_int: "Sym(u0)" = torch.ops.aten.sym_size.int(nonzero, 0);  nonzero = None
        add: "f32[4, 4]" = torch.ops.aten.add.Tensor(addmm, sym_size_int);  addmm = sym_size_int = None
        return add
        