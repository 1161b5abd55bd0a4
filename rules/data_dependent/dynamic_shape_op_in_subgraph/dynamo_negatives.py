# expect-none
# Dynamo dialect, legal: .item() in a branch (capture_scalar_outputs is forced inside HOPs),
# repeat_interleave with output_size, indexing with an integer index tensor, and nonzero at the
# top level of the graph (not inside a HOP).
class GraphModule(torch.nn.Module):
    def forward(self, L_pred_: "b8[]", L_x_: "f32[8]", L_r_: "i64[8]", L_idx_: "i64[3]"):
        l_pred_ = L_pred_
        l_x_ = L_x_
        l_r_ = L_r_
        l_idx_ = L_idx_
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(l_pred_, cond_true_0, cond_false_0, (l_idx_, l_r_, l_x_));  l_pred_ = cond_true_0 = cond_false_0 = l_idx_ = l_r_ = l_x_ = None
        getitem: "f32[]" = cond[0];  cond = None
        return (getitem,)

    class cond_true_0(torch.nn.Module):
        def forward(self, l_idx_: "i64[3]", l_r_: "i64[8]", l_x_: "f32[8]"):
            l_idx__1 = l_idx_
            l_r__1 = l_r_
            l_x__1 = l_x_
            sum_1: "f32[]" = l_x__1.sum()
            item: "Sym(zuf0)" = sum_1.item();  sum_1 = None
            repeat_interleave: "f32[16]" = l_x__1.repeat_interleave(l_r__1, output_size = 16);  l_r__1 = None
            getitem: "f32[3]" = l_x__1[l_idx__1];  l_x__1 = l_idx__1 = None
            sum_2: "f32[]" = repeat_interleave.sum();  repeat_interleave = None
            sum_3: "f32[]" = getitem.sum();  getitem = None
            add: "f32[]" = sum_2 + sum_3;  sum_2 = sum_3 = None
            mul: "f32[]" = add * item;  add = item = None
            return (mul,)

    class cond_false_0(torch.nn.Module):
        def forward(self, l_idx_: "i64[3]", l_r_: "i64[8]", l_x_: "f32[8]"):
            l_x__1 = l_x_
            sum_1: "f32[]" = l_x__1.sum();  l_x__1 = None
            return (sum_1,)
