from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 3]", tangents_1: "f32[4, 3]"):
        # File: /workspace/fxlint/tests/forms/gen/progs.py:25 in plain_fn, code: a = x.sin() + y
        cos: "f32[4, 3]" = torch.ops.aten.cos.default(primals_1);  primals_1 = None
        mul: "f32[4, 3]" = torch.ops.aten.mul.Tensor(tangents_1, cos);  cos = None
        return (mul, tangents_1)
