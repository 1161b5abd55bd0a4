class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/isg_mut_buffer.py:21 in forward, code: a = region(x)
        _tensor_constant0: "f32[4, 4]" = self._tensor_constant0
        add_: "f32[4, 4]" = torch.ops.aten.add_.Tensor(_tensor_constant0, 1);  _tensor_constant0 = add_ = None
        _tensor_constant0_1: "f32[4, 4]" = self._tensor_constant0
        add: "f32[4, 4]" = torch.ops.aten.add.Tensor(arg0_1, _tensor_constant0_1);  _tensor_constant0_1 = None
        
        # File: tests/conformance/programs/isg_mut_buffer.py:22 in forward, code: b = region(x.cos())
        cos: "f32[4, 4]" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
        _tensor_constant0_2: "f32[4, 4]" = self._tensor_constant0
        add__1: "f32[4, 4]" = torch.ops.aten.add_.Tensor(_tensor_constant0_2, 1);  _tensor_constant0_2 = add__1 = None
        _tensor_constant0_3: "f32[4, 4]" = self._tensor_constant0
        add_1: "f32[4, 4]" = torch.ops.aten.add.Tensor(cos, _tensor_constant0_3);  cos = _tensor_constant0_3 = None
        
        # File: tests/conformance/programs/isg_mut_buffer.py:23 in forward, code: return a + b
        add_2: "f32[4, 4]" = torch.ops.aten.add.Tensor(add, add_1);  add = add_1 = None
        return add_2
        