# expect-none
# Legal while_loops: an int counter carried as 0 comes back as Sym(u0 + 1) (ints are never
# compared by value), symbolic shapes that match, a carry whose data-dependent size (u0) was
# made before the loop and is kept by the body, and lifted additional inputs (not carried).
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "Sym(s0)", arg1_1: "f32[s0, 8][8, 1]cpu", arg2_1: "f32[8][1]cpu", arg3_1: "b8[16][1]cpu"):
        # File: /home/user/model.py:50 in forward, code: n, y = while_loop(cond_fn, body_fn, (0, x))
        while_loop_cond_graph_0 = self.while_loop_cond_graph_0
        while_loop_body_graph_0 = self.while_loop_body_graph_0
        while_loop = torch.ops.higher_order.while_loop(while_loop_cond_graph_0, while_loop_body_graph_0, (0, arg1_1), (arg0_1, arg2_1));  while_loop_cond_graph_0 = while_loop_body_graph_0 = arg1_1 = arg0_1 = arg2_1 = None
        getitem: "Sym(u1)" = while_loop[0]
        getitem_1: "f32[s0, 8][8, 1]cpu" = while_loop[1];  while_loop = None

        # File: /home/user/model.py:51 in forward, code: idx = mask.nonzero()
        nonzero: "i64[u2, 1][1, 1]cpu" = torch.ops.aten.nonzero.default(arg3_1);  arg3_1 = None

        # File: /home/user/model.py:52 in forward, code: k, idx = while_loop(cond_k, body_k, (0, idx))
        while_loop_cond_graph_1 = self.while_loop_cond_graph_1
        while_loop_body_graph_1 = self.while_loop_body_graph_1
        while_loop_1 = torch.ops.higher_order.while_loop(while_loop_cond_graph_1, while_loop_body_graph_1, (0, nonzero), ());  while_loop_cond_graph_1 = while_loop_body_graph_1 = nonzero = None
        getitem_2: "Sym(u4)" = while_loop_1[0]
        getitem_3: "i64[u2, 1][1, 1]cpu" = while_loop_1[1];  while_loop_1 = None
        return (getitem, getitem_1, getitem_2, getitem_3)

    class while_loop_cond_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "Sym(u0)", arg1_1: "f32[s0, 8][8, 1]cpu", arg2_1: "Sym(s0)", arg3_1: "f32[8][1]cpu"):
            # File: /home/user/model.py:5 in cond_fn, code: return n < 5
            lt: "Sym(u0 < 5)" = arg0_1 < 5;  arg0_1 = None
            return lt

    class while_loop_body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "Sym(u0)", arg1_1: "f32[s0, 8][8, 1]cpu", arg2_1: "Sym(s0)", arg3_1: "f32[8][1]cpu"):
            # File: /home/user/model.py:8 in body_fn, code: return n + 1, x + self.bias
            add: "Sym(u0 + 1)" = arg0_1 + 1;  arg0_1 = None
            add_1: "f32[s0, 8][8, 1]cpu" = torch.ops.aten.add.Tensor(arg1_1, arg3_1);  arg1_1 = arg3_1 = None
            return (add, add_1)

    class while_loop_cond_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "Sym(u3)", arg1_1: "i64[u2, 1][1, 1]cpu"):
            # File: /home/user/model.py:11 in cond_k, code: return k < 3
            lt: "Sym(u3 < 3)" = arg0_1 < 3;  arg0_1 = None
            return lt

    class while_loop_body_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "Sym(u3)", arg1_1: "i64[u2, 1][1, 1]cpu"):
            # File: /home/user/model.py:14 in body_k, code: return k + 1, idx * 2
            add: "Sym(u3 + 1)" = arg0_1 + 1;  arg0_1 = None
            mul: "i64[u2, 1][1, 1]cpu" = torch.ops.aten.mul.Tensor(arg1_1, 2);  arg1_1 = None
            return (add, mul)
