from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[4, 3]", L_y_: "f32[4, 3]"):
        l_x_ = L_x_
        l_y_ = L_y_

        # File: /workspace/fxlint/tests/forms/gen/progs.py:144 in forward, code: a = _region(x, y)          # called twice: 2.13 inlines single-use regions
        subgraph_0 = self.subgraph_0
        invoke_subgraph = torch.ops.higher_order.invoke_subgraph(subgraph_0, 'subgraph_0', l_x_, l_y_);  subgraph_0 = l_x_ = None
        a: "f32[4, 3]" = invoke_subgraph[0];  invoke_subgraph = None

        # File: /workspace/fxlint/tests/forms/gen/progs.py:145 in forward, code: b = _region(a, y)
        subgraph_1 = self.subgraph_0
        invoke_subgraph_1 = torch.ops.higher_order.invoke_subgraph(subgraph_1, 'subgraph_0', a, l_y_);  subgraph_1 = l_y_ = None
        b: "f32[4, 3]" = invoke_subgraph_1[0];  invoke_subgraph_1 = None

        # File: /workspace/fxlint/tests/forms/gen/progs.py:146 in forward, code: return a + b
        add: "f32[4, 3]" = a + b;  a = b = None
        return (add,)

    class subgraph_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 3]", l_y_: "f32[4, 3]"):
            # File: /workspace/fxlint/tests/forms/gen/progs.py:139 in _region, code: return torch.mul(x, y).sin()
            mul: "f32[4, 3]" = torch.mul(l_x_, l_y_);  l_x_ = l_y_ = None
            sin: "f32[4, 3]" = mul.sin();  mul = None
            return (sin,)
