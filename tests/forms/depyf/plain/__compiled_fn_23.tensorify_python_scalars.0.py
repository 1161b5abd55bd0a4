from __future__ import annotations
import torch
from torch import device
class inner_f(torch.nn.Module):
    def forward(self, primals, tangents):
        primals_1: "Sym(s17)"; primals_2: "f32[s17, 3]"; primals_3: "f32[s17, 3]"; tangents_1: "f32[]"; 

        primals_1, primals_2, primals_3, tangents_1, = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)
        # File: /workspace/fxlint/tests/forms/gen/progs.py:27 in torch_dynamo_resume_in_plain_fn_at_26, code: return (b.cos() * y).sum()
        cos: "f32[s17, 3]" = torch.ops.aten.cos.default(primals_2)
        mul_2: "f32[s17, 3]" = torch.ops.aten.mul.Tensor(cos, primals_3)
        sum_1: "f32[]" = torch.ops.aten.sum.default(mul_2);  mul_2 = None
        expand: "f32[s17, 3]" = torch.ops.aten.expand.default(tangents_1, [primals_1, 3]);  tangents_1 = primals_1 = None
        mul_5: "f32[s17, 3]" = torch.ops.aten.mul.Tensor(expand, cos);  cos = None
        mul_6: "f32[s17, 3]" = torch.ops.aten.mul.Tensor(expand, primals_3);  expand = primals_3 = None
        sin: "f32[s17, 3]" = torch.ops.aten.sin.default(primals_2);  primals_2 = None
        neg: "f32[s17, 3]" = torch.ops.aten.neg.default(sin);  sin = None
        mul_7: "f32[s17, 3]" = torch.ops.aten.mul.Tensor(mul_6, neg);  mul_6 = neg = None
        return pytree.tree_unflatten([sum_1, None, mul_7, mul_5], self._out_spec)
