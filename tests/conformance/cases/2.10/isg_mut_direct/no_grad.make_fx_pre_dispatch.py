class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/isg_mut_direct.py:21 in forward, code: a = region(x)
        add_: "f32[4, 4]" = torch.ops.aten.add_.Tensor(arg0_1, 1);  arg0_1 = None
        sin: "f32[4, 4]" = torch.ops.aten.sin.default(add_)
        
        # File: tests/conformance/programs/isg_mut_direct.py:22 in forward, code: b = region(x.cos())
        cos: "f32[4, 4]" = torch.ops.aten.cos.default(add_);  add_ = None
        add__1: "f32[4, 4]" = torch.ops.aten.add_.Tensor(cos, 1);  cos = None
        sin_1: "f32[4, 4]" = torch.ops.aten.sin.default(add__1);  add__1 = None
        
        # File: tests/conformance/programs/isg_mut_direct.py:23 in forward, code: return a + b
        add: "f32[4, 4]" = torch.ops.aten.add.Tensor(sin, sin_1);  sin = sin_1 = None
        return add
        