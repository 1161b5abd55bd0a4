class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/isg_ok.py:20 in forward, code: a = region(x)
        sin: "f32[4, 4]" = torch.ops.aten.sin.default(arg0_1)
        
        # File: tests/conformance/programs/isg_ok.py:21 in forward, code: b = region(x.cos())
        cos: "f32[4, 4]" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
        sin_1: "f32[4, 4]" = torch.ops.aten.sin.default(cos);  cos = None
        
        # File: tests/conformance/programs/isg_ok.py:22 in forward, code: return a + b
        add: "f32[4, 4]" = torch.ops.aten.add.Tensor(sin, sin_1);  sin = sin_1 = None
        return add
        