# expect-none
# Dynamo output graph with operands PyTorch accepts: a SymInt size and a bool flag lifted into
# cond, an int literal carried by while_loop next to a lifted SymInt, and an invoke_subgraph
# region called with a SymInt and None.
class GraphModule(torch.nn.Module):
    def forward(self, s0: "Sym(s0)", L_x_: "f32[s0, 4][4, 1]cpu", L_pred_: "b8[][]cpu"):
        l_x_ = L_x_
        l_pred_ = L_pred_

        # File: /home/user/model.py:30 in forward, code: y = torch.cond(pred, f, g, (x,))
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(l_pred_, cond_true_0, cond_false_0, (l_x_, s0, True));  l_pred_ = cond_true_0 = cond_false_0 = None
        getitem: "f32[s0, 4][4, 1]cpu" = cond[0];  cond = None

        # File: /home/user/model.py:31 in forward, code: it, z = while_loop(cond_fn, body_fn, (0, y))
        cond_fn_0 = self.cond_fn_0
        body_fn_0 = self.body_fn_0
        while_loop = torch.ops.higher_order.while_loop(cond_fn_0, body_fn_0, (0, getitem), (s0,));  cond_fn_0 = body_fn_0 = getitem = None
        getitem_1: "Sym(u0)" = while_loop[0]
        getitem_2: "f32[s0, 4][4, 1]cpu" = while_loop[1];  while_loop = None

        # File: /home/user/model.py:32 in forward, code: w = block(z, x.shape[0], None)
        subgraph_0 = self.subgraph_0
        invoke_subgraph = torch.ops.higher_order.invoke_subgraph(subgraph_0, 'subgraph_0', getitem_2, s0, None);  subgraph_0 = getitem_2 = None
        getitem_3: "f32[s0, 4][4, 1]cpu" = invoke_subgraph[0];  invoke_subgraph = None
        return (getitem_1, getitem_3)

    class cond_true_0(torch.nn.Module):
        def forward(self, l_x_: "f32[s0, 4][4, 1]cpu", s0: "Sym(s0)", flag):
            l_x__1 = l_x_

            # File: /home/user/model.py:5 in f, code: return x * x.shape[0]
            mul: "f32[s0, 4][4, 1]cpu" = l_x__1 * s0;  l_x__1 = s0 = None
            return (mul,)

    class cond_false_0(torch.nn.Module):
        def forward(self, l_x_: "f32[s0, 4][4, 1]cpu", s0: "Sym(s0)", flag):
            l_x__1 = l_x_

            # File: /home/user/model.py:8 in g, code: return x.cos()
            cos: "f32[s0, 4][4, 1]cpu" = l_x__1.cos();  l_x__1 = None
            return (cos,)

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

    class subgraph_0(torch.nn.Module):
        def forward(self, l_z_: "f32[s0, 4][4, 1]cpu", s0: "Sym(s0)", none):
            # File: /home/user/model.py:17 in block, code: return z * n
            mul: "f32[s0, 4][4, 1]cpu" = l_z_ * s0;  l_z_ = s0 = None
            return (mul,)
