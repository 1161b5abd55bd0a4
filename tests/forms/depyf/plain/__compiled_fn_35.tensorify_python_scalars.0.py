from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "Sym(s17)", arg1_1: "f32[s17, 3]", arg2_1: "f32[s17, 3]"):
        # File: /workspace/fxlint/tests/forms/gen/progs.py:27 in torch_dynamo_resume_in_plain_fn_at_26, code: return (b.cos() * y).sum()
        cos: "f32[s17, 3]" = torch.ops.aten.cos.default(arg1_1);  arg1_1 = None
        mul_2: "f32[s17, 3]" = torch.ops.aten.mul.Tensor(cos, arg2_1);  cos = arg2_1 = None
        sum_1: "f32[]" = torch.ops.aten.sum.default(mul_2);  mul_2 = None
        return (sum_1,)
