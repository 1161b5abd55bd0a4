from __future__ import annotations
import torch
from torch import device
class inner_f(torch.nn.Module):
    def forward(self, primals, tangents):
        primals_1: "f32[4, 3]"; primals_2: "f32[3, 3]"; primals_3: "f32[3]"; tangents_1: "f32[4, 3]"; 

        primals_1, primals_2, primals_3, tangents_1, = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)
        # File: /workspace/fxlint/tests/forms/gen/progs.py:58 in forward, code: (r,) = torch.cond(x.sum() > 0, true_fn, false_fn, (self.lin(x),))
        sum_1: "f32[]" = torch.ops.aten.sum.default(primals_1)
        gt: "b8[]" = torch.ops.aten.gt.Scalar(sum_1, 0);  sum_1 = None
        t: "f32[3, 3]" = torch.ops.aten.t.default(primals_2);  primals_2 = None
        addmm: "f32[4, 3]" = torch.ops.aten.addmm.default(primals_3, primals_1, t);  primals_3 = None
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(gt, true_graph_0, false_graph_0, (addmm,));  true_graph_0 = false_graph_0 = None
        getitem: "f32[4, 3]" = cond[0];  cond = None

        # File: /workspace/fxlint/tests/forms/gen/progs.py:59 in forward, code: return r * 2
        mul: "f32[4, 3]" = torch.ops.aten.mul.Tensor(getitem, 2);  getitem = None
        mul_1: "f32[4, 3]" = torch.ops.aten.mul.Tensor(tangents_1, 2);  tangents_1 = None

        # File: /workspace/fxlint/tests/forms/gen/progs.py:58 in forward, code: (r,) = torch.cond(x.sum() > 0, true_fn, false_fn, (self.lin(x),))
        true_graph_1 = self.true_graph_1
        false_graph_1 = self.false_graph_1
        cond_1 = torch.ops.higher_order.cond(gt, true_graph_1, false_graph_1, (addmm, mul_1));  gt = true_graph_1 = false_graph_1 = addmm = mul_1 = None
        getitem_1: "f32[4, 3]" = cond_1[0];  cond_1 = None
        t_1: "f32[3, 3]" = torch.ops.aten.t.default(t);  t = None
        mm: "f32[4, 3]" = torch.ops.aten.mm.default(getitem_1, t_1);  t_1 = None
        t_2: "f32[3, 4]" = torch.ops.aten.t.default(getitem_1)
        mm_1: "f32[3, 3]" = torch.ops.aten.mm.default(t_2, primals_1);  t_2 = primals_1 = None
        t_3: "f32[3, 3]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_2: "f32[1, 3]" = torch.ops.aten.sum.dim_IntList(getitem_1, [0], True);  getitem_1 = None
        view: "f32[3]" = torch.ops.aten.view.default(sum_2, [3]);  sum_2 = None
        t_4: "f32[3, 3]" = torch.ops.aten.t.default(t_3);  t_3 = None
        return pytree.tree_unflatten([mul, mm, t_4, view], self._out_spec)

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

    class true_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 3]", arg1_1: "f32[4, 3]"):
            # File: /workspace/fxlint/tests/forms/gen/progs.py:58 in forward, code: (r,) = torch.cond(x.sum() > 0, true_fn, false_fn, (self.lin(x),))
            cos: "f32[4, 3]" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
            mul: "f32[4, 3]" = torch.ops.aten.mul.Tensor(arg1_1, cos);  arg1_1 = cos = None
            return [mul]

    class false_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 3]", arg1_1: "f32[4, 3]"):
            # File: /workspace/fxlint/tests/forms/gen/progs.py:58 in forward, code: (r,) = torch.cond(x.sum() > 0, true_fn, false_fn, (self.lin(x),))
            sin: "f32[4, 3]" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            neg: "f32[4, 3]" = torch.ops.aten.neg.default(sin);  sin = None
            mul: "f32[4, 3]" = torch.ops.aten.mul.Tensor(arg1_1, neg);  arg1_1 = neg = None
            return [mul]
