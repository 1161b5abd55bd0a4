from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 3]", primals_2: "f32[4, 3]"):
        # File: /workspace/fxlint/tests/forms/gen/progs.py:144 in forward, code: a = _region(x, y)          # called twice: 2.13 inlines single-use regions
        partitioned_fw_subgraph_0_0 = self.partitioned_fw_subgraph_0_0

        # Annotation: {'call_id': 2} File: /workspace/fxlint/tests/forms/gen/progs.py:144 in forward, code: a = _region(x, y)          # called twice: 2.13 inlines single-use regions
        invoke_subgraph_4 = torch.ops.higher_order.invoke_subgraph(partitioned_fw_subgraph_0_0, 'partitioned_fw_subgraph_0_0', primals_1, primals_2);  partitioned_fw_subgraph_0_0 = primals_1 = None
        getitem_9: "f32[4, 3]" = invoke_subgraph_4[2]
        getitem_8: "f32[4, 3]" = invoke_subgraph_4[1]

        # File: /workspace/fxlint/tests/forms/gen/progs.py:144 in forward, code: a = _region(x, y)          # called twice: 2.13 inlines single-use regions
        getitem: "f32[4, 3]" = invoke_subgraph_4[0];  invoke_subgraph_4 = None

        # File: /workspace/fxlint/tests/forms/gen/progs.py:145 in forward, code: b = _region(a, y)
        partitioned_fw_subgraph_0_1 = self.partitioned_fw_subgraph_0_0

        # Annotation: {'call_id': 3} File: /workspace/fxlint/tests/forms/gen/progs.py:145 in forward, code: b = _region(a, y)
        invoke_subgraph_6 = torch.ops.higher_order.invoke_subgraph(partitioned_fw_subgraph_0_1, 'partitioned_fw_subgraph_0_0', getitem, primals_2);  partitioned_fw_subgraph_0_1 = primals_2 = None
        getitem_11: "f32[4, 3]" = invoke_subgraph_6[2]
        getitem_10: "f32[4, 3]" = invoke_subgraph_6[1]

        # File: /workspace/fxlint/tests/forms/gen/progs.py:145 in forward, code: b = _region(a, y)
        getitem_1: "f32[4, 3]" = invoke_subgraph_6[0];  invoke_subgraph_6 = None

        # File: /workspace/fxlint/tests/forms/gen/progs.py:146 in forward, code: return a + b
        add: "f32[4, 3]" = torch.ops.aten.add.Tensor(getitem, getitem_1);  getitem = getitem_1 = None
        return (add, getitem_9, getitem_8, getitem_11, getitem_10)

    class partitioned_fw_subgraph_0_0(torch.nn.Module):
        def forward(self, primals_0: "f32[4, 3]", primals_1: "f32[4, 3]"):
            # File: /workspace/fxlint/tests/forms/gen/progs.py:139 in _region, code: return torch.mul(x, y).sin()
            mul: "f32[4, 3]" = torch.ops.aten.mul.Tensor(primals_0, primals_1)
            sin: "f32[4, 3]" = torch.ops.aten.sin.default(mul);  mul = None
            return (sin, primals_0, primals_1)
