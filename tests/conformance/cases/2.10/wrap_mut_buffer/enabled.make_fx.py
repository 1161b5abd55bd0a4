class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/wrap_mut_buffer.py:17 in forward, code: return wrap(f, x)
        _tensor_constant0: "f32[4, 4]" = self._tensor_constant0
        add_: "f32[4, 4]" = torch.ops.aten.add_.Tensor(_tensor_constant0, 1);  _tensor_constant0 = add_ = None
        _tensor_constant0_1: "f32[4, 4]" = self._tensor_constant0
        add: "f32[4, 4]" = torch.ops.aten.add.Tensor(arg0_1, _tensor_constant0_1);  arg0_1 = _tensor_constant0_1 = None
        return add
        