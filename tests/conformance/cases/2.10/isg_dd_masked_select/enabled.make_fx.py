class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/isg_dd_masked_select.py:21 in forward, code: a = region(x)
        gt: "b8[4, 4]" = torch.ops.aten.gt.Scalar(arg0_1, 0)
        masked_select: "f32[u0]" = torch.ops.aten.masked_select.default(arg0_1, gt);  gt = None
        sum_1: "f32[]" = torch.ops.aten.sum.default(masked_select);  masked_select = None
        add: "f32[4, 4]" = torch.ops.aten.add.Tensor(arg0_1, sum_1);  sum_1 = None
        
        # File: tests/conformance/programs/isg_dd_masked_select.py:22 in forward, code: b = region(x.cos())
        cos: "f32[4, 4]" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
        gt_1: "b8[4, 4]" = torch.ops.aten.gt.Scalar(cos, 0)
        masked_select_1: "f32[u1]" = torch.ops.aten.masked_select.default(cos, gt_1);  gt_1 = None
        sum_2: "f32[]" = torch.ops.aten.sum.default(masked_select_1);  masked_select_1 = None
        add_1: "f32[4, 4]" = torch.ops.aten.add.Tensor(cos, sum_2);  cos = sum_2 = None
        
        # File: tests/conformance/programs/isg_dd_masked_select.py:23 in forward, code: return a + b
        add_2: "f32[4, 4]" = torch.ops.aten.add.Tensor(add, add_1);  add = add_1 = None
        return add_2
        