from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, L_t_: "f32[4, 3]"):
        l_t_ = L_t_

        # File: /workspace/fxlint/tests/forms/gen/progs.py:19 in _helper, code: t = t * 2
        t: "f32[4, 3]" = l_t_ * 2;  l_t_ = None
        return (t,)
