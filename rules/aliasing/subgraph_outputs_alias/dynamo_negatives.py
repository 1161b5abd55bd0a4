# expect-none
# Dynamo dialect, legal: a wrap body returns one value twice (wrap allows aliasing), a cond
# branch returns a value and its clone, and another returns two separate results.
class GraphModule(torch.nn.Module):
    def forward(self, L_pred_: "b8[]", L_x_: "f32[4]"):
        l_pred_ = L_pred_
        l_x_ = L_x_
        wrap_body_0 = self.wrap_body_0
        wrap = torch.ops.higher_order.wrap(wrap_body_0, l_x_);  wrap_body_0 = None
        getitem: "f32[4]" = wrap[0]
        getitem_1: "f32[4]" = wrap[1];  wrap = None
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(l_pred_, cond_true_0, cond_false_0, (l_x_,));  l_pred_ = cond_true_0 = cond_false_0 = l_x_ = None
        getitem_2: "f32[4]" = cond[0]
        getitem_3: "f32[4]" = cond[1];  cond = None
        return (getitem, getitem_1, getitem_2, getitem_3)

    class wrap_body_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4]"):
            sin: "f32[4]" = l_x_.sin();  l_x_ = None
            return (sin, sin)

    class cond_true_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4]"):
            l_x__1 = l_x_
            sin: "f32[4]" = l_x__1.sin();  l_x__1 = None
            clone: "f32[4]" = sin.clone()
            return (sin, clone)

    class cond_false_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4]"):
            l_x__1 = l_x_
            cos: "f32[4]" = l_x__1.cos()
            mul: "f32[4]" = l_x__1 * 2;  l_x__1 = None
            return (cos, mul)
