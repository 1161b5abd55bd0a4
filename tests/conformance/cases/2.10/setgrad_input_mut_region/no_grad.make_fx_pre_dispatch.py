class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/setgrad_input_mut_region.py:14 in forward, code: with torch.no_grad():
        _set_grad_enabled = torch._C._set_grad_enabled(False);  _set_grad_enabled = None
        
        # File: tests/conformance/programs/setgrad_input_mut_region.py:15 in forward, code: x.add_(1)
        add_: "f32[4, 4]" = torch.ops.aten.add_.Tensor(arg0_1, 1);  arg0_1 = None
        
        # File: tests/conformance/programs/setgrad_input_mut_region.py:14 in forward, code: with torch.no_grad():
        _set_grad_enabled_1 = torch._C._set_grad_enabled(False);  _set_grad_enabled_1 = None
        
        # File: /venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        _param_constant0: "f32[4, 4]" = self._param_constant0
        _param_constant1: "f32[4]" = self._param_constant1
        linear: "f32[4, 4]" = torch.ops.aten.linear.default(add_, _param_constant0, _param_constant1);  add_ = _param_constant0 = _param_constant1 = None
        return linear
        