class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/isg_alias_buffer.py:21 in forward, code: b = region(x.cos())
        cos: "f32[4, 4]" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = cos = None
        
        # File: tests/conformance/programs/isg_alias_buffer.py:22 in forward, code: return a + b
        _tensor_constant0: "f32[4, 4]" = self._tensor_constant0
        _tensor_constant0_1: "f32[4, 4]" = self._tensor_constant0
        add: "f32[4, 4]" = torch.ops.aten.add.Tensor(_tensor_constant0, _tensor_constant0_1);  _tensor_constant0 = _tensor_constant0_1 = None
        return add
        