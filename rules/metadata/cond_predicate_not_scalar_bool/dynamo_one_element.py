# expect-none
# Dynamo output graph, legal: a one-element predicate with a dimension ([1]), kept by keepdim.
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[4]"):
        l_x_ = L_x_

        # File: /home/user/model.py:20 in forward, code: return torch.cond(x.sum(0, keepdim=True) > 0, f_sin, f_cos, (x,))
        sum_1: "f32[1]" = l_x_.sum(0, keepdim = True)
        gt: "b8[1]" = sum_1 > 0;  sum_1 = None
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(gt, cond_true_0, cond_false_0, (l_x_,));  gt = cond_true_0 = cond_false_0 = l_x_ = None
        getitem: "f32[4]" = cond[0];  cond = None
        return (getitem,)

    class cond_true_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4]"):
            l_x__1 = l_x_

            # File: /home/user/model.py:5 in f_sin, code: return x.sin()
            sin: "f32[4]" = l_x__1.sin();  l_x__1 = None
            return (sin,)

    class cond_false_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4]"):
            l_x__1 = l_x_

            # File: /home/user/model.py:8 in f_cos, code: return x.cos()
            cos: "f32[4]" = l_x__1.cos();  l_x__1 = None
            return (cos,)
