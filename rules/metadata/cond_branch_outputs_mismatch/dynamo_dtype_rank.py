# Dynamo output graph: the branches of torch.cond disagree in dtype, then in rank.
class GraphModule(torch.nn.Module):
    def forward(self, L_pred_: "b8[]", L_x_: "f32[4, 8]"):
        l_pred_ = L_pred_
        l_x_ = L_x_

        # File: /home/user/model.py:21 in forward, code: a = torch.cond(pred, f_sin, f_long, (x,))
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(l_pred_, cond_true_0, cond_false_0, (l_x_,));  cond_true_0 = cond_false_0 = None
        a: "f32[4, 8]" = cond[0];  cond = None

        # File: /home/user/model.py:22 in forward, code: b = torch.cond(pred, f_sin, f_sum, (x,))
        cond_true_1 = self.cond_true_1
        cond_false_1 = self.cond_false_1
        cond_1 = torch.ops.higher_order.cond(l_pred_, cond_true_1, cond_false_1, (l_x_,));  l_pred_ = cond_true_1 = cond_false_1 = l_x_ = None
        b: "f32[4, 8]" = cond_1[0];  cond_1 = None
        return (a, b)

    class cond_true_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 8]"):
            l_x__1 = l_x_

            # File: /home/user/model.py:5 in f_sin, code: return x.sin()
            sin: "f32[4, 8]" = l_x__1.sin();  l_x__1 = None
            return (sin,)

    class cond_false_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 8]"):
            l_x__1 = l_x_

            # File: /home/user/model.py:8 in f_long, code: return x.to(torch.int64)
            to: "i64[4, 8]" = l_x__1.to(torch.int64);  l_x__1 = None  # expect: FX401 {{in dtype}} {{expected same dtype but got torch.float32 and torch.int64.}}
            return (to,)

    class cond_true_1(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 8]"):
            l_x__1 = l_x_

            # File: /home/user/model.py:5 in f_sin, code: return x.sin()
            sin: "f32[4, 8]" = l_x__1.sin();  l_x__1 = None
            return (sin,)

    class cond_false_1(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 8]"):
            l_x__1 = l_x_

            # File: /home/user/model.py:11 in f_sum, code: return x.sum(0)
            sum_1: "f32[8]" = l_x__1.sum(0);  l_x__1 = None  # expect: FX401 {{in rank}} {{expected same dim but got 2 and 1.}}
            return (sum_1,)
