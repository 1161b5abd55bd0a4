class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/isg_mut_out.py:21 in forward, code: a = region(x)
        sin: "f32[4, 4]" = torch.ops.aten.sin.out(arg0_1, out = arg0_1);  arg0_1 = None
        cos: "f32[4, 4]" = torch.ops.aten.cos.default(sin)
        
        # File: tests/conformance/programs/isg_mut_out.py:22 in forward, code: b = region(x.cos())
        cos_1: "f32[4, 4]" = torch.ops.aten.cos.default(sin);  sin = None
        sin_1: "f32[4, 4]" = torch.ops.aten.sin.out(cos_1, out = cos_1);  cos_1 = None
        cos_2: "f32[4, 4]" = torch.ops.aten.cos.default(sin_1);  sin_1 = None
        
        # File: tests/conformance/programs/isg_mut_out.py:23 in forward, code: return a + b
        add: "f32[4, 4]" = torch.ops.aten.add.Tensor(cos, cos_2);  cos = cos_2 = None
        return add
        