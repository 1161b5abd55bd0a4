from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 3]", arg1_1: "f32[4, 3]"):
        # File: /workspace/fxlint/tests/forms/gen/progs.py:139 in _region, code: return torch.mul(x, y).sin()
        mul: "f32[4, 3]" = torch.ops.aten.mul.Tensor(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
        sin: "f32[4, 3]" = torch.ops.aten.sin.default(mul);  mul = None
        return (sin,)
