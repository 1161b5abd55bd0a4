from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 3]", primals_2: "f32[4, 3]"):
        # File: /workspace/fxlint/tests/forms/gen/progs.py:25 in plain_fn, code: a = x.sin() + y
        sin: "f32[4, 3]" = torch.ops.aten.sin.default(primals_1)
        add: "f32[4, 3]" = torch.ops.aten.add.Tensor(sin, primals_2);  sin = primals_2 = None
        return (add, primals_1)
