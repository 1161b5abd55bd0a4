class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/af_in_region.py:33 in forward, code: a = r(x)
        af_in_region = torch.ops.conformance.af_in_region.default(arg0_1);  af_in_region = None
        sin: "f32[4, 4]" = torch.ops.aten.sin.default(arg0_1)
        
        # File: tests/conformance/programs/af_in_region.py:34 in forward, code: b = r(x.cos())
        cos: "f32[4, 4]" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
        af_in_region_1 = torch.ops.conformance.af_in_region.default(cos);  af_in_region_1 = None
        sin_1: "f32[4, 4]" = torch.ops.aten.sin.default(cos);  cos = None
        
        # File: tests/conformance/programs/af_in_region.py:35 in forward, code: return a + b
        add: "f32[4, 4]" = torch.ops.aten.add.Tensor(sin, sin_1);  sin = sin_1 = None
        return add
        