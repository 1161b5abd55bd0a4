# Dynamo dialect: torch.cond(pred, f, g, (x, x)): the same tensor becomes two branch inputs.
class GraphModule(torch.nn.Module):
    def forward(self, L_pred_: "b8[]", L_x_: "f32[4]"):
        l_pred_ = L_pred_
        l_x_ = L_x_

        # File: /home/user/model.py:15 in forward, code: return torch.cond(pred, true_fn, false_fn, (x, x))
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(l_pred_, cond_true_0, cond_false_0, (l_x_, l_x_));  l_pred_ = cond_true_0 = cond_false_0 = l_x_ = None  # expect: FX203 {{torch.cond call passes 'l_x_' twice, as operands 1 and 2}} {{"Input-to-input aliasing detected at nodes l_x_ and l_x__1"}}
        getitem: "f32[4]" = cond[0];  cond = None
        return (getitem,)

    class cond_true_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4]", l_x__1: "f32[4]"):
            add: "f32[4]" = l_x_ + l_x__1;  l_x_ = l_x__1 = None
            return (add,)

    class cond_false_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4]", l_x__1: "f32[4]"):
            mul: "f32[4]" = l_x_ * l_x__1;  l_x_ = l_x__1 = None
            return (mul,)
