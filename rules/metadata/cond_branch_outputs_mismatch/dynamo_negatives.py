# expect-none
# Dynamo output graph, accepted by the newest PyTorch: branch outputs that differ only in size
# (merged into an unbacked size), and a second cond whose branches agree on everything.
class GraphModule(torch.nn.Module):
    def forward(self, L_pred_: "b8[]", L_x_: "f32[4, 8]"):
        l_pred_ = L_pred_
        l_x_ = L_x_

        # File: /home/user/model.py:21 in forward, code: a = torch.cond(pred, f_all, f_head, (x,))
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(l_pred_, cond_true_0, cond_false_0, (l_x_,));  cond_true_0 = cond_false_0 = None
        a: "f32[u0, 8]" = cond[0];  cond = None

        # File: /home/user/model.py:22 in forward, code: b = torch.cond(pred, f_sin, f_cos, (x,))
        cond_true_1 = self.cond_true_1
        cond_false_1 = self.cond_false_1
        cond_1 = torch.ops.higher_order.cond(l_pred_, cond_true_1, cond_false_1, (l_x_,));  l_pred_ = cond_true_1 = cond_false_1 = l_x_ = None
        b: "f32[4, 8]" = cond_1[0];  cond_1 = None
        return (a, b)

    class cond_true_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 8]"):
            l_x__1 = l_x_

            # File: /home/user/model.py:5 in f_all, code: return x.sin()
            sin: "f32[4, 8]" = l_x__1.sin();  l_x__1 = None
            return (sin,)

    class cond_false_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 8]"):
            l_x__1 = l_x_

            # File: /home/user/model.py:8 in f_head, code: return x[:2].cos()
            getitem: "f32[2, 8]" = l_x__1[slice(None, 2, None)];  l_x__1 = None
            cos: "f32[2, 8]" = getitem.cos();  getitem = None
            return (cos,)

    class cond_true_1(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 8]"):
            l_x__1 = l_x_

            # File: /home/user/model.py:11 in f_sin, code: return x.sin()
            sin: "f32[4, 8]" = l_x__1.sin();  l_x__1 = None
            return (sin,)

    class cond_false_1(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 8]"):
            l_x__1 = l_x_

            # File: /home/user/model.py:14 in f_cos, code: return torch.cos(x)
            cos: "f32[4, 8]" = torch.cos(l_x__1);  l_x__1 = None
            return (cos,)
