from __future__ import annotations
import torch
from torch import device
class inner_f(torch.nn.Module):
    def forward(self, primals, tangents):
        primals_1: "f32[4, 3]"; tangents_1: "f32[4, 3]"; 

        primals_1, tangents_1, = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)
        # File: /workspace/fxlint/tests/forms/gen/progs.py:19 in _helper, code: t = t * 2
        mul: "f32[4, 3]" = torch.ops.aten.mul.Tensor(primals_1, 2);  primals_1 = None
        mul_1: "f32[4, 3]" = torch.ops.aten.mul.Tensor(tangents_1, 2);  tangents_1 = None
        return pytree.tree_unflatten([mul, mul_1], self._out_spec)
