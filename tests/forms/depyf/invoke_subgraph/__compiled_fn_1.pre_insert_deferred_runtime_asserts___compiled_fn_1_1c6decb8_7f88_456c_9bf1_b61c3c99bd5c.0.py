from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, l_x_: "f32[4, 3]", l_y_: "f32[4, 3]"):
        # File: /workspace/fxlint/tests/forms/gen/progs.py:139 in _region, code: return torch.mul(x, y).sin()
        mul: "f32[4, 3]" = torch.mul(l_x_, l_y_);  l_x_ = l_y_ = None
        sin: "f32[4, 3]" = mul.sin();  mul = None
        return (sin,)
