class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/rng_functionalize_ckpt.py:17 in forward, code: y = torch.utils.checkpoint.checkpoint(f, x, use_reentrant=False)
        empty: "f32[0]" = torch.ops.aten.empty.memory_format([0], device = device(type='cpu'), pin_memory = False);  empty = None
        
        # File: /venv/lib/python3.11/site-packages/torch/utils/checkpoint.py:798 in forward, code: return torch.empty((0,))
        empty_1: "f32[0]" = torch.ops.aten.empty.memory_format([0], device = device(type='cpu'), pin_memory = False);  empty_1 = None
        
        # File: tests/conformance/programs/rng_functionalize_ckpt.py:17 in forward, code: y = torch.utils.checkpoint.checkpoint(f, x, use_reentrant=False)
        empty_like: "f32[4, 4]" = torch.ops.aten.empty_like.default(arg0_1)
        bernoulli_: "f32[4, 4]" = torch.ops.aten.bernoulli_.float(empty_like);  empty_like = None
        div_: "f32[4, 4]" = torch.ops.aten.div_.Scalar(bernoulli_, 0.5);  bernoulli_ = None
        mul: "f32[4, 4]" = torch.ops.aten.mul.Tensor(arg0_1, div_);  arg0_1 = div_ = None
        return mul
        