class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/isg_mut_copy.py:21 in forward, code: a = region(x)
        cos: "f32[4, 4]" = torch.ops.aten.cos.default(arg0_1)
        copy_: "f32[4, 4]" = torch.ops.aten.copy_.default(arg0_1, cos);  arg0_1 = cos = None
        sin: "f32[4, 4]" = torch.ops.aten.sin.default(copy_)
        
        # File: tests/conformance/programs/isg_mut_copy.py:22 in forward, code: b = region(x.cos())
        cos_1: "f32[4, 4]" = torch.ops.aten.cos.default(copy_);  copy_ = None
        cos_2: "f32[4, 4]" = torch.ops.aten.cos.default(cos_1)
        copy__1: "f32[4, 4]" = torch.ops.aten.copy_.default(cos_1, cos_2);  cos_1 = cos_2 = None
        sin_1: "f32[4, 4]" = torch.ops.aten.sin.default(copy__1);  copy__1 = None
        
        # File: tests/conformance/programs/isg_mut_copy.py:23 in forward, code: return a + b
        add: "f32[4, 4]" = torch.ops.aten.add.Tensor(sin, sin_1);  sin = sin_1 = None
        return add
        