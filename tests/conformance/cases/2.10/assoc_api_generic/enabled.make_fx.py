class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[3, 4, 4]"):
        # File: tests/conformance/programs/assoc_api_generic.py:16 in forward, code: return associative_scan(combine_fn, xs, dim=0, combine_mode='generic')
        permute: "f32[3, 4, 4]" = torch.ops.aten.permute.default(arg0_1, [0, 1, 2]);  arg0_1 = None
        slice_1: "f32[1, 4, 4]" = torch.ops.aten.slice.Tensor(permute, 0, 0, -1, 2)
        slice_2: "f32[1, 4, 4]" = torch.ops.aten.slice.Tensor(permute, 0, 1, None, 2)
        add: "f32[1, 4, 4]" = torch.ops.aten.add.Tensor(slice_1, slice_2);  slice_1 = slice_2 = None
        slice_3: "f32[1, 4, 4]" = torch.ops.aten.slice.Tensor(permute, 0, 2, None, 2)
        add_1: "f32[1, 4, 4]" = torch.ops.aten.add.Tensor(add, slice_3);  slice_3 = None
        slice_4: "f32[1, 4, 4]" = torch.ops.aten.slice.Tensor(permute, 0, 0, 1);  permute = None
        cat: "f32[2, 4, 4]" = torch.ops.aten.cat.default([slice_4, add_1]);  slice_4 = add_1 = None
        constant_pad_nd: "f32[2, 4, 4]" = torch.ops.aten.constant_pad_nd.default(add, [0, 0, 0, 0, 0, 1], 0.0);  add = None
        stack: "f32[2, 2, 4, 4]" = torch.ops.aten.stack.default([cat, constant_pad_nd], 1);  cat = constant_pad_nd = None
        view: "f32[4, 4, 4]" = torch.ops.aten.view.default(stack, [4, 4, 4]);  stack = None
        slice_5: "f32[3, 4, 4]" = torch.ops.aten.slice.Tensor(view, 0, 0, 3);  view = None
        permute_1: "f32[3, 4, 4]" = torch.ops.aten.permute.default(slice_5, [0, 1, 2]);  slice_5 = None
        return permute_1
        