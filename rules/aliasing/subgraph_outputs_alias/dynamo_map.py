# Dynamo dialect: a map body returns a value and a reshaped view of it, and a while_loop body
# returns one new tensor as two carries.
class GraphModule(torch.nn.Module):
    def forward(self, L_xs_: "f32[5, 4]", L_y_: "f32[4]", L_it_: "i64[]", L_a_: "f32[4]", L_b_: "f32[4]"):
        l_xs_ = L_xs_
        l_y_ = L_y_
        l_it_ = L_it_
        l_a_ = L_a_
        l_b_ = L_b_

        # File: /home/user/model.py:20 in forward, code: u, v = map(f, xs, y)
        map_body_0 = self.map_body_0
        map_impl = torch.ops.higher_order.map_impl(map_body_0, [l_xs_], [l_y_]);  map_body_0 = l_xs_ = l_y_ = None
        getitem: "f32[5, 4]" = map_impl[0]
        getitem_1: "f32[5, 2, 2]" = map_impl[1];  map_impl = None

        # File: /home/user/model.py:21 in forward, code: it, a, b = while_loop(cond_fn, body_fn, (it, a, b))
        cond_fn_0 = self.cond_fn_0
        body_fn_0 = self.body_fn_0
        while_loop = torch.ops.higher_order.while_loop(cond_fn_0, body_fn_0, (l_it_, l_a_, l_b_), ());  cond_fn_0 = body_fn_0 = l_it_ = l_a_ = l_b_ = None
        getitem_2: "i64[]" = while_loop[0]
        getitem_3: "f32[4]" = while_loop[1]
        getitem_4: "f32[4]" = while_loop[2];  while_loop = None
        return (getitem, getitem_1, getitem_2, getitem_3, getitem_4)

    class map_body_0(torch.nn.Module):
        def forward(self, l_xs_: "f32[4]", l_y_: "f32[4]"):
            # File: /home/user/model.py:8 in f, code: z = x + y
            z: "f32[4]" = l_xs_ + l_y_;  l_xs_ = l_y_ = None

            # File: /home/user/model.py:9 in f, code: return z, z.view(2, 2)
            view: "f32[2, 2]" = z.view(2, 2)  # expect: FX202 {{map_impl body 'map_body_0' returns 'z' (output 0) and 'view' (output 1), both in the storage of 'z'}} {{"Output-to-output aliasing detected at nodes z and view"}}
            return (z, view)

    class cond_fn_0(torch.nn.Module):
        def forward(self, l_it_: "i64[]", l_a_: "f32[4]", l_b_: "f32[4]"):
            lt: "b8[]" = l_it_ < 3;  l_it_ = None
            return lt

    class body_fn_0(torch.nn.Module):
        def forward(self, l_it_: "i64[]", l_a_: "f32[4]", l_b_: "f32[4]"):
            # File: /home/user/model.py:14 in body_fn, code: s = a + b; return it + 1, s, s
            add: "i64[]" = l_it_ + 1;  l_it_ = None
            s: "f32[4]" = l_a_ + l_b_;  l_a_ = l_b_ = None
            return (add, s, s)  # expect: FX202 {{torch.while_loop body_fn 'body_fn_0' returns 's' twice, as outputs 1 and 2}}
