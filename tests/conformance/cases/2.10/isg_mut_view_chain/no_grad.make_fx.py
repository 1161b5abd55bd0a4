class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/isg_mut_view_chain.py:21 in forward, code: a = region(x)
        view: "f32[16]" = torch.ops.aten.view.default(arg0_1, [-1])
        slice_1: "f32[2]" = torch.ops.aten.slice.Tensor(view, 0, 1, 3);  view = None
        mul_: "f32[2]" = torch.ops.aten.mul_.Tensor(slice_1, 2);  slice_1 = mul_ = None
        cos: "f32[4, 4]" = torch.ops.aten.cos.default(arg0_1)
        
        # File: tests/conformance/programs/isg_mut_view_chain.py:22 in forward, code: b = region(x.cos())
        cos_1: "f32[4, 4]" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
        view_1: "f32[16]" = torch.ops.aten.view.default(cos_1, [-1])
        slice_2: "f32[2]" = torch.ops.aten.slice.Tensor(view_1, 0, 1, 3);  view_1 = None
        mul__1: "f32[2]" = torch.ops.aten.mul_.Tensor(slice_2, 2);  slice_2 = mul__1 = None
        cos_2: "f32[4, 4]" = torch.ops.aten.cos.default(cos_1);  cos_1 = None
        
        # File: tests/conformance/programs/isg_mut_view_chain.py:23 in forward, code: return a + b
        add: "f32[4, 4]" = torch.ops.aten.add.Tensor(cos, cos_2);  cos = cos_2 = None
        return add
        