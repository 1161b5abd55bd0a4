# Dynamo output graph: a cond_fn that always returns True would loop forever.
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[4]"):
        l_x_ = L_x_

        # File: /home/user/model.py:20 in forward, code: return while_loop(lambda x: True, body_fn, (x,))
        cond_fn_0 = self.cond_fn_0
        body_fn_0 = self.body_fn_0
        while_loop = torch.ops.higher_order.while_loop(cond_fn_0, body_fn_0, (l_x_,), ());  cond_fn_0 = body_fn_0 = l_x_ = None
        getitem: "f32[4]" = while_loop[0];  while_loop = None
        return (getitem,)

    class cond_fn_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4]"):
            return True  # expect: FX403 {{always returns True}} {{"torch.while_loop: infinite loop detected"}}

    class body_fn_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4]"):
            l_x__1 = l_x_

            # File: /home/user/model.py:8 in body_fn, code: return (x + 1,)
            add: "f32[4]" = l_x__1 + 1;  l_x__1 = None
            return (add,)
