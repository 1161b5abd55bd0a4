class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/ckpt_alias_view.py:16 in forward, code: return torch.utils.checkpoint.checkpoint(f, x, use_reentrant=False)
        empty: "f32[0]" = torch.ops.aten.empty.memory_format([0], device = device(type='cpu'), pin_memory = False);  empty = None
        
        # File: /venv/lib/python3.11/site-packages/torch/utils/checkpoint.py:798 in forward, code: return torch.empty((0,))
        empty_1: "f32[0]" = torch.ops.aten.empty.memory_format([0], device = device(type='cpu'), pin_memory = False);  empty_1 = None
        
        # File: tests/conformance/programs/ckpt_alias_view.py:16 in forward, code: return torch.utils.checkpoint.checkpoint(f, x, use_reentrant=False)
        view: "f32[4, 4]" = torch.ops.aten.view.default(arg0_1, [4, 4]);  arg0_1 = None
        return view
        