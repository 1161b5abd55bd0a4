# expect-none
# Dynamo output graph, legal: the condition is reduced to one element with .all() before it is
# returned, and a second loop compares the counter with a dynamic size (a SymBool).
class GraphModule(torch.nn.Module):
    def forward(self, s0: "Sym(s0)", L_x_: "f32[s0]"):
        l_x_ = L_x_

        # File: /home/user/model.py:30 in forward, code: a = while_loop(cond_all, body_fn, (x,))
        cond_fn_0 = self.cond_fn_0
        body_fn_0 = self.body_fn_0
        while_loop = torch.ops.higher_order.while_loop(cond_fn_0, body_fn_0, (l_x_,), (s0,));  cond_fn_0 = body_fn_0 = None
        getitem: "f32[s0]" = while_loop[0];  while_loop = None

        # File: /home/user/model.py:31 in forward, code: n, b = while_loop(cond_size, body_int, (0, x))
        cond_fn_1 = self.cond_fn_1
        body_fn_1 = self.body_fn_1
        while_loop_1 = torch.ops.higher_order.while_loop(cond_fn_1, body_fn_1, (0, l_x_), (s0,));  cond_fn_1 = body_fn_1 = l_x_ = s0 = None
        getitem_1: "Sym(u1)" = while_loop_1[0]
        getitem_2: "f32[s0]" = while_loop_1[1];  while_loop_1 = None
        return (getitem, getitem_2)

    class cond_fn_0(torch.nn.Module):
        def forward(self, l_x_: "f32[s0]", s0: "Sym(s0)"):
            l_x__1 = l_x_

            # File: /home/user/model.py:5 in cond_all, code: return (x < 10).all()
            lt: "b8[s0]" = l_x__1 < 10;  l_x__1 = None
            all_1: "b8[]" = lt.all();  lt = None
            return all_1

    class body_fn_0(torch.nn.Module):
        def forward(self, l_x_: "f32[s0]", s0: "Sym(s0)"):
            l_x__1 = l_x_

            # File: /home/user/model.py:8 in body_fn, code: return (x + 1,)
            add: "f32[s0]" = l_x__1 + 1;  l_x__1 = None
            return (add,)

    class cond_fn_1(torch.nn.Module):
        def forward(self, unbacked_symint: "Sym(u0)", l_x_: "f32[s0]", s0: "Sym(s0)"):
            # File: /home/user/model.py:11 in cond_size, code: return n < x.size(0)
            lt: "Sym(u0 < s0)" = unbacked_symint < s0;  unbacked_symint = s0 = None
            return lt

    class body_fn_1(torch.nn.Module):
        def forward(self, unbacked_symint: "Sym(u0)", l_x_: "f32[s0]", s0: "Sym(s0)"):
            l_x__1 = l_x_

            # File: /home/user/model.py:14 in body_int, code: return n + 1, x * 2
            add: "Sym(u0 + 1)" = unbacked_symint + 1;  unbacked_symint = None
            mul: "f32[s0]" = l_x__1 * 2;  l_x__1 = None
            return (add, mul)
