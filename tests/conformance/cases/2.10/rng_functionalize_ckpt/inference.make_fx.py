class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/rng_functionalize_ckpt.py:17 in forward, code: y = torch.utils.checkpoint.checkpoint(f, x, use_reentrant=False)
        empty: "f32[0]" = torch.ops.aten.empty.memory_format([0], device = device(type='cpu'), pin_memory = False);  empty = None
        
        # File: /venv/lib/python3.11/site-packages/torch/utils/checkpoint.py:798 in forward, code: return torch.empty((0,))
        empty_1: "f32[0]" = torch.ops.aten.empty.memory_format([0], device = device(type='cpu'), pin_memory = False);  empty_1 = None
        
        # File: tests/conformance/programs/rng_functionalize_ckpt.py:17 in forward, code: y = torch.utils.checkpoint.checkpoint(f, x, use_reentrant=False)
        native_dropout = torch.ops.aten.native_dropout.default(arg0_1, 0.5, True);  arg0_1 = None
        getitem: "f32[4, 4]" = native_dropout[0]
        getitem_1: "b8[4, 4]" = native_dropout[1];  native_dropout = getitem_1 = None
        return getitem
        