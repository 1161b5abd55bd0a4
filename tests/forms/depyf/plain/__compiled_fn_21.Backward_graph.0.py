from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "Sym(s13)", tangents_1: "f32[s13, 3]"):
        return (None, tangents_1)
