from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "Sym(s17)", primals_2: "f32[s17, 3]", primals_3: "f32[s17, 3]"):
        # File: /workspace/fxlint/tests/forms/gen/progs.py:25 in plain_fn, code: a = x.sin() + y
        sin: "f32[s17, 3]" = torch.ops.aten.sin.default(primals_2)
        add_3: "f32[s17, 3]" = torch.ops.aten.add.Tensor(sin, primals_3);  sin = primals_3 = None
        return (add_3, primals_2, primals_1)
