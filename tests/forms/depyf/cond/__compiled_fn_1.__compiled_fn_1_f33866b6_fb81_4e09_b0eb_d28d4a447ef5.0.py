from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[4, 3]", L_self_modules_lin_parameters_weight_: "f32[3, 3]", L_self_modules_lin_parameters_bias_: "f32[3]"):
        l_x_ = L_x_
        l_self_modules_lin_parameters_weight_ = L_self_modules_lin_parameters_weight_
        l_self_modules_lin_parameters_bias_ = L_self_modules_lin_parameters_bias_

        # File: /workspace/fxlint/tests/forms/gen/progs.py:58 in forward, code: (r,) = torch.cond(x.sum() > 0, true_fn, false_fn, (self.lin(x),))
        sum_1: "f32[]" = l_x_.sum()
        gt: "b8[]" = sum_1 > 0;  sum_1 = None
        linear: "f32[4, 3]" = torch._C._nn.linear(l_x_, l_self_modules_lin_parameters_weight_, l_self_modules_lin_parameters_bias_);  l_x_ = l_self_modules_lin_parameters_weight_ = l_self_modules_lin_parameters_bias_ = None
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(gt, cond_true_0, cond_false_0, (linear,));  gt = cond_true_0 = cond_false_0 = linear = None
        r: "f32[4, 3]" = cond[0];  cond = None

        # File: /workspace/fxlint/tests/forms/gen/progs.py:59 in forward, code: return r * 2
        mul: "f32[4, 3]" = r * 2;  r = None
        return (mul,)

    class cond_true_0(torch.nn.Module):
        def forward(self, linear: "f32[4, 3]"):
            linear_1 = linear

            # File: /workspace/fxlint/tests/forms/gen/progs.py:53 in true_fn, code: return (x.sin() + 1,)
            sin: "f32[4, 3]" = linear_1.sin();  linear_1 = None
            child: "f32[4, 3]" = sin + 1;  sin = None
            return (child,)

    class cond_false_0(torch.nn.Module):
        def forward(self, linear: "f32[4, 3]"):
            linear_1 = linear

            # File: /workspace/fxlint/tests/forms/gen/progs.py:56 in false_fn, code: return (x.cos() - 1,)
            cos: "f32[4, 3]" = linear_1.cos();  linear_1 = None
            child: "f32[4, 3]" = cos - 1;  cos = None
            return (child,)
