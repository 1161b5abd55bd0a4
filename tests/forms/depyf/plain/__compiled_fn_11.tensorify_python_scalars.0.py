from __future__ import annotations
import torch
from torch import device
class inner_f(torch.nn.Module):
    def forward(self, primals, tangents):
        primals_1: "f32[4, 3]"; primals_2: "f32[4, 3]"; tangents_1: "f32[]"; 

        primals_1, primals_2, tangents_1, = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)
        # File: /workspace/fxlint/tests/forms/gen/progs.py:27 in torch_dynamo_resume_in_plain_fn_at_26, code: return (b.cos() * y).sum()
        cos: "f32[4, 3]" = torch.ops.aten.cos.default(primals_1)
        mul: "f32[4, 3]" = torch.ops.aten.mul.Tensor(cos, primals_2)
        sum_1: "f32[]" = torch.ops.aten.sum.default(mul);  mul = None
        expand: "f32[4, 3]" = torch.ops.aten.expand.default(tangents_1, [4, 3]);  tangents_1 = None
        mul_1: "f32[4, 3]" = torch.ops.aten.mul.Tensor(expand, cos);  cos = None
        mul_2: "f32[4, 3]" = torch.ops.aten.mul.Tensor(expand, primals_2);  expand = primals_2 = None
        sin: "f32[4, 3]" = torch.ops.aten.sin.default(primals_1);  primals_1 = None
        neg: "f32[4, 3]" = torch.ops.aten.neg.default(sin);  sin = None
        mul_3: "f32[4, 3]" = torch.ops.aten.mul.Tensor(mul_2, neg);  mul_2 = neg = None
        return pytree.tree_unflatten([sum_1, mul_3, mul_1], self._out_spec)
