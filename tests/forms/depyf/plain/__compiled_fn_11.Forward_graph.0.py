from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 3]", primals_2: "f32[4, 3]"):
        # File: /workspace/fxlint/tests/forms/gen/progs.py:27 in torch_dynamo_resume_in_plain_fn_at_26, code: return (b.cos() * y).sum()
        cos: "f32[4, 3]" = torch.ops.aten.cos.default(primals_1)
        mul: "f32[4, 3]" = torch.ops.aten.mul.Tensor(cos, primals_2);  cos = None
        sum_1: "f32[]" = torch.ops.aten.sum.default(mul);  mul = None
        return (sum_1, primals_1, primals_2)
