# expect-none
# Dynamo output graph with dynamic shapes: the branches return the same symbolic shapes, also
# for outputs made from a transposed view (s1, s0).
class GraphModule(torch.nn.Module):
    def forward(self, s0: "Sym(s0)", s1: "Sym(s1)", L_x_: "f32[s0, s1]"):
        l_x_ = L_x_

        # File: /home/user/model.py:40 in forward, code: return torch.cond(x.shape[0] > 4, f_sin, f_cos, (x,))
        gt: "Sym(s0 > 4)" = s0 > 4
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(gt, cond_true_0, cond_false_0, (l_x_, s0, s1));  gt = cond_true_0 = cond_false_0 = l_x_ = s0 = s1 = None
        getitem: "f32[s0, s1]" = cond[0]
        getitem_1: "f32[s1, s0]" = cond[1];  cond = None
        return (getitem, getitem_1)

    class cond_true_0(torch.nn.Module):
        def forward(self, l_x_: "f32[s0, s1]", s0: "Sym(s0)", s1: "Sym(s1)"):
            l_x__1 = l_x_

            # File: /home/user/model.py:12 in f_sin, code: return x.sin(), x.t().sin()
            sin: "f32[s0, s1]" = l_x__1.sin()
            t: "f32[s1, s0]" = l_x__1.t();  l_x__1 = None
            sin_1: "f32[s1, s0]" = t.sin();  t = None
            return (sin, sin_1)

    class cond_false_0(torch.nn.Module):
        def forward(self, l_x_: "f32[s0, s1]", s0: "Sym(s0)", s1: "Sym(s1)"):
            l_x__1 = l_x_

            # File: /home/user/model.py:15 in f_cos, code: return x.cos(), x.t().cos()
            cos: "f32[s0, s1]" = l_x__1.cos()
            t: "f32[s1, s0]" = l_x__1.t();  l_x__1 = None
            cos_1: "f32[s1, s0]" = t.cos();  t = None
            return (cos, cos_1)
