class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/af_buffer.py:32 in forward, code: af_buffer(self.buf)
        _tensor_constant0: "f32[4, 4]" = self._tensor_constant0
        af_buffer = torch.ops.conformance.af_buffer.default(_tensor_constant0);  _tensor_constant0 = af_buffer = None
        
        # File: tests/conformance/programs/af_buffer.py:33 in forward, code: return x + self.buf
        _tensor_constant0_1: "f32[4, 4]" = self._tensor_constant0
        add: "f32[4, 4]" = torch.ops.aten.add.Tensor(arg0_1, _tensor_constant0_1);  arg0_1 = _tensor_constant0_1 = None
        return add
        