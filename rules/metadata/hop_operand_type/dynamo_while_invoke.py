# Dynamo output graph: a while_loop body closes over a SymBool (lifted into additional_inputs),
# and a nested_compile_region is called with a float constant.
class GraphModule(torch.nn.Module):
    def forward(self, s0: "Sym(s0)", L_x_: "f32[s0, 4][4, 1]cpu", L_iter_: "i64[][]cpu"):
        l_x_ = L_x_
        l_iter_ = L_iter_

        # File: /home/user/model.py:20 in forward, code: wide = x.shape[0] > 4
        gt: "Sym(s0 > 4)" = s0 > 4

        # File: /home/user/model.py:21 in forward, code: it, y = while_loop(cond_fn, body_fn, (iter, x))
        cond_fn_0 = self.cond_fn_0
        body_fn_0 = self.body_fn_0
        while_loop = torch.ops.higher_order.while_loop(cond_fn_0, body_fn_0, (l_iter_, l_x_), (gt,));  cond_fn_0 = body_fn_0 = l_iter_ = l_x_ = gt = None  # expect: FX408 {{torch.while_loop additional_inputs[0], 'gt' (Sym(s0 > 4)), is a SymBool}} {{but got (<class 'torch.SymBool'>,)}}
        getitem: "i64[][]cpu" = while_loop[0]
        getitem_1: "f32[s0, 4][4, 1]cpu" = while_loop[1];  while_loop = None

        # File: /home/user/model.py:22 in forward, code: z = block(y, 2.5)
        subgraph_0 = self.subgraph_0
        invoke_subgraph = torch.ops.higher_order.invoke_subgraph(subgraph_0, 'subgraph_0', getitem_1, 2.5);  subgraph_0 = getitem_1 = None  # expect: FX408 {{operands[1], the literal 2.5, is a float}}
        getitem_2: "f32[s0, 4][4, 1]cpu" = invoke_subgraph[0];  invoke_subgraph = None
        return (getitem, getitem_2)

    class cond_fn_0(torch.nn.Module):
        def forward(self, l_iter_: "i64[][]cpu", l_x_: "f32[s0, 4][4, 1]cpu", gt: "Sym(s0 > 4)"):
            l_iter__1 = l_iter_

            # File: /home/user/model.py:10 in cond_fn, code: return it < 3
            lt: "b8[][]cpu" = l_iter__1 < 3;  l_iter__1 = None
            return lt

    class body_fn_0(torch.nn.Module):
        def forward(self, l_iter_: "i64[][]cpu", l_x_: "f32[s0, 4][4, 1]cpu", gt: "Sym(s0 > 4)"):
            l_iter__1 = l_iter_
            l_x__1 = l_x_

            # File: /home/user/model.py:13 in body_fn, code: return it + 1, x.sin() if wide else x.cos()
            add: "i64[][]cpu" = l_iter__1 + 1;  l_iter__1 = None
            sin: "f32[s0, 4][4, 1]cpu" = l_x__1.sin();  l_x__1 = None
            return (add, sin)

    class subgraph_0(torch.nn.Module):
        def forward(self, l_y_: "f32[s0, 4][4, 1]cpu", scale):
            # File: /home/user/model.py:16 in block, code: return y.relu()
            relu: "f32[s0, 4][4, 1]cpu" = l_y_.relu();  l_y_ = None
            return (relu,)
