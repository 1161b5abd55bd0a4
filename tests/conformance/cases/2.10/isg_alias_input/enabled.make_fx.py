class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/isg_alias_input.py:21 in forward, code: b = region(x.cos())
        cos: "f32[4, 4]" = torch.ops.aten.cos.default(arg0_1)
        
        # File: tests/conformance/programs/isg_alias_input.py:22 in forward, code: return a + b
        add: "f32[4, 4]" = torch.ops.aten.add.Tensor(arg0_1, cos);  arg0_1 = cos = None
        return add
        