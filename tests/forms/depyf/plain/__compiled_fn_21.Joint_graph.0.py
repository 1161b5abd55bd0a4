from __future__ import annotations
import torch
from torch import device
class inner_f(torch.nn.Module):
    def forward(self, primals, tangents):
        primals_1: "Sym(s13)"; primals_2: "f32[s13, 3]"; tangents_1: "f32[s13, 3]"; 

        primals_1, primals_2, tangents_1, = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)
        # File: /workspace/fxlint/tests/forms/gen/progs.py:21 in torch_dynamo_resume_in__helper_at_20, code: return t + 1
        add: "f32[s13, 3]" = torch.ops.aten.add.Tensor(primals_2, 1);  primals_2 = None
        return pytree.tree_unflatten([add, None, tangents_1], self._out_spec)
