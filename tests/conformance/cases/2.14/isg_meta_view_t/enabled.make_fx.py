class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/isg_meta_view_t.py:21 in forward, code: a = region(x)
        view: "f32[4, 4]" = torch.ops.aten.view.default(arg0_1, [4, 4])
        t_: "f32[4, 4]" = torch.ops.aten.t_.default(view);  view = t_ = None
        sin: "f32[4, 4]" = torch.ops.aten.sin.default(arg0_1)

        # File: tests/conformance/programs/isg_meta_view_t.py:22 in forward, code: b = region(x.cos())
        cos: "f32[4, 4]" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
        view_1: "f32[4, 4]" = torch.ops.aten.view.default(cos, [4, 4])
        t__1: "f32[4, 4]" = torch.ops.aten.t_.default(view_1);  view_1 = t__1 = None
        sin_1: "f32[4, 4]" = torch.ops.aten.sin.default(cos);  cos = None

        # File: tests/conformance/programs/isg_meta_view_t.py:23 in forward, code: return a + b
        add: "f32[4, 4]" = torch.ops.aten.add.Tensor(sin, sin_1);  sin = sin_1 = None
        return add
