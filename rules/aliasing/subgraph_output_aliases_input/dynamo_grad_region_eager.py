# The same graph compiled with backend="eager": Dynamo's checks only. The first cond runs with
# grad disabled, where Dynamo lets a branch return its input (2.12+, pytorch#172836), so only
# the second is reported.
# expect-config: --capture compile-eager
class GraphModule(torch.nn.Module):
    def forward(self, L_pred_: "b8[]", L_x_: "f32[4]"):
        l_pred_ = L_pred_
        l_x_ = L_x_

        # File: /home/user/model.py:14 in forward, code: with torch.no_grad():
        _set_grad_enabled = torch._C._set_grad_enabled(False);  _set_grad_enabled = None

        # File: /home/user/model.py:15 in forward, code: a = torch.cond(pred, identity, negate, (x,))
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(l_pred_, cond_true_0, cond_false_0, (l_x_,));  cond_true_0 = cond_false_0 = None
        a: "f32[4]" = cond[0];  cond = None

        # File: /home/user/model.py:14 in forward, code: with torch.no_grad():
        _set_grad_enabled_1 = torch._C._set_grad_enabled(True);  _set_grad_enabled_1 = None

        # File: /home/user/model.py:16 in forward, code: b = torch.cond(pred, identity, negate, (x,))
        cond_true_1 = self.cond_true_1
        cond_false_1 = self.cond_false_1
        cond_1 = torch.ops.higher_order.cond(l_pred_, cond_true_1, cond_false_1, (l_x_,));  l_pred_ = cond_true_1 = cond_false_1 = l_x_ = None
        b: "f32[4]" = cond_1[0];  cond_1 = None
        add: "f32[4]" = a + b;  a = b = None
        return (add,)

    class cond_true_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4]"):
            l_x__1 = l_x_
            return (l_x__1,)

    class cond_false_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4]"):
            l_x__1 = l_x_
            neg: "f32[4]" = -l_x__1;  l_x__1 = None
            return (neg,)

    class cond_true_1(torch.nn.Module):
        def forward(self, l_x_: "f32[4]"):
            l_x__1 = l_x_
            return (l_x__1,)  # expect: FX201 {{true branch 'cond_true_1' returns its input 'l_x_' as output 0 unchanged}} {{"Encountered aliasing during higher order op tracing"}}

    class cond_false_1(torch.nn.Module):
        def forward(self, l_x_: "f32[4]"):
            l_x__1 = l_x_
            neg: "f32[4]" = -l_x__1;  l_x__1 = None
            return (neg,)
