class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/flat_apply_nonstrict_mut.py:16 in forward, code: return ns(x)
        add_: "f32[4, 4]" = torch.ops.aten.add_.Tensor(arg0_1, 1);  arg0_1 = None
        mul: "f32[4, 4]" = torch.ops.aten.mul.Tensor(add_, 2);  add_ = None
        return mul
        