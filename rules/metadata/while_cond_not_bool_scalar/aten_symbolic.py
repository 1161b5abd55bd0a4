# expect-none
# Legal cond_fn results over dynamic shapes: a SymBool comparing a counter with a size symbol,
# and a 0-dim bool tensor from a reduction of an s0-sized carry.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "Sym(s0)", arg1_1: "f32[s0][1]cpu"):
        # File: /home/user/model.py:50 in forward, code: n, y = while_loop(cond_sym, body_fn, (0, x))
        while_loop_cond_graph_0 = self.while_loop_cond_graph_0
        while_loop_body_graph_0 = self.while_loop_body_graph_0
        while_loop = torch.ops.higher_order.while_loop(while_loop_cond_graph_0, while_loop_body_graph_0, (0, arg1_1), (arg0_1,));  while_loop_cond_graph_0 = while_loop_body_graph_0 = None
        getitem: "Sym(u1)" = while_loop[0]
        getitem_1: "f32[s0][1]cpu" = while_loop[1];  while_loop = None

        # File: /home/user/model.py:51 in forward, code: z, = while_loop(cond_norm, body_half, (x,))
        while_loop_cond_graph_1 = self.while_loop_cond_graph_1
        while_loop_body_graph_1 = self.while_loop_body_graph_1
        while_loop_1 = torch.ops.higher_order.while_loop(while_loop_cond_graph_1, while_loop_body_graph_1, (arg1_1,), (arg0_1,));  while_loop_cond_graph_1 = while_loop_body_graph_1 = arg1_1 = arg0_1 = None
        getitem_2: "f32[s0][1]cpu" = while_loop_1[0];  while_loop_1 = None
        return (getitem, getitem_1, getitem_2)

    class while_loop_cond_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "Sym(u0)", arg1_1: "f32[s0][1]cpu", arg2_1: "Sym(s0)"):
            # File: /home/user/model.py:5 in cond_sym, code: return n < x.size(0)
            lt: "Sym(u0 < s0)" = arg0_1 < arg2_1;  arg0_1 = arg2_1 = None
            return lt

    class while_loop_body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "Sym(u0)", arg1_1: "f32[s0][1]cpu", arg2_1: "Sym(s0)"):
            # File: /home/user/model.py:8 in body_fn, code: return n + 1, x + 1
            add: "Sym(u0 + 1)" = arg0_1 + 1;  arg0_1 = None
            add_1: "f32[s0][1]cpu" = torch.ops.aten.add.Tensor(arg1_1, 1);  arg1_1 = None
            return (add, add_1)

    class while_loop_cond_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[s0][1]cpu", arg1_1: "Sym(s0)"):
            # File: /home/user/model.py:11 in cond_norm, code: return x.abs().sum() > 1
            abs_1: "f32[s0][1]cpu" = torch.ops.aten.abs.default(arg0_1);  arg0_1 = None
            sum_1: "f32[][]cpu" = torch.ops.aten.sum.default(abs_1);  abs_1 = None
            gt: "b8[][]cpu" = torch.ops.aten.gt.Scalar(sum_1, 1);  sum_1 = None
            return gt

    class while_loop_body_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[s0][1]cpu", arg1_1: "Sym(s0)"):
            # File: /home/user/model.py:14 in body_half, code: return (x / 2,)
            div: "f32[s0][1]cpu" = torch.ops.aten.div.Tensor(arg0_1, 2);  arg0_1 = None
            return (div,)
