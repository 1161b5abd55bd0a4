from __future__ import annotations
import torch
from torch import device
class inner_f(torch.nn.Module):
    def forward(self, primals, tangents):
        primals_1: "Sym(s13)"; primals_2: "f32[s13, 3]"; tangents_1: "f32[s13, 3]"; 

        primals_1, primals_2, tangents_1, = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)
        # File: /workspace/fxlint/tests/forms/gen/progs.py:19 in _helper, code: t = t * 2
        mul: "f32[s13, 3]" = torch.ops.aten.mul.Tensor(primals_2, 2);  primals_2 = None
        mul_3: "f32[s13, 3]" = torch.ops.aten.mul.Tensor(tangents_1, 2);  tangents_1 = None
        return pytree.tree_unflatten([mul, None, mul_3], self._out_spec)
