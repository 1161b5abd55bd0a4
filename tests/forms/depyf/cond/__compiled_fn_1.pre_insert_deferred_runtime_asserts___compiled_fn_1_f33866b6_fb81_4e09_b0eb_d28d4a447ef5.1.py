from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, linear: "f32[4, 3]"):
        linear_1 = linear

        # File: /workspace/fxlint/tests/forms/gen/progs.py:53 in true_fn, code: return (x.sin() + 1,)
        sin: "f32[4, 3]" = linear_1.sin();  linear_1 = None
        child: "f32[4, 3]" = sin + 1;  sin = None
        return (child,)
