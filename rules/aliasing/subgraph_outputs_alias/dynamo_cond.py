# Dynamo dialect: the true branch returns one intermediate twice.
class GraphModule(torch.nn.Module):
    def forward(self, L_pred_: "b8[]", L_x_: "f32[4]"):
        l_pred_ = L_pred_
        l_x_ = L_x_

        # File: /home/user/model.py:15 in forward, code: a, b = torch.cond(pred, true_fn, false_fn, (x,))
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(l_pred_, cond_true_0, cond_false_0, (l_x_,));  l_pred_ = cond_true_0 = cond_false_0 = l_x_ = None
        getitem: "f32[4]" = cond[0]
        getitem_1: "f32[4]" = cond[1];  cond = None
        return (getitem, getitem_1)

    class cond_true_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4]"):
            l_x__1 = l_x_

            # File: /home/user/model.py:6 in true_fn, code: y = x.sin()
            sin: "f32[4]" = l_x__1.sin();  l_x__1 = None
            return (sin, sin)  # expect: FX202 {{true branch 'cond_true_0' returns 'sin' twice, as outputs 0 and 1}} {{"Output-to-output aliasing detected at nodes sin and sin"}}

    class cond_false_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4]"):
            l_x__1 = l_x_
            cos: "f32[4]" = l_x__1.cos()
            sin: "f32[4]" = l_x__1.sin();  l_x__1 = None
            return (cos, sin)
