# expect-none
# expect-config: --capture-dynamic-output-shape-ops
# ATen graphs whose subgraph outputs PyTorch accepts: a backward cond whose branches return
# None for a non-differentiable operand, a forward cond that saves an unbacked SymInt for the
# backward, while_loop int carries, a map body returning None, and int / bool constants.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 8][8, 1]cpu", arg1_1: "b8[][]cpu", arg2_1: "f32[4, 8][8, 1]cpu", arg3_1: "f32[3, 4][4, 1]cpu"):
        # File: /home/user/model.py:20 in forward, code: y = torch.cond(p, f, g, (x,))
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(arg1_1, true_graph_0, false_graph_0, (arg0_1,));  true_graph_0 = false_graph_0 = None
        getitem: "f32[4, 8][8, 1]cpu" = cond[0]
        getitem_1: "Sym(u0)" = cond[1];  cond = None

        # backward of the cond above: the gradient of the predicate-like operand is None
        true_graph_1 = self.true_graph_1
        false_graph_1 = self.false_graph_1
        cond_1 = torch.ops.higher_order.cond(arg1_1, true_graph_1, false_graph_1, (arg2_1, arg0_1, 1));  arg1_1 = true_graph_1 = false_graph_1 = arg2_1 = arg0_1 = None
        getitem_2: "f32[4, 8][8, 1]cpu" = cond_1[0];  cond_1 = None

        # File: /home/user/model.py:21 in forward, code: it, z = while_loop(cond_fn, body_fn, (0, y))
        while_loop_cond_graph_0 = self.while_loop_cond_graph_0
        while_loop_body_graph_0 = self.while_loop_body_graph_0
        while_loop = torch.ops.higher_order.while_loop(while_loop_cond_graph_0, while_loop_body_graph_0, (0, getitem), ());  while_loop_cond_graph_0 = while_loop_body_graph_0 = getitem = None
        getitem_3: "Sym(u2)" = while_loop[0]
        getitem_4: "f32[4, 8][8, 1]cpu" = while_loop[1];  while_loop = None

        # File: /home/user/model.py:22 in forward, code: zs, _ = map(per_row, xs)
        body_graph_0 = self.body_graph_0
        map_impl = torch.ops.higher_order.map_impl(body_graph_0, [arg3_1], []);  body_graph_0 = arg3_1 = None
        getitem_5: "f32[3, 4][4, 1]cpu" = map_impl[0]
        getitem_6 = map_impl[1];  map_impl = None
        return (getitem_1, getitem_2, getitem_3, getitem_4, getitem_5)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu"):
            # File: /home/user/model.py:5 in f, code: return x[x > 0].sum() * x
            gt: "b8[4, 8][8, 1]cpu" = torch.ops.aten.gt.Scalar(arg0_1, 0)
            nonzero: "i64[u0, 2][2, 1]cpu" = torch.ops.aten.nonzero.default(gt);  gt = None
            sym_size_int: "Sym(u0)" = torch.ops.aten.sym_size.int(nonzero, 0);  nonzero = None
            mul: "f32[4, 8][8, 1]cpu" = torch.ops.aten.mul.Tensor(arg0_1, sym_size_int);  arg0_1 = None
            return (mul, sym_size_int)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu"):
            # File: /home/user/model.py:8 in g, code: return x * 4
            mul: "f32[4, 8][8, 1]cpu" = torch.ops.aten.mul.Tensor(arg0_1, 4);  arg0_1 = None
            return (mul, 4)

    class true_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu", arg1_1: "f32[4, 8][8, 1]cpu", arg2_1):
            mul: "f32[4, 8][8, 1]cpu" = torch.ops.aten.mul.Tensor(arg0_1, 2);  arg0_1 = None
            return [mul, None]

    class false_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu", arg1_1: "f32[4, 8][8, 1]cpu", arg2_1):
            mul: "f32[4, 8][8, 1]cpu" = torch.ops.aten.mul.Tensor(arg0_1, 4);  arg0_1 = None
            return [mul, None]

    class while_loop_cond_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "Sym(u1)", arg1_1: "f32[4, 8][8, 1]cpu"):
            # File: /home/user/model.py:11 in cond_fn, code: return it < 3
            lt: "Sym(u1 < 3)" = arg0_1 < 3;  arg0_1 = None
            return lt

    class while_loop_body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "Sym(u1)", arg1_1: "f32[4, 8][8, 1]cpu"):
            # File: /home/user/model.py:14 in body_fn, code: return it + 1, z.sin()
            add: "Sym(u1 + 1)" = arg0_1 + 1;  arg0_1 = None
            sin: "f32[4, 8][8, 1]cpu" = torch.ops.aten.sin.default(arg1_1);  arg1_1 = None
            return (add, sin)

    class body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:17 in per_row, code: return x.relu(), None
            relu: "f32[4][1]cpu" = torch.ops.aten.relu.default(arg0_1);  arg0_1 = None
            return [relu, None]
