class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/isg_intermediate_view.py:21 in forward, code: a = region(x)
        sin: "f32[4, 4]" = torch.ops.aten.sin.default(arg0_1)
        view: "f32[16]" = torch.ops.aten.view.default(sin, [16]);  view = None
        
        # File: tests/conformance/programs/isg_intermediate_view.py:22 in forward, code: b = region(x.cos())
        cos: "f32[4, 4]" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
        sin_1: "f32[4, 4]" = torch.ops.aten.sin.default(cos);  cos = None
        view_1: "f32[16]" = torch.ops.aten.view.default(sin_1, [16]);  sin_1 = None
        
        # File: tests/conformance/programs/isg_intermediate_view.py:23 in forward, code: return a[0] + b[1].view(4, 4)
        view_2: "f32[4, 4]" = torch.ops.aten.view.default(view_1, [4, 4]);  view_1 = None
        add: "f32[4, 4]" = torch.ops.aten.add.Tensor(sin, view_2);  sin = view_2 = None
        return add
        