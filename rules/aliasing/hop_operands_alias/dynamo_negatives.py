# expect-none
# Dynamo dialect, legal: a wrap body may take one tensor twice, a cond may take one int twice,
# and two distinct tensors never alias.
class GraphModule(torch.nn.Module):
    def forward(self, L_pred_: "b8[]", L_x_: "f32[4]", L_y_: "f32[4]"):
        l_pred_ = L_pred_
        l_x_ = L_x_
        l_y_ = L_y_
        wrap_body_0 = self.wrap_body_0
        wrap = torch.ops.higher_order.wrap(wrap_body_0, l_x_, l_x_);  wrap_body_0 = None
        getitem: "f32[4]" = wrap[0];  wrap = None
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(l_pred_, cond_true_0, cond_false_0, (l_x_, l_y_, 3, 3));  l_pred_ = cond_true_0 = cond_false_0 = l_x_ = l_y_ = None
        getitem_1: "f32[4]" = cond[0];  cond = None
        return (getitem, getitem_1)

    class wrap_body_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4]", l_x__1: "f32[4]"):
            add: "f32[4]" = l_x_ + l_x__1;  l_x_ = l_x__1 = None
            return (add,)

    class cond_true_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4]", l_y_: "f32[4]", const_unused: "Sym(3)", const_unused_0: "Sym(3)"):
            add: "f32[4]" = l_x_ + l_y_;  l_x_ = l_y_ = None
            return (add,)

    class cond_false_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4]", l_y_: "f32[4]", const_unused: "Sym(3)", const_unused_0: "Sym(3)"):
            sub: "f32[4]" = l_x_ - l_y_;  l_x_ = l_y_ = None
            return (sub,)
