class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/wrap_ckpt_mut.py:15 in forward, code: return W.wrap_activation_checkpoint(GM, x)
        empty: "f32[0]" = torch.ops.aten.empty.memory_format([0], device = device(type='cpu'), pin_memory = False);  empty = None
        
        # File: /venv/lib/python3.11/site-packages/torch/utils/checkpoint.py:798 in forward, code: return torch.empty((0,))
        empty_1: "f32[0]" = torch.ops.aten.empty.memory_format([0], device = device(type='cpu'), pin_memory = False);  empty_1 = None
        
        # File: tests/conformance/programs/wrap_ckpt_mut.py:15 in forward, code: return W.wrap_activation_checkpoint(GM, x)
        add_: "f32[4, 4]" = torch.ops.aten.add_.Tensor(arg0_1, 1);  arg0_1 = None
        return add_
        