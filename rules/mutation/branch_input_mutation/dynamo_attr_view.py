# Dynamo prints builtins.getattr as attribute access: l_x_.T is a view of the input.
class GraphModule(torch.nn.Module):
    def forward(self, L_pred_: "b8[]", L_x_: "f32[4, 4]"):
        l_pred_ = L_pred_
        l_x_ = L_x_
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(l_pred_, cond_true_0, cond_false_0, (l_x_,));  l_pred_ = cond_true_0 = cond_false_0 = l_x_ = None
        getitem: "f32[4, 4]" = cond[0];  cond = None
        return (getitem,)

    class cond_true_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 4]"):
            t: "f32[4, 4]" = l_x_.T
            add_: "f32[4, 4]" = t.add_(1);  t = add_ = None  # expect: FX101 {{through view 't'}}
            sin: "f32[4, 4]" = l_x_.sin();  l_x_ = None
            return (sin,)

    class cond_false_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 4]"):
            cos: "f32[4, 4]" = l_x_.cos();  l_x_ = None
            return (cos,)
