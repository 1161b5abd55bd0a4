class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/isg_alias_in_in.py:20 in forward, code: a = region(x, x)
        sin: "f32[4, 4]" = torch.ops.aten.sin.default(arg0_1)
        add: "f32[4, 4]" = torch.ops.aten.add.Tensor(sin, arg0_1);  sin = None
        
        # File: tests/conformance/programs/isg_alias_in_in.py:21 in forward, code: b = region(x.cos(), x)
        cos: "f32[4, 4]" = torch.ops.aten.cos.default(arg0_1)
        sin_1: "f32[4, 4]" = torch.ops.aten.sin.default(cos);  cos = None
        add_1: "f32[4, 4]" = torch.ops.aten.add.Tensor(sin_1, arg0_1);  sin_1 = arg0_1 = None
        
        # File: tests/conformance/programs/isg_alias_in_in.py:22 in forward, code: return a + b
        add_2: "f32[4, 4]" = torch.ops.aten.add.Tensor(add, add_1);  add = add_1 = None
        return add_2
        