class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/isg_dd_item.py:21 in forward, code: a = region(x)
        sum_1: "f32[]" = torch.ops.aten.sum.default(arg0_1)
        _local_scalar_dense: "Sym(zuf0)" = torch.ops.aten._local_scalar_dense.default(sum_1);  sum_1 = None
        add: "f32[4, 4]" = torch.ops.aten.add.Tensor(arg0_1, _local_scalar_dense);  _local_scalar_dense = None
        
        # File: tests/conformance/programs/isg_dd_item.py:22 in forward, code: b = region(x.cos())
        cos: "f32[4, 4]" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
        sum_2: "f32[]" = torch.ops.aten.sum.default(cos)
        _local_scalar_dense_1: "Sym(zuf1)" = torch.ops.aten._local_scalar_dense.default(sum_2);  sum_2 = None
        add_1: "f32[4, 4]" = torch.ops.aten.add.Tensor(cos, _local_scalar_dense_1);  cos = _local_scalar_dense_1 = None
        
        # File: tests/conformance/programs/isg_dd_item.py:23 in forward, code: return a + b
        add_2: "f32[4, 4]" = torch.ops.aten.add.Tensor(add, add_1);  add = add_1 = None
        return add_2
        