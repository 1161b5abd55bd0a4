# Dynamo dialect: the true branch returns its input x as is, the false branch a view of y.
class GraphModule(torch.nn.Module):
    def forward(self, L_pred_: "b8[]", L_x_: "f32[4]", L_y_: "f32[2, 2]"):
        l_pred_ = L_pred_
        l_x_ = L_x_
        l_y_ = L_y_

        # File: /home/user/model.py:15 in forward, code: return torch.cond(pred, true_fn, false_fn, (x, y))
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(l_pred_, cond_true_0, cond_false_0, (l_x_, l_y_));  l_pred_ = cond_true_0 = cond_false_0 = l_x_ = l_y_ = None
        getitem: "f32[4]" = cond[0];  cond = None
        return (getitem,)

    class cond_true_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4]", l_y_: "f32[2, 2]"):
            l_x__1 = l_x_
            return (l_x__1,)  # expect: FX201 {{true branch 'cond_true_0' returns its input 'l_x_' as output 0 unchanged}} {{"Input-to-output aliasing detected at nodes l_x_ and l_x_"}}

    class cond_false_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4]", l_y_: "f32[2, 2]"):
            l_y__1 = l_y_

            # File: /home/user/model.py:9 in false_fn, code: return y.view(4)
            view: "f32[4]" = l_y__1.view(4);  l_y__1 = None  # expect: FX201 {{returns its input 'l_y_' as output 0 through 'view'}} {{"Encountered aliasing during higher order op tracing"}} {{return input.clone()}}
            return (view,)
