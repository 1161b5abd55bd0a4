from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "Sym(s17)", primals_2: "f32[s17, 3]", tangents_1: "f32[s17, 3]"):
        # File: /workspace/fxlint/tests/forms/gen/progs.py:25 in plain_fn, code: a = x.sin() + y
        cos: "f32[s17, 3]" = torch.ops.aten.cos.default(primals_2);  primals_2 = None
        mul_4: "f32[s17, 3]" = torch.ops.aten.mul.Tensor(tangents_1, cos);  cos = None
        return (None, mul_4, tangents_1)
