from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "Sym(s13)", arg1_1: "f32[s13, 3]"):
        # File: /workspace/fxlint/tests/forms/gen/progs.py:19 in _helper, code: t = t * 2
        mul: "f32[s13, 3]" = torch.ops.aten.mul.Tensor(arg1_1, 2);  arg1_1 = None
        return (mul,)
