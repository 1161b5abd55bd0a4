class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/wrap_mut_view.py:17 in forward, code: return wrap(f, x)
        select: "f32[4]" = torch.ops.aten.select.int(arg0_1, 0, 0)
        add_: "f32[4]" = torch.ops.aten.add_.Tensor(select, 1);  select = add_ = None
        sin: "f32[4, 4]" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
        return sin
        