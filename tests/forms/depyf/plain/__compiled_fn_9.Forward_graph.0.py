from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 3]"):
        # File: /workspace/fxlint/tests/forms/gen/progs.py:21 in torch_dynamo_resume_in__helper_at_20, code: return t + 1
        add: "f32[4, 3]" = torch.ops.aten.add.Tensor(primals_1, 1);  primals_1 = None
        return (add,)
