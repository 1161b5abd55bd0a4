class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/setgrad_mut_in_region.py:15 in forward, code: self.buf.add_(1)
        _tensor_constant0: "f32[4, 4]" = self._tensor_constant0
        add_: "f32[4, 4]" = torch.ops.aten.add_.Tensor(_tensor_constant0, 1);  _tensor_constant0 = add_ = None
        
        # File: /venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        _param_constant0: "f32[4, 4]" = self._param_constant0
        t: "f32[4, 4]" = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
        _param_constant1: "f32[4]" = self._param_constant1
        addmm: "f32[4, 4]" = torch.ops.aten.addmm.default(_param_constant1, arg0_1, t);  _param_constant1 = arg0_1 = t = None
        
        # File: tests/conformance/programs/setgrad_mut_in_region.py:16 in forward, code: return self.lin(x) + self.buf
        _tensor_constant0_1: "f32[4, 4]" = self._tensor_constant0
        add: "f32[4, 4]" = torch.ops.aten.add.Tensor(addmm, _tensor_constant0_1);  addmm = _tensor_constant0_1 = None
        return add
        