# expect-none
# Dynamo output graph with subgraph outputs PyTorch accepts: cond branches returning tensors
# and int constants (a bool is an int), while_loop carries that are SymInts, a SymBool from a
# wrap body, an invoke_subgraph returning a SymInt, and a map body returning None.
class GraphModule(torch.nn.Module):
    def forward(self, s0: "Sym(s0)", L_x_: "f32[s0, 4][4, 1]cpu", L_pred_: "b8[][]cpu", L_xs_: "f32[3, 4][4, 1]cpu"):
        l_x_ = L_x_
        l_pred_ = L_pred_
        l_xs_ = L_xs_

        # File: /home/user/model.py:30 in forward, code: y, k, flag = torch.cond(pred, f, g, (x,))
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(l_pred_, cond_true_0, cond_false_0, (l_x_,));  l_pred_ = cond_true_0 = cond_false_0 = None
        y: "f32[s0, 4][4, 1]cpu" = cond[0]
        k = cond[1]
        flag = cond[2];  cond = None

        # File: /home/user/model.py:31 in forward, code: it, z = while_loop(cond_fn, body_fn, (0, y))
        cond_fn_0 = self.cond_fn_0
        body_fn_0 = self.body_fn_0
        while_loop = torch.ops.higher_order.while_loop(cond_fn_0, body_fn_0, (0, y), (s0,));  cond_fn_0 = body_fn_0 = y = None
        it: "Sym(u0)" = while_loop[0]
        z: "f32[s0, 4][4, 1]cpu" = while_loop[1];  while_loop = None

        # File: /home/user/model.py:32 in forward, code: wide = wrapped(z)
        wrap_body_0 = self.wrap_body_0
        wrap = torch.ops.higher_order.wrap(wrap_body_0, s0);  wrap_body_0 = None
        wide: "Sym(s0 > 4)" = wrap[0];  wrap = None

        # File: /home/user/model.py:33 in forward, code: n = block(x)
        subgraph_0 = self.subgraph_0
        invoke_subgraph = torch.ops.higher_order.invoke_subgraph(subgraph_0, 'subgraph_0', l_x_, s0);  subgraph_0 = l_x_ = s0 = None
        n: "Sym(s0)" = invoke_subgraph[0];  invoke_subgraph = None

        # File: /home/user/model.py:34 in forward, code: ys, _ = map(per_row, xs)
        map_body_0 = self.map_body_0
        map_impl = torch.ops.higher_order.map_impl(map_body_0, [l_xs_], []);  map_body_0 = l_xs_ = None
        ys: "f32[3, 4][4, 1]cpu" = map_impl[0]
        none = map_impl[1];  map_impl = None
        return (it, z, wide, n, ys)

    class cond_true_0(torch.nn.Module):
        def forward(self, l_x_: "f32[s0, 4][4, 1]cpu"):
            l_x__1 = l_x_

            # File: /home/user/model.py:5 in f, code: return x.sin(), 1, True
            sin: "f32[s0, 4][4, 1]cpu" = l_x__1.sin();  l_x__1 = None
            return (sin, 1, True)

    class cond_false_0(torch.nn.Module):
        def forward(self, l_x_: "f32[s0, 4][4, 1]cpu"):
            l_x__1 = l_x_

            # File: /home/user/model.py:8 in g, code: return x.cos(), 2, False
            cos: "f32[s0, 4][4, 1]cpu" = l_x__1.cos();  l_x__1 = None
            return (cos, 2, False)

    class cond_fn_0(torch.nn.Module):
        def forward(self, unbacked_symint: "Sym(u1)", l_y_: "f32[s0, 4][4, 1]cpu", s0: "Sym(s0)"):
            # File: /home/user/model.py:11 in cond_fn, code: return it < x.shape[0]
            lt: "Sym(u1 < s0)" = unbacked_symint < s0;  unbacked_symint = s0 = None
            return lt

    class body_fn_0(torch.nn.Module):
        def forward(self, unbacked_symint: "Sym(u1)", l_y_: "f32[s0, 4][4, 1]cpu", s0: "Sym(s0)"):
            l_y__1 = l_y_

            # File: /home/user/model.py:14 in body_fn, code: return it + 1, y.sin()
            add: "Sym(u1 + 1)" = unbacked_symint + 1;  unbacked_symint = None
            sin: "f32[s0, 4][4, 1]cpu" = l_y__1.sin();  l_y__1 = None
            return (add, sin)

    class wrap_body_0(torch.nn.Module):
        def forward(self, s0: "Sym(s0)"):
            # File: /home/user/model.py:17 in wrapped, code: return x.shape[0] > 4
            gt: "Sym(s0 > 4)" = s0 > 4;  s0 = None
            return (gt,)

    class subgraph_0(torch.nn.Module):
        def forward(self, l_x_: "f32[s0, 4][4, 1]cpu", s0: "Sym(s0)"):
            return (s0,)

    class map_body_0(torch.nn.Module):
        def forward(self, select: "f32[4][1]cpu"):
            # File: /home/user/model.py:20 in per_row, code: return x.relu(), None
            relu: "f32[4][1]cpu" = select.relu();  select = None
            return (relu, None)
