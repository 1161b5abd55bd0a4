# expect-none
# Legal cond_fn results: a 0-dim bool tensor, a SymBool over an int counter, a 0-dim bool
# tensor returned through a tuple, and a constant False (the loop simply never runs).
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[4][1]cpu"):
        # File: /home/user/model.py:40 in forward, code: a = while_loop(cond_tensor, body_fn, (it, x))
        while_loop_cond_graph_0 = self.while_loop_cond_graph_0
        while_loop_body_graph_0 = self.while_loop_body_graph_0
        while_loop = torch.ops.higher_order.while_loop(while_loop_cond_graph_0, while_loop_body_graph_0, (arg0_1, arg1_1), ());  while_loop_cond_graph_0 = while_loop_body_graph_0 = None
        getitem: "i64[][]cpu" = while_loop[0]
        getitem_1: "f32[4][1]cpu" = while_loop[1];  while_loop = None

        # File: /home/user/model.py:41 in forward, code: b = while_loop(cond_int, body_int, (0, x))
        while_loop_cond_graph_1 = self.while_loop_cond_graph_1
        while_loop_body_graph_1 = self.while_loop_body_graph_1
        while_loop_1 = torch.ops.higher_order.while_loop(while_loop_cond_graph_1, while_loop_body_graph_1, (0, arg1_1), ());  while_loop_cond_graph_1 = while_loop_body_graph_1 = None
        getitem_2: "Sym(u1)" = while_loop_1[0]
        getitem_3: "f32[4][1]cpu" = while_loop_1[1];  while_loop_1 = None

        # File: /home/user/model.py:42 in forward, code: c = while_loop(cond_all, body_fn, (it, x))
        while_loop_cond_graph_2 = self.while_loop_cond_graph_2
        while_loop_body_graph_2 = self.while_loop_body_graph_2
        while_loop_2 = torch.ops.higher_order.while_loop(while_loop_cond_graph_2, while_loop_body_graph_2, (arg0_1, arg1_1), ());  while_loop_cond_graph_2 = while_loop_body_graph_2 = None
        getitem_4: "i64[][]cpu" = while_loop_2[0]
        getitem_5: "f32[4][1]cpu" = while_loop_2[1];  while_loop_2 = None

        # File: /home/user/model.py:43 in forward, code: d = while_loop(lambda it, x: False, body_fn, (it, x))
        while_loop_cond_graph_3 = self.while_loop_cond_graph_3
        while_loop_body_graph_3 = self.while_loop_body_graph_3
        while_loop_3 = torch.ops.higher_order.while_loop(while_loop_cond_graph_3, while_loop_body_graph_3, (arg0_1, arg1_1), ());  while_loop_cond_graph_3 = while_loop_body_graph_3 = arg0_1 = arg1_1 = None
        getitem_6: "i64[][]cpu" = while_loop_3[0]
        getitem_7: "f32[4][1]cpu" = while_loop_3[1];  while_loop_3 = None
        return (getitem_1, getitem_3, getitem_5, getitem_7)

    class while_loop_cond_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:5 in cond_tensor, code: return it < 10
            lt: "b8[][]cpu" = torch.ops.aten.lt.Scalar(arg0_1, 10);  arg0_1 = None
            return lt

    class while_loop_body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:8 in body_fn, code: return it + 1, x + 1
            add: "i64[][]cpu" = torch.ops.aten.add.Tensor(arg0_1, 1);  arg0_1 = None
            add_1: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(arg1_1, 1);  arg1_1 = None
            return (add, add_1)

    class while_loop_cond_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "Sym(u0)", arg1_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:11 in cond_int, code: return n < 3
            lt: "Sym(u0 < 3)" = arg0_1 < 3;  arg0_1 = None
            return lt

    class while_loop_body_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "Sym(u0)", arg1_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:14 in body_int, code: return n + 1, x * 2
            add: "Sym(u0 + 1)" = arg0_1 + 1;  arg0_1 = None
            mul: "f32[4][1]cpu" = torch.ops.aten.mul.Tensor(arg1_1, 2);  arg1_1 = None
            return (add, mul)

    class while_loop_cond_graph_2(torch.nn.Module):
        def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:17 in cond_all, code: return (x < 10).all()
            lt: "b8[4][1]cpu" = torch.ops.aten.lt.Scalar(arg1_1, 10);  arg1_1 = None
            all_1: "b8[][]cpu" = torch.ops.aten.all.default(lt);  lt = None
            return (all_1,)

    class while_loop_body_graph_2(torch.nn.Module):
        def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:8 in body_fn, code: return it + 1, x + 1
            add: "i64[][]cpu" = torch.ops.aten.add.Tensor(arg0_1, 1);  arg0_1 = None
            add_1: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(arg1_1, 1);  arg1_1 = None
            return (add, add_1)

    class while_loop_cond_graph_3(torch.nn.Module):
        def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[4][1]cpu"):
            return False

    class while_loop_body_graph_3(torch.nn.Module):
        def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:8 in body_fn, code: return it + 1, x + 1
            add: "i64[][]cpu" = torch.ops.aten.add.Tensor(arg0_1, 1);  arg0_1 = None
            add_1: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(arg1_1, 1);  arg1_1 = None
            return (add, add_1)
