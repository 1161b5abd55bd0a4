from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 3]", primals_2: "f32[3, 3]", primals_3: "f32[3]"):
        # File: /workspace/fxlint/tests/forms/gen/progs.py:58 in forward, code: (r,) = torch.cond(x.sum() > 0, true_fn, false_fn, (self.lin(x),))
        sum_1: "f32[]" = torch.ops.aten.sum.default(primals_1)
        gt: "b8[]" = torch.ops.aten.gt.Scalar(sum_1, 0);  sum_1 = None
        t: "f32[3, 3]" = torch.ops.aten.t.default(primals_2)
        addmm: "f32[4, 3]" = torch.ops.aten.addmm.default(primals_3, primals_1, t);  primals_3 = t = None
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(gt, true_graph_0, false_graph_0, (addmm,));  true_graph_0 = false_graph_0 = None
        getitem: "f32[4, 3]" = cond[0];  cond = None

        # File: /workspace/fxlint/tests/forms/gen/progs.py:59 in forward, code: return r * 2
        mul: "f32[4, 3]" = torch.ops.aten.mul.Tensor(getitem, 2);  getitem = None
        return (mul, primals_1, primals_2, gt, addmm)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 3]"):
            # File: /workspace/fxlint/tests/forms/gen/progs.py:53 in true_fn, code: return (x.sin() + 1,)
            sin: "f32[4, 3]" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            add: "f32[4, 3]" = torch.ops.aten.add.Tensor(sin, 1);  sin = None
            return (add,)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 3]"):
            # File: /workspace/fxlint/tests/forms/gen/progs.py:56 in false_fn, code: return (x.cos() - 1,)
            cos: "f32[4, 3]" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
            sub: "f32[4, 3]" = torch.ops.aten.sub.Tensor(cos, 1);  cos = None
            return (sub,)
