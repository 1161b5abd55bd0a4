from __future__ import annotations
import torch
from torch import device
class inner_f(torch.nn.Module):
    def forward(self, primals, tangents):
        primals_1: "f32[4, 3]"; tangents_1: "f32[4, 3]"; 

        primals_1, tangents_1, = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)
        # File: /workspace/fxlint/tests/forms/gen/progs.py:21 in torch_dynamo_resume_in__helper_at_20, code: return t + 1
        add: "f32[4, 3]" = torch.ops.aten.add.Tensor(primals_1, 1);  primals_1 = None
        return pytree.tree_unflatten([add, tangents_1], self._out_spec)
