# Dynamo output graph: the predicate is an element-wise comparison (one bool per element).
# Dynamo only checks the predicate's kind, so the graph is captured, but torch.cond fails as
# soon as it runs.
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[4]"):
        l_x_ = L_x_

        # File: /home/user/model.py:20 in forward, code: return torch.cond(x > 0, f_sin, f_cos, (x,))
        gt: "b8[4]" = l_x_ > 0
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(gt, cond_true_0, cond_false_0, (l_x_,));  gt = cond_true_0 = cond_false_0 = l_x_ = None  # expect: FX406 {{predicate 'gt' (b8[4]) is not a one-element tensor}} {{PyTorch: "Boolean value of Tensor with more than one value is ambiguous"}}
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
