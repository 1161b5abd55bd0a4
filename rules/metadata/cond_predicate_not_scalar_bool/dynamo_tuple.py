# Dynamo output graph: a tuple passed as the predicate, and a [2, 1] mask.
class GraphModule(torch.nn.Module):
    def forward(self, L_a_: "b8[]", L_b_: "b8[]", L_x_: "f32[2, 1]"):
        l_a_ = L_a_
        l_b_ = L_b_
        l_x_ = L_x_

        # File: /home/user/model.py:30 in forward, code: y = torch.cond((a, b), f_sin, f_cos, (x,))
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond((l_a_, l_b_), cond_true_0, cond_false_0, (l_x_,));  cond_true_0 = cond_false_0 = None  # expect: FX406 {{predicate is a tuple}} {{"torch.cond: improper predicate" ("Expected `pred` to be a bool or a boolean tensor with a single item but got ...")}}
        y: "f32[2, 1]" = cond[0];  cond = None

        # File: /home/user/model.py:31 in forward, code: z = torch.cond(x > 0, f_sin, f_cos, (x,))
        gt: "b8[2, 1]" = l_x_ > 0
        cond_true_1 = self.cond_true_1
        cond_false_1 = self.cond_false_1
        cond_1 = torch.ops.higher_order.cond(gt, cond_true_1, cond_false_1, (l_x_,));  gt = cond_true_1 = cond_false_1 = l_x_ = None  # expect: FX406 {{(size 2)}}
        z: "f32[2, 1]" = cond_1[0];  cond_1 = None
        return (y, z)

    class cond_true_0(torch.nn.Module):
        def forward(self, l_x_: "f32[2, 1]"):
            l_x__1 = l_x_
            sin: "f32[2, 1]" = l_x__1.sin();  l_x__1 = None
            return (sin,)

    class cond_false_0(torch.nn.Module):
        def forward(self, l_x_: "f32[2, 1]"):
            l_x__1 = l_x_
            cos: "f32[2, 1]" = l_x__1.cos();  l_x__1 = None
            return (cos,)

    class cond_true_1(torch.nn.Module):
        def forward(self, l_x_: "f32[2, 1]"):
            l_x__1 = l_x_
            sin: "f32[2, 1]" = l_x__1.sin();  l_x__1 = None
            return (sin,)

    class cond_false_1(torch.nn.Module):
        def forward(self, l_x_: "f32[2, 1]"):
            l_x__1 = l_x_
            cos: "f32[2, 1]" = l_x__1.cos();  l_x__1 = None
            return (cos,)
