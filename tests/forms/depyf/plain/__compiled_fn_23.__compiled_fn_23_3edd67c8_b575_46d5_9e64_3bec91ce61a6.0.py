from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, s38: "Sym(s17)", L_stack0_: "f32[s17, 3]", L_y_: "f32[s17, 3]"):
        l_stack0_ = L_stack0_
        l_y_ = L_y_

        # File: /workspace/fxlint/tests/forms/gen/progs.py:27 in torch_dynamo_resume_in_plain_fn_at_26, code: return (b.cos() * y).sum()
        cos: "f32[s17, 3]" = l_stack0_.cos();  l_stack0_ = None
        mul: "f32[s17, 3]" = cos * l_y_;  cos = l_y_ = None
        sum_1: "f32[]" = mul.sum();  mul = None
        return (sum_1,)
