class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/wrap_mut_direct.py:17 in forward, code: return wrap(f, x)
        add_: "f32[4, 4]" = torch.ops.aten.add_.Tensor(arg0_1, 1);  arg0_1 = None
        sin: "f32[4, 4]" = torch.ops.aten.sin.default(add_);  add_ = None
        return sin
        