class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/af_in_ckpt.py:37 in forward, code: out = torch.utils.checkpoint.checkpoint(f, x, use_reentrant=False)
        empty: "f32[0]" = torch.ops.aten.empty.memory_format([0], device = device(type='cpu'), pin_memory = False);  empty = None
        
        # File: /venv/lib/python3.11/site-packages/torch/utils/checkpoint.py:798 in forward, code: return torch.empty((0,))
        empty_1: "f32[0]" = torch.ops.aten.empty.memory_format([0], device = device(type='cpu'), pin_memory = False);  empty_1 = None
        
        # File: tests/conformance/programs/af_in_ckpt.py:37 in forward, code: out = torch.utils.checkpoint.checkpoint(f, x, use_reentrant=False)
        clone: "f32[4, 4]" = torch.ops.aten.clone.default(arg0_1);  arg0_1 = None
        af_in_ckpt = torch.ops.conformance.af_in_ckpt.default(clone);  af_in_ckpt = None
        return clone
        