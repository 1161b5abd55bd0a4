class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/agf_ok.py:9 in forward, code: return x * 2
        mul: "f32[4, 4]" = torch.ops.aten.mul.Tensor(arg0_1, 2);  arg0_1 = None
        return mul
        