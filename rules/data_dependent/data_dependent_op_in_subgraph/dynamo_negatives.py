# expect-none
# Dynamo dialect, legal: .item(), bool() and .tolist() in branches (unbacked scalars, traced with
# the forced capture_scalar_outputs), elementwise torch.eq, and torch.equal inside a wrap body
# at the top level (wrap falls back to eager instead of failing; not a hard-error HOP).
class GraphModule(torch.nn.Module):
    def forward(self, L_pred_: "b8[]", L_x_: "f32[4]", L_y_: "f32[4]"):
        l_pred_ = L_pred_
        l_x_ = L_x_
        l_y_ = L_y_
        wrap_body_0 = self.wrap_body_0
        wrap = torch.ops.higher_order.wrap(wrap_body_0, l_x_, l_y_)
        getitem_1: "f32[4]" = wrap[0];  wrap = None
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(l_pred_, cond_true_0, cond_false_0, (l_x_, l_y_));  l_pred_ = cond_true_0 = cond_false_0 = l_x_ = l_y_ = None
        getitem: "f32[4]" = cond[0];  cond = None
        return (getitem, getitem_1)

    class wrap_body_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4]", l_y_: "f32[4]"):
            equal = torch.equal(l_x_, l_y_)
            mul: "f32[4]" = l_x_ * equal;  l_x_ = equal = None
            return (mul,)

    class cond_true_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4]", l_y_: "f32[4]"):
            l_x__1 = l_x_
            l_y__1 = l_y_
            sum_1: "f32[]" = l_x__1.sum()
            item: "Sym(zuf0)" = sum_1.item();  sum_1 = None
            eq: "b8[4]" = torch.eq(l_x__1, l_y__1)
            any_1: "b8[]" = eq.any();  eq = None
            bool_1: "Sym(Eq(u0, 1))" = any_1.__bool__();  any_1 = None
            mul: "f32[4]" = l_x__1 * item;  l_x__1 = item = None
            mul_1: "f32[4]" = mul * bool_1;  mul = bool_1 = None
            add: "f32[4]" = mul_1 + l_y__1;  mul_1 = l_y__1 = None
            return (add,)

    class cond_false_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4]", l_y_: "f32[4]"):
            l_x__1 = l_x_
            l_y__1 = l_y_
            sub: "f32[4]" = l_x__1 - l_y__1;  l_x__1 = l_y__1 = None
            return (sub,)
