# expect-none
# Dynamo dialect, legal: a wrap body may change its input's metadata (wrap allows mutation),
# a cond branch transposes a clone, and a view's metadata changes without touching the input.
class GraphModule(torch.nn.Module):
    def forward(self, L_pred_: "b8[]", L_x_: "f32[4, 8]"):
        l_pred_ = L_pred_
        l_x_ = L_x_
        wrap_body_0 = self.wrap_body_0
        wrap = torch.ops.higher_order.wrap(wrap_body_0, l_x_);  wrap_body_0 = None
        getitem: "f32[8, 4]" = wrap[0];  wrap = None
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(l_pred_, cond_true_0, cond_false_0, (getitem,));  l_pred_ = cond_true_0 = cond_false_0 = getitem = None
        getitem_1: "f32[4, 8]" = cond[0];  cond = None
        return (getitem_1,)

    class wrap_body_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 8]"):
            t_: "f32[8, 4]" = l_x_.t_();  t_ = None
            mul: "f32[8, 4]" = l_x_ * 2;  l_x_ = None
            return (mul,)

    class cond_true_0(torch.nn.Module):
        def forward(self, getitem: "f32[8, 4]"):
            clone: "f32[8, 4]" = getitem.clone();  getitem = None
            t_: "f32[4, 8]" = clone.t_();  t_ = None
            contiguous: "f32[4, 8]" = clone.contiguous();  clone = None
            return (contiguous,)

    class cond_false_0(torch.nn.Module):
        def forward(self, getitem: "f32[8, 4]"):
            cos: "f32[8, 4]" = getitem.cos();  getitem = None
            t: "f32[4, 8]" = cos.t();  cos = None
            contiguous: "f32[4, 8]" = t.contiguous();  t = None
            return (contiguous,)
