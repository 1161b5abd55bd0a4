# expect-none
# Dynamo output graph with a dynamic size s0: the body returns the carried shapes, symbol for
# symbol, and the lifted size s0 is an additional input.
class GraphModule(torch.nn.Module):
    def forward(self, s0: "Sym(s0)", L_it_: "i64[]", L_x_: "f32[s0, 3]"):
        l_it_ = L_it_
        l_x_ = L_x_

        # File: /home/user/model.py:30 in forward, code: it, y = while_loop(cond_fn, body_fn, (it, x))
        cond_fn_0 = self.cond_fn_0
        body_fn_0 = self.body_fn_0
        while_loop = torch.ops.higher_order.while_loop(cond_fn_0, body_fn_0, (l_it_, l_x_), (s0,));  cond_fn_0 = body_fn_0 = l_it_ = l_x_ = s0 = None
        getitem: "i64[]" = while_loop[0]
        getitem_1: "f32[s0, 3]" = while_loop[1];  while_loop = None
        return (getitem, getitem_1)

    class cond_fn_0(torch.nn.Module):
        def forward(self, l_it_: "i64[]", l_x_: "f32[s0, 3]", s0: "Sym(s0)"):
            l_it__1 = l_it_

            # File: /home/user/model.py:5 in cond_fn, code: return it < x.size(0)
            lt: "b8[]" = l_it__1 < s0;  l_it__1 = s0 = None
            return lt

    class body_fn_0(torch.nn.Module):
        def forward(self, l_it_: "i64[]", l_x_: "f32[s0, 3]", s0: "Sym(s0)"):
            l_it__1 = l_it_
            l_x__1 = l_x_

            # File: /home/user/model.py:8 in body_fn, code: return it + 1, x.cos() * 2
            add: "i64[]" = l_it__1 + 1;  l_it__1 = None
            cos: "f32[s0, 3]" = l_x__1.cos();  l_x__1 = None
            mul: "f32[s0, 3]" = cos * 2;  cos = None
            return (add, mul)
