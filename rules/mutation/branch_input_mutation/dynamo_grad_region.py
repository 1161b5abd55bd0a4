# Dynamo dialect: torch.cond lets a branch mutate its input when grad is disabled where the cond
# runs (printed as _set_grad_enabled(False)); with grad enabled again the same branch is
# rejected.
class GraphModule(torch.nn.Module):
    def forward(self, L_pred_: "b8[]", L_x_: "f32[4]"):
        l_pred_ = L_pred_
        l_x_ = L_x_

        # File: /home/user/model.py:14 in forward, code: with torch.no_grad():
        _set_grad_enabled = torch._C._set_grad_enabled(False);  _set_grad_enabled = None

        # File: /home/user/model.py:15 in forward, code: torch.cond(pred, bump, keep, (x,))
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(l_pred_, cond_true_0, cond_false_0, (l_x_,));  cond_true_0 = cond_false_0 = None
        a: "f32[4]" = cond[0];  cond = None

        # File: /home/user/model.py:14 in forward, code: with torch.no_grad():
        _set_grad_enabled_1 = torch._C._set_grad_enabled(True);  _set_grad_enabled_1 = None

        # File: /home/user/model.py:16 in forward, code: torch.cond(pred, bump, keep, (x,))
        cond_true_1 = self.cond_true_1
        cond_false_1 = self.cond_false_1
        cond_1 = torch.ops.higher_order.cond(l_pred_, cond_true_1, cond_false_1, (l_x_,));  l_pred_ = cond_true_1 = cond_false_1 = l_x_ = None
        b: "f32[4]" = cond_1[0];  cond_1 = None
        add: "f32[4]" = a + b;  a = b = None
        return (add,)

    class cond_true_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4]"):
            l_x__1 = l_x_
            add_: "f32[4]" = l_x__1.add_(1);  add_ = None
            sin: "f32[4]" = l_x__1.sin();  l_x__1 = None
            return (sin,)

    class cond_false_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4]"):
            l_x__1 = l_x_
            cos: "f32[4]" = l_x__1.cos();  l_x__1 = None
            return (cos,)

    class cond_true_1(torch.nn.Module):
        def forward(self, l_x_: "f32[4]"):
            l_x__1 = l_x_
            add_: "f32[4]" = l_x__1.add_(1);  add_ = None  # expect: FX101 {{cond_true_1}}
            sin: "f32[4]" = l_x__1.sin();  l_x__1 = None
            return (sin,)

    class cond_false_1(torch.nn.Module):
        def forward(self, l_x_: "f32[4]"):
            l_x__1 = l_x_
            cos: "f32[4]" = l_x__1.cos();  l_x__1 = None
            return (cos,)
