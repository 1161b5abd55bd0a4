class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/isg_mut_view.py:21 in forward, code: a = region(x)
        select: "f32[4]" = torch.ops.aten.select.int(arg0_1, 0, 0)
        add_: "f32[4]" = torch.ops.aten.add_.Tensor(select, 1);  select = add_ = None
        sin: "f32[4, 4]" = torch.ops.aten.sin.default(arg0_1)
        
        # File: tests/conformance/programs/isg_mut_view.py:22 in forward, code: b = region(x.cos())
        cos: "f32[4, 4]" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
        select_1: "f32[4]" = torch.ops.aten.select.int(cos, 0, 0)
        add__1: "f32[4]" = torch.ops.aten.add_.Tensor(select_1, 1);  select_1 = add__1 = None
        sin_1: "f32[4, 4]" = torch.ops.aten.sin.default(cos);  cos = None
        
        # File: tests/conformance/programs/isg_mut_view.py:23 in forward, code: return a + b
        add: "f32[4, 4]" = torch.ops.aten.add.Tensor(sin, sin_1);  sin = sin_1 = None
        return add
        