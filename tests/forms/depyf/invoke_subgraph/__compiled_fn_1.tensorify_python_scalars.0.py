from __future__ import annotations
import torch
from torch import device
class inner_f(torch.nn.Module):
    def forward(self, primals, tangents):
        primals_1: "f32[4, 3]"; primals_2: "f32[4, 3]"; tangents_1: "f32[4, 3]"; 

        primals_1, primals_2, tangents_1, = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)
        # File: /workspace/fxlint/tests/forms/gen/progs.py:144 in forward, code: a = _region(x, y)          # called twice: 2.13 inlines single-use regions
        repeated_subgraph0 = self.repeated_subgraph0

        # Annotation: {'call_id': 2} File: /workspace/fxlint/tests/forms/gen/progs.py:144 in forward, code: a = _region(x, y)          # called twice: 2.13 inlines single-use regions
        invoke_subgraph = torch.ops.higher_order.invoke_subgraph(repeated_subgraph0, 'fw_subgraph_0', primals_1, primals_2);  repeated_subgraph0 = None

        # File: /workspace/fxlint/tests/forms/gen/progs.py:144 in forward, code: a = _region(x, y)          # called twice: 2.13 inlines single-use regions
        getitem: "f32[4, 3]" = invoke_subgraph[0];  invoke_subgraph = None

        # File: /workspace/fxlint/tests/forms/gen/progs.py:145 in forward, code: b = _region(a, y)
        repeated_subgraph0_1 = self.repeated_subgraph0

        # Annotation: {'call_id': 3} File: /workspace/fxlint/tests/forms/gen/progs.py:145 in forward, code: b = _region(a, y)
        invoke_subgraph_1 = torch.ops.higher_order.invoke_subgraph(repeated_subgraph0_1, 'fw_subgraph_0', getitem, primals_2);  repeated_subgraph0_1 = None

        # File: /workspace/fxlint/tests/forms/gen/progs.py:145 in forward, code: b = _region(a, y)
        getitem_1: "f32[4, 3]" = invoke_subgraph_1[0];  invoke_subgraph_1 = None

        # File: /workspace/fxlint/tests/forms/gen/progs.py:146 in forward, code: return a + b
        add: "f32[4, 3]" = torch.ops.aten.add.Tensor(getitem, getitem_1);  getitem_1 = None

        # File: /workspace/fxlint/tests/forms/gen/progs.py:145 in forward, code: b = _region(a, y)
        repeated_subgraph1 = self.repeated_subgraph1

        # Annotation: {'call_id': 3} File: /workspace/fxlint/tests/forms/gen/progs.py:145 in forward, code: b = _region(a, y)
        invoke_subgraph_2 = torch.ops.higher_order.invoke_subgraph(repeated_subgraph1, 'bw_subgraph_0_0', getitem, primals_2, tangents_1);  repeated_subgraph1 = getitem = None

        # File: /workspace/fxlint/tests/forms/gen/progs.py:145 in forward, code: b = _region(a, y)
        getitem_2: "f32[4, 3]" = invoke_subgraph_2[0];  invoke_subgraph_2 = None
        add_1: "f32[4, 3]" = torch.ops.aten.add.Tensor(tangents_1, getitem_2);  tangents_1 = getitem_2 = None

        # File: /workspace/fxlint/tests/forms/gen/progs.py:144 in forward, code: a = _region(x, y)          # called twice: 2.13 inlines single-use regions
        repeated_subgraph1_1 = self.repeated_subgraph1

        # Annotation: {'call_id': 2} File: /workspace/fxlint/tests/forms/gen/progs.py:144 in forward, code: a = _region(x, y)          # called twice: 2.13 inlines single-use regions
        invoke_subgraph_3 = torch.ops.higher_order.invoke_subgraph(repeated_subgraph1_1, 'bw_subgraph_0_0', primals_1, primals_2, add_1);  repeated_subgraph1_1 = primals_1 = primals_2 = add_1 = None

        # File: /workspace/fxlint/tests/forms/gen/progs.py:144 in forward, code: a = _region(x, y)          # called twice: 2.13 inlines single-use regions
        getitem_5: "f32[4, 3]" = invoke_subgraph_3[0];  invoke_subgraph_3 = None
        return pytree.tree_unflatten([add, getitem_5, None], self._out_spec)

    class repeated_subgraph0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 3]", arg1_1: "f32[4, 3]"):
            # File: /workspace/fxlint/tests/forms/gen/progs.py:139 in _region, code: return torch.mul(x, y).sin()
            mul: "f32[4, 3]" = torch.ops.aten.mul.Tensor(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
            sin: "f32[4, 3]" = torch.ops.aten.sin.default(mul);  mul = None
            return (sin,)

    class repeated_subgraph1(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 3]", arg1_1: "f32[4, 3]", arg2_1: "f32[4, 3]"):
            # File: /workspace/fxlint/tests/forms/gen/progs.py:139 in _region, code: return torch.mul(x, y).sin()
            mul: "f32[4, 3]" = torch.ops.aten.mul.Tensor(arg0_1, arg1_1);  arg0_1 = None
            sin: "f32[4, 3]" = torch.ops.aten.sin.default(mul)
            cos: "f32[4, 3]" = torch.ops.aten.cos.default(mul);  mul = None
            mul_1: "f32[4, 3]" = torch.ops.aten.mul.Tensor(arg2_1, cos);  arg2_1 = cos = None
            mul_2: "f32[4, 3]" = torch.ops.aten.mul.Tensor(mul_1, arg1_1);  mul_1 = arg1_1 = None
            return (mul_2, None, sin)
