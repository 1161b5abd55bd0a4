from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, linear: "f32[4, 3]"):
        linear_1 = linear

        # File: /workspace/fxlint/tests/forms/gen/progs.py:56 in false_fn, code: return (x.cos() - 1,)
        cos: "f32[4, 3]" = linear_1.cos();  linear_1 = None
        child: "f32[4, 3]" = cos - 1;  cos = None
        return (child,)
