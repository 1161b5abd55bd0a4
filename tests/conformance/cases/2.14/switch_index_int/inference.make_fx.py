class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/switch_index_int.py:25 in forward, code: return switch(1, [branch0, branch1, branch2], (x,))
        cos: "f32[4, 4]" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
        return cos
