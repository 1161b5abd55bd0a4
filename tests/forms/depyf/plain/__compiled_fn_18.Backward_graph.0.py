from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "Sym(s13)", tangents_1: "f32[s13, 3]"):
        # File: /workspace/fxlint/tests/forms/gen/progs.py:19 in _helper, code: t = t * 2
        mul_3: "f32[s13, 3]" = torch.ops.aten.mul.Tensor(tangents_1, 2);  tangents_1 = None
        return (None, mul_3)
