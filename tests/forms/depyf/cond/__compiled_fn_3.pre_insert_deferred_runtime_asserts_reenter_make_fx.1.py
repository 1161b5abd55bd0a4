from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 3]"):
        # File: /workspace/fxlint/tests/forms/gen/progs.py:56 in false_fn, code: return (x.cos() - 1,)
        cos: "f32[4, 3]" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
        sub: "f32[4, 3]" = torch.ops.aten.sub.Tensor(cos, 1);  cos = None
        return (sub,)
