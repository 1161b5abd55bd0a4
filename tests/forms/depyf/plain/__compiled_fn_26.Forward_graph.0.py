from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "Sym(s17)", arg1_1: "f32[s17, 3]", arg2_1: "f32[s17, 3]"):
        # File: /workspace/fxlint/tests/forms/gen/progs.py:25 in plain_fn, code: a = x.sin() + y
        sin: "f32[s17, 3]" = torch.ops.aten.sin.default(arg1_1);  arg1_1 = None
        add_3: "f32[s17, 3]" = torch.ops.aten.add.Tensor(sin, arg2_1);  sin = arg2_1 = None
        return (add_3,)
