from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "Sym(s13)", primals_2: "f32[s13, 3]"):
        # File: /workspace/fxlint/tests/forms/gen/progs.py:19 in _helper, code: t = t * 2
        mul: "f32[s13, 3]" = torch.ops.aten.mul.Tensor(primals_2, 2);  primals_2 = None
        return (mul, primals_1)
