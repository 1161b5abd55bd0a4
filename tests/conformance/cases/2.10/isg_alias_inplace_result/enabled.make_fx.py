class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/isg_alias_inplace_result.py:20 in forward, code: a = region(x)
        mul_: "f32[4, 4]" = torch.ops.aten.mul_.Tensor(arg0_1, 2);  arg0_1 = None
        
        # File: tests/conformance/programs/isg_alias_inplace_result.py:21 in forward, code: b = region(x.cos())
        cos: "f32[4, 4]" = torch.ops.aten.cos.default(mul_)
        mul__1: "f32[4, 4]" = torch.ops.aten.mul_.Tensor(cos, 2);  cos = None
        
        # File: tests/conformance/programs/isg_alias_inplace_result.py:22 in forward, code: return a + b
        add: "f32[4, 4]" = torch.ops.aten.add.Tensor(mul_, mul__1);  mul_ = mul__1 = None
        return add
        