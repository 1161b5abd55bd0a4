# Dynamo output graph: cond_fn compares a whole tensor (a bool tensor with a dimension), and
# another returns a float scalar tensor.
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[4]"):
        l_x_ = L_x_

        # File: /home/user/model.py:20 in forward, code: a = while_loop(cond_elementwise, body_fn, (x,))
        cond_fn_0 = self.cond_fn_0
        body_fn_0 = self.body_fn_0
        while_loop = torch.ops.higher_order.while_loop(cond_fn_0, body_fn_0, (l_x_,), ());  cond_fn_0 = body_fn_0 = None
        getitem: "f32[4]" = while_loop[0];  while_loop = None

        # File: /home/user/model.py:21 in forward, code: b = while_loop(cond_float, body_fn, (x,))
        cond_fn_1 = self.cond_fn_1
        body_fn_1 = self.body_fn_1
        while_loop_1 = torch.ops.higher_order.while_loop(cond_fn_1, body_fn_1, (l_x_,), ());  cond_fn_1 = body_fn_1 = l_x_ = None
        getitem_1: "f32[4]" = while_loop_1[0];  while_loop_1 = None
        return (getitem, getitem_1)

    class cond_fn_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4]"):
            l_x__1 = l_x_

            # File: /home/user/model.py:5 in cond_elementwise, code: return x < 10
            lt: "b8[4]" = l_x__1 < 10;  l_x__1 = None  # expect: FX403 {{'lt': b8[4]}} {{but got torch.Size([4]).}}
            return lt

    class body_fn_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4]"):
            l_x__1 = l_x_

            # File: /home/user/model.py:8 in body_fn, code: return (x + 1,)
            add: "f32[4]" = l_x__1 + 1;  l_x__1 = None
            return (add,)

    class cond_fn_1(torch.nn.Module):
        def forward(self, l_x_: "f32[4]"):
            l_x__1 = l_x_

            # File: /home/user/model.py:11 in cond_float, code: return 10.0 - x.sum()
            sum_1: "f32[]" = l_x__1.sum();  l_x__1 = None
            sub: "f32[]" = 10.0 - sum_1;  sum_1 = None  # expect: FX403 {{returns a non-bool tensor ('sub': f32[])}} {{"torch.while_loop: unsupported cond_fn return type"}}
            return sub

    class body_fn_1(torch.nn.Module):
        def forward(self, l_x_: "f32[4]"):
            l_x__1 = l_x_

            # File: /home/user/model.py:8 in body_fn, code: return (x + 1,)
            add: "f32[4]" = l_x__1 + 1;  l_x__1 = None
            return (add,)
