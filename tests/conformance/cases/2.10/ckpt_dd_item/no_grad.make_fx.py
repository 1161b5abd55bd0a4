class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/ckpt_dd_item.py:17 in forward, code: return torch.utils.checkpoint.checkpoint(f, x, use_reentrant=False)
        empty: "f32[0]" = torch.ops.aten.empty.memory_format([0], device = device(type='cpu'), pin_memory = False);  empty = None
        
        # File: /venv/lib/python3.11/site-packages/torch/utils/checkpoint.py:798 in forward, code: return torch.empty((0,))
        empty_1: "f32[0]" = torch.ops.aten.empty.memory_format([0], device = device(type='cpu'), pin_memory = False);  empty_1 = None
        
        # File: tests/conformance/programs/ckpt_dd_item.py:17 in forward, code: return torch.utils.checkpoint.checkpoint(f, x, use_reentrant=False)
        sum_1: "f32[]" = torch.ops.aten.sum.default(arg0_1)
        _local_scalar_dense: "Sym(zuf0)" = torch.ops.aten._local_scalar_dense.default(sum_1);  sum_1 = None
        add: "f32[4, 4]" = torch.ops.aten.add.Tensor(arg0_1, _local_scalar_dense);  arg0_1 = _local_scalar_dense = None
        return add
        