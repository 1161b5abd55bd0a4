from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, tangents_1: "f32[4, 3]"):
        # File: /workspace/fxlint/tests/forms/gen/progs.py:19 in _helper, code: t = t * 2
        mul_1: "f32[4, 3]" = torch.ops.aten.mul.Tensor(tangents_1, 2);  tangents_1 = None
        return (mul_1,)
