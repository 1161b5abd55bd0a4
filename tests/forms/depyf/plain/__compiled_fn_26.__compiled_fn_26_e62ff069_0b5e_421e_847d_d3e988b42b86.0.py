from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, s48: "Sym(s17)", L_x_: "f32[s17, 3]", L_y_: "f32[s17, 3]"):
        l_x_ = L_x_
        l_y_ = L_y_

        # File: /workspace/fxlint/tests/forms/gen/progs.py:25 in plain_fn, code: a = x.sin() + y
        sin: "f32[s17, 3]" = l_x_.sin();  l_x_ = None
        a: "f32[s17, 3]" = sin + l_y_;  sin = l_y_ = None
        return (a,)
