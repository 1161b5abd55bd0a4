class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/isg_mut_setitem.py:21 in forward, code: a = region(x)
        _tensor_constant0: "f32[]" = self._tensor_constant0
        lift_fresh_copy: "f32[]" = torch.ops.aten.lift_fresh_copy.default(_tensor_constant0);  _tensor_constant0 = None
        select: "f32[4]" = torch.ops.aten.select.int(arg0_1, 0, 0)
        fill_: "f32[4]" = torch.ops.aten.fill_.Tensor(select, lift_fresh_copy);  select = lift_fresh_copy = fill_ = None
        sin: "f32[4, 4]" = torch.ops.aten.sin.default(arg0_1)
        
        # File: tests/conformance/programs/isg_mut_setitem.py:22 in forward, code: b = region(x.cos())
        cos: "f32[4, 4]" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
        _tensor_constant1: "f32[]" = self._tensor_constant1
        lift_fresh_copy_1: "f32[]" = torch.ops.aten.lift_fresh_copy.default(_tensor_constant1);  _tensor_constant1 = None
        select_1: "f32[4]" = torch.ops.aten.select.int(cos, 0, 0)
        fill__1: "f32[4]" = torch.ops.aten.fill_.Tensor(select_1, lift_fresh_copy_1);  select_1 = lift_fresh_copy_1 = fill__1 = None
        sin_1: "f32[4, 4]" = torch.ops.aten.sin.default(cos);  cos = None
        
        # File: tests/conformance/programs/isg_mut_setitem.py:23 in forward, code: return a + b
        add: "f32[4, 4]" = torch.ops.aten.add.Tensor(sin, sin_1);  sin = sin_1 = None
        return add
        