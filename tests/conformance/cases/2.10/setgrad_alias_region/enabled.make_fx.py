class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/setgrad_alias_region.py:15 in forward, code: y = x.view(16)
        view: "f32[16]" = torch.ops.aten.view.default(arg0_1, [16]);  arg0_1 = None
        
        # File: tests/conformance/programs/setgrad_alias_region.py:16 in forward, code: return self.lin(y.view(4, 4))
        view_1: "f32[4, 4]" = torch.ops.aten.view.default(view, [4, 4]);  view = None
        
        # File: /venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        _param_constant0: "f32[4, 4]" = self._param_constant0
        t: "f32[4, 4]" = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
        _param_constant1: "f32[4]" = self._param_constant1
        addmm: "f32[4, 4]" = torch.ops.aten.addmm.default(_param_constant1, view_1, t);  _param_constant1 = view_1 = t = None
        return addmm
        