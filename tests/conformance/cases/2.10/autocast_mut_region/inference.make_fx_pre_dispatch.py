class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/autocast_mut_region.py:14 in forward, code: with torch.autocast('cpu', dtype=torch.bfloat16):
        _enter_autocast = torch.amp.autocast_mode._enter_autocast('cpu', torch.bfloat16, True, False)
        
        # File: /venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        _param_constant0: "f32[4, 4]" = self._param_constant0
        _param_constant1: "f32[4]" = self._param_constant1
        linear: "bf16[4, 4]" = torch.ops.aten.linear.default(arg0_1, _param_constant0, _param_constant1);  arg0_1 = _param_constant0 = _param_constant1 = None
        
        # File: tests/conformance/programs/autocast_mut_region.py:16 in forward, code: self.buf.add_(1)
        _tensor_constant0: "f32[4, 4]" = self._tensor_constant0
        add_: "f32[4, 4]" = torch.ops.aten.add_.Tensor(_tensor_constant0, 1);  _tensor_constant0 = None
        
        # File: tests/conformance/programs/autocast_mut_region.py:14 in forward, code: with torch.autocast('cpu', dtype=torch.bfloat16):
        _exit_autocast = torch.amp.autocast_mode._exit_autocast(_enter_autocast);  _enter_autocast = _exit_autocast = None
        
        # File: tests/conformance/programs/autocast_mut_region.py:17 in forward, code: return y.float() + self.buf
        to: "f32[4, 4]" = torch.ops.aten.to.dtype(linear, torch.float32);  linear = None
        add: "f32[4, 4]" = torch.ops.aten.add.Tensor(to, add_);  to = add_ = None
        return add
        