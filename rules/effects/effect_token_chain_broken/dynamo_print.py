# expect-none
# Dynamo dialect: a torch.cond whose branch prints; the print HOP and aten._print appear bare,
# as Dynamo records them, before functionalization threads tokens.
class GraphModule(torch.nn.Module):
    def forward(self, L_pred_: "b8[]", L_x_: "f32[4]"):
        l_pred_ = L_pred_
        l_x_ = L_x_
        print_1 = torch.ops.higher_order.print('x is {}', x = l_x_)
        _print = torch.ops.aten._print.default('moo')
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(l_pred_, cond_true_0, cond_false_0, (l_x_,));  l_pred_ = cond_true_0 = cond_false_0 = l_x_ = None
        getitem: "f32[4]" = cond[0];  cond = None
        return (getitem,)

    class cond_true_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4]"):
            l_x__1 = l_x_
            sin: "f32[4]" = l_x__1.sin();  l_x__1 = None
            return (sin,)

    class cond_false_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4]"):
            l_x__1 = l_x_
            cos: "f32[4]" = l_x__1.cos();  l_x__1 = None
            return (cos,)
