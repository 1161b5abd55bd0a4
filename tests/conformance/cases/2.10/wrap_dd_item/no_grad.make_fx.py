class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/wrap_dd_item.py:17 in forward, code: return wrap(f, x)
        sum_1: "f32[]" = torch.ops.aten.sum.default(arg0_1)
        _local_scalar_dense: "Sym(zuf0)" = torch.ops.aten._local_scalar_dense.default(sum_1);  sum_1 = None
        add: "f32[4, 4]" = torch.ops.aten.add.Tensor(arg0_1, _local_scalar_dense);  arg0_1 = _local_scalar_dense = None
        return add
        