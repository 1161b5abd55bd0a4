# Dynamo dialect: the false branch writes its second input through out=.
class GraphModule(torch.nn.Module):
    def forward(self, L_pred_: "b8[]", L_x_: "f32[4]", L_y_: "f32[4]"):
        l_pred_ = L_pred_
        l_x_ = L_x_
        l_y_ = L_y_
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(l_pred_, cond_true_0, cond_false_0, (l_x_, l_y_));  l_pred_ = cond_true_0 = cond_false_0 = l_x_ = l_y_ = None
        getitem: "f32[4]" = cond[0];  cond = None
        return (getitem,)

    class cond_true_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4]", l_y_: "f32[4]"):
            add: "f32[4]" = l_x_ + l_y_;  l_x_ = l_y_ = None
            return (add,)

    class cond_false_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4]", l_y_: "f32[4]"):
            # File: /home/user/model.py:9 in false_fn, code: torch.mul(x, 2, out=y)
            mul: "f32[4]" = torch.mul(l_x_, 2, out = l_y_);  mul = None  # expect: FX101 {{cond_false}}
            sub: "f32[4]" = l_x_ - 1;  l_x_ = None
            return (sub,)
