class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/autocast_region.py:14 in forward, code: with torch.autocast('cpu', dtype=torch.bfloat16):
        _enter_autocast = torch.amp.autocast_mode._enter_autocast('cpu', torch.bfloat16, True, False)
        
        # File: /venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        _param_constant0: "f32[4, 4]" = self._param_constant0
        _param_constant1: "f32[4]" = self._param_constant1
        linear: "bf16[4, 4]" = torch.ops.aten.linear.default(arg0_1, _param_constant0, _param_constant1);  arg0_1 = _param_constant0 = _param_constant1 = None
        
        # File: tests/conformance/programs/autocast_region.py:14 in forward, code: with torch.autocast('cpu', dtype=torch.bfloat16):
        _exit_autocast = torch.amp.autocast_mode._exit_autocast(_enter_autocast);  _enter_autocast = _exit_autocast = None
        
        # File: tests/conformance/programs/autocast_region.py:16 in forward, code: return y.float()
        to: "f32[4, 4]" = torch.ops.aten.to.dtype(linear, torch.float32);  linear = None
        return to
        