class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/isg_alias_view.py:20 in forward, code: a = region(x)
        view: "f32[4, 4]" = torch.ops.aten.view.default(arg0_1, [4, 4])
        
        # File: tests/conformance/programs/isg_alias_view.py:21 in forward, code: b = region(x.cos())
        cos: "f32[4, 4]" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
        view_1: "f32[4, 4]" = torch.ops.aten.view.default(cos, [4, 4]);  cos = None
        
        # File: tests/conformance/programs/isg_alias_view.py:22 in forward, code: return a + b
        add: "f32[4, 4]" = torch.ops.aten.add.Tensor(view, view_1);  view = view_1 = None
        return add
        