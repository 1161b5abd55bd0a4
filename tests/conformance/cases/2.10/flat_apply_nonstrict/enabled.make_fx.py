class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/flat_apply_nonstrict.py:27 in forward, code: return ns(Pt(x, 3))
        mul: "f32[4, 4]" = torch.ops.aten.mul.Tensor(arg0_1, 3);  arg0_1 = None
        return mul
        