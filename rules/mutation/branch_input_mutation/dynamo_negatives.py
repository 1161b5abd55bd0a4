# expect-none
# Dynamo dialect, legal: clone then add_, an in-place op on an intermediate, .item(),
# and returning a clone.
class GraphModule(torch.nn.Module):
    def forward(self, L_pred_: "b8[]", L_x_: "f32[4]"):
        l_pred_ = L_pred_
        l_x_ = L_x_
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(l_pred_, cond_true_0, cond_false_0, (l_x_,));  l_pred_ = cond_true_0 = cond_false_0 = l_x_ = None
        getitem: "f32[4]" = cond[0];  cond = None
        return (getitem,)

    class cond_true_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4]"):
            clone: "f32[4]" = l_x_.clone()
            add_: "f32[4]" = clone.add_(1);  add_ = None
            sin: "f32[4]" = torch.sin(l_x_);  l_x_ = None
            relu: "f32[4]" = torch.nn.functional.relu(sin, inplace = True);  sin = None
            sum_1: "f32[]" = clone.sum()
            item: "Sym(zuf0)" = sum_1.item();  sum_1 = item = None
            return (clone,)

    class cond_false_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4]"):
            clone: "f32[4]" = l_x_.clone();  l_x_ = None
            return (clone,)
