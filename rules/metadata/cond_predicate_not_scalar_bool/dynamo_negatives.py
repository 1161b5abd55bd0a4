# expect-none
# Dynamo output graph, legal predicates: a 0-dim bool tensor input, a reduction compared to a
# number, and a SymBool on a dynamic size.
class GraphModule(torch.nn.Module):
    def forward(self, s0: "Sym(s0)", L_pred_: "b8[]", L_x_: "f32[s0, 4]"):
        l_pred_ = L_pred_
        l_x_ = L_x_

        # File: /home/user/model.py:20 in forward, code: a = torch.cond(pred, f_sin, f_cos, (x,))
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(l_pred_, cond_true_0, cond_false_0, (l_x_, s0));  l_pred_ = cond_true_0 = cond_false_0 = None
        a: "f32[s0, 4]" = cond[0];  cond = None

        # File: /home/user/model.py:21 in forward, code: b = torch.cond(x.sum() > 0, f_sin, f_cos, (x,))
        sum_1: "f32[]" = l_x_.sum()
        gt: "b8[]" = sum_1 > 0;  sum_1 = None
        cond_true_1 = self.cond_true_1
        cond_false_1 = self.cond_false_1
        cond_1 = torch.ops.higher_order.cond(gt, cond_true_1, cond_false_1, (l_x_, s0));  gt = cond_true_1 = cond_false_1 = None
        b: "f32[s0, 4]" = cond_1[0];  cond_1 = None

        # File: /home/user/model.py:22 in forward, code: c = torch.cond(x.shape[0] > 4, f_sin, f_cos, (x,))
        gt_1: "Sym(s0 > 4)" = s0 > 4
        cond_true_2 = self.cond_true_2
        cond_false_2 = self.cond_false_2
        cond_2 = torch.ops.higher_order.cond(gt_1, cond_true_2, cond_false_2, (l_x_, s0));  gt_1 = cond_true_2 = cond_false_2 = l_x_ = s0 = None
        c: "f32[s0, 4]" = cond_2[0];  cond_2 = None
        return (a, b, c)

    class cond_true_0(torch.nn.Module):
        def forward(self, l_x_: "f32[s0, 4]", s0: "Sym(s0)"):
            l_x__1 = l_x_
            sin: "f32[s0, 4]" = l_x__1.sin();  l_x__1 = None
            return (sin,)

    class cond_false_0(torch.nn.Module):
        def forward(self, l_x_: "f32[s0, 4]", s0: "Sym(s0)"):
            l_x__1 = l_x_
            cos: "f32[s0, 4]" = l_x__1.cos();  l_x__1 = None
            return (cos,)

    class cond_true_1(torch.nn.Module):
        def forward(self, l_x_: "f32[s0, 4]", s0: "Sym(s0)"):
            l_x__1 = l_x_
            sin: "f32[s0, 4]" = l_x__1.sin();  l_x__1 = None
            return (sin,)

    class cond_false_1(torch.nn.Module):
        def forward(self, l_x_: "f32[s0, 4]", s0: "Sym(s0)"):
            l_x__1 = l_x_
            cos: "f32[s0, 4]" = l_x__1.cos();  l_x__1 = None
            return (cos,)

    class cond_true_2(torch.nn.Module):
        def forward(self, l_x_: "f32[s0, 4]", s0: "Sym(s0)"):
            l_x__1 = l_x_
            sin: "f32[s0, 4]" = l_x__1.sin();  l_x__1 = None
            return (sin,)

    class cond_false_2(torch.nn.Module):
        def forward(self, l_x_: "f32[s0, 4]", s0: "Sym(s0)"):
            l_x__1 = l_x_
            cos: "f32[s0, 4]" = l_x__1.cos();  l_x__1 = None
            return (cos,)
