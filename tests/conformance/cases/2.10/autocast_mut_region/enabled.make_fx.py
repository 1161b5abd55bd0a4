class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: /venv/lib/python3.11/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        _param_constant0: "f32[4]" = self._param_constant0
        _to_copy: "bf16[4]" = torch.ops.aten._to_copy.default(_param_constant0, dtype = torch.bfloat16);  _param_constant0 = None
        _param_constant1: "f32[4, 4]" = self._param_constant1
        _to_copy_1: "bf16[4, 4]" = torch.ops.aten._to_copy.default(_param_constant1, dtype = torch.bfloat16);  _param_constant1 = None
        _to_copy_2: "bf16[4, 4]" = torch.ops.aten._to_copy.default(arg0_1, dtype = torch.bfloat16);  arg0_1 = None
        t: "bf16[4, 4]" = torch.ops.aten.t.default(_to_copy_1);  _to_copy_1 = None
        addmm: "bf16[4, 4]" = torch.ops.aten.addmm.default(_to_copy, _to_copy_2, t);  _to_copy = _to_copy_2 = t = None
        
        # File: tests/conformance/programs/autocast_mut_region.py:16 in forward, code: self.buf.add_(1)
        _tensor_constant0: "f32[4, 4]" = self._tensor_constant0
        add_: "f32[4, 4]" = torch.ops.aten.add_.Tensor(_tensor_constant0, 1);  _tensor_constant0 = add_ = None
        
        # File: tests/conformance/programs/autocast_mut_region.py:17 in forward, code: return y.float() + self.buf
        _to_copy_3: "f32[4, 4]" = torch.ops.aten._to_copy.default(addmm, dtype = torch.float32);  addmm = None
        _tensor_constant0_1: "f32[4, 4]" = self._tensor_constant0
        add: "f32[4, 4]" = torch.ops.aten.add.Tensor(_to_copy_3, _tensor_constant0_1);  _to_copy_3 = _tensor_constant0_1 = None
        return add
        