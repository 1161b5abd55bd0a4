from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, L_t_: "f32[4, 3]"):
        l_t_ = L_t_

        # File: /workspace/fxlint/tests/forms/gen/progs.py:21 in torch_dynamo_resume_in__helper_at_20, code: return t + 1
        add: "f32[4, 3]" = l_t_ + 1;  l_t_ = None
        return (add,)
