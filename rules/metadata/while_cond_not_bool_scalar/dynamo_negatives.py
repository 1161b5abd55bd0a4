# expect-none
# Dynamo output graph, legal cond_fn results: a 0-dim bool tensor, and a SymBool on an int
# counter.
class GraphModule(torch.nn.Module):
    def forward(self, L_it_: "i64[]", L_x_: "f32[4]"):
        l_it_ = L_it_
        l_x_ = L_x_

        # File: /home/user/model.py:20 in forward, code: a = while_loop(cond_fn, body_fn, (it, x))
        cond_fn_0 = self.cond_fn_0
        body_fn_0 = self.body_fn_0
        while_loop = torch.ops.higher_order.while_loop(cond_fn_0, body_fn_0, (l_it_, l_x_), ());  cond_fn_0 = body_fn_0 = l_it_ = None
        getitem: "i64[]" = while_loop[0]
        getitem_1: "f32[4]" = while_loop[1];  while_loop = None

        # File: /home/user/model.py:21 in forward, code: b = while_loop(cond_int, body_int, (0, x))
        cond_fn_1 = self.cond_fn_1
        body_fn_1 = self.body_fn_1
        while_loop_1 = torch.ops.higher_order.while_loop(cond_fn_1, body_fn_1, (0, l_x_), ());  cond_fn_1 = body_fn_1 = l_x_ = None
        getitem_2: "Sym(u1)" = while_loop_1[0]
        getitem_3: "f32[4]" = while_loop_1[1];  while_loop_1 = None
        return (getitem_1, getitem_3)

    class cond_fn_0(torch.nn.Module):
        def forward(self, l_it_: "i64[]", l_x_: "f32[4]"):
            l_it__1 = l_it_

            # File: /home/user/model.py:5 in cond_fn, code: return it < 10
            lt: "b8[]" = l_it__1 < 10;  l_it__1 = None
            return lt

    class body_fn_0(torch.nn.Module):
        def forward(self, l_it_: "i64[]", l_x_: "f32[4]"):
            l_it__1 = l_it_
            l_x__1 = l_x_

            # File: /home/user/model.py:8 in body_fn, code: return it + 1, x + 1
            add: "i64[]" = l_it__1 + 1;  l_it__1 = None
            add_1: "f32[4]" = l_x__1 + 1;  l_x__1 = None
            return (add, add_1)

    class cond_fn_1(torch.nn.Module):
        def forward(self, unbacked_symint: "Sym(u0)", l_x_: "f32[4]"):
            # File: /home/user/model.py:11 in cond_int, code: return n < 3
            lt: "Sym(u0 < 3)" = unbacked_symint < 3;  unbacked_symint = None
            return lt

    class body_fn_1(torch.nn.Module):
        def forward(self, unbacked_symint: "Sym(u0)", l_x_: "f32[4]"):
            l_x__1 = l_x_

            # File: /home/user/model.py:14 in body_int, code: return n + 1, x * 2
            add: "Sym(u0 + 1)" = unbacked_symint + 1;  unbacked_symint = None
            mul: "f32[4]" = l_x__1 * 2;  l_x__1 = None
            return (add, mul)
