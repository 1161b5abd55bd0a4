from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 3]", arg1_1: "f32[4, 3]"):
        # File: /workspace/fxlint/tests/forms/gen/progs.py:58 in forward, code: (r,) = torch.cond(x.sum() > 0, true_fn, false_fn, (self.lin(x),))
        sin: "f32[4, 3]" = torch.ops.aten.sin.default(arg0_1)
        add: "f32[4, 3]" = torch.ops.aten.add.Tensor(sin, 1);  sin = add = None
        cos: "f32[4, 3]" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
        mul: "f32[4, 3]" = torch.ops.aten.mul.Tensor(arg1_1, cos);  arg1_1 = cos = None
        return [mul]
