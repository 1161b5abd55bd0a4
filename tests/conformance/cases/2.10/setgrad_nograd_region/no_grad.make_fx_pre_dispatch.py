class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: /venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        _param_constant0: "f32[4, 4]" = self._param_constant0
        _param_constant1: "f32[4]" = self._param_constant1
        linear: "f32[4, 4]" = torch.ops.aten.linear.default(arg0_1, _param_constant0, _param_constant1);  arg0_1 = _param_constant0 = _param_constant1 = None
        
        # File: tests/conformance/programs/setgrad_nograd_region.py:15 in forward, code: with torch.no_grad():
        _set_grad_enabled = torch._C._set_grad_enabled(False);  _set_grad_enabled = None
        
        # File: tests/conformance/programs/setgrad_nograd_region.py:16 in forward, code: z = y.sin()
        sin: "f32[4, 4]" = torch.ops.aten.sin.default(linear)
        
        # File: tests/conformance/programs/setgrad_nograd_region.py:15 in forward, code: with torch.no_grad():
        _set_grad_enabled_1 = torch._C._set_grad_enabled(False);  _set_grad_enabled_1 = None
        
        # File: tests/conformance/programs/setgrad_nograd_region.py:17 in forward, code: return y + z
        add: "f32[4, 4]" = torch.ops.aten.add.Tensor(linear, sin);  linear = sin = None
        return add
        