from __future__ import annotations
import torch
from torch import device
class inner_f(torch.nn.Module):
    def forward(self, primals, tangents):
        primals_1: "f32[4, 3]"; primals_2: "f32[4, 3]"; tangents_1: "f32[4, 3]"; 

        primals_1, primals_2, tangents_1, = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)
        # File: /workspace/fxlint/tests/forms/gen/progs.py:25 in plain_fn, code: a = x.sin() + y
        sin: "f32[4, 3]" = torch.ops.aten.sin.default(primals_1)
        add: "f32[4, 3]" = torch.ops.aten.add.Tensor(sin, primals_2);  sin = primals_2 = None
        cos: "f32[4, 3]" = torch.ops.aten.cos.default(primals_1);  primals_1 = None
        mul: "f32[4, 3]" = torch.ops.aten.mul.Tensor(tangents_1, cos);  cos = None
        return pytree.tree_unflatten([add, mul, tangents_1], self._out_spec)
