# expect-none
# Operand types PyTorch accepts: tensors, SymInts (sizes lifted into the HOP), int literals
# and bools (Python bools are ints) for cond / while_loop / scan; None and ints for
# invoke_subgraph; a SymInt among flex_attention's buffers (newest PyTorch validates them like
# the other HOPs).
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[s0, 4][4, 1]cpu", arg1_1: "f32[s1, 4][4, 1]cpu", arg2_1: "b8[][]cpu"):
        sym_size_int: "Sym(s0)" = torch.ops.aten.sym_size.int(arg0_1, 0)

        # File: /home/user/model.py:40 in forward, code: y = torch.cond(p, f, g, (x, x.shape[0], 3, True))
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(arg2_1, true_graph_0, false_graph_0, (arg0_1, sym_size_int, 3, True));  arg2_1 = true_graph_0 = false_graph_0 = None
        getitem: "f32[s0, 4][4, 1]cpu" = cond[0];  cond = None

        # File: /home/user/model.py:41 in forward, code: it, z = while_loop(cond_fn, body_fn, (0, y))
        while_loop_cond_graph_0 = self.while_loop_cond_graph_0
        while_loop_body_graph_0 = self.while_loop_body_graph_0
        while_loop = torch.ops.higher_order.while_loop(while_loop_cond_graph_0, while_loop_body_graph_0, (0, getitem), (sym_size_int,));  while_loop_cond_graph_0 = while_loop_body_graph_0 = getitem = None
        getitem_1: "Sym(u0)" = while_loop[0]
        getitem_2: "f32[s0, 4][4, 1]cpu" = while_loop[1];  while_loop = None

        # File: /home/user/model.py:42 in forward, code: c, ys = scan(step, init, xs)
        sym_size_int_1: "Sym(s1)" = torch.ops.aten.sym_size.int(arg1_1, 0)
        select: "f32[4][1]cpu" = torch.ops.aten.select.int(arg1_1, 0, 0)
        scan_combine_graph_0 = self.scan_combine_graph_0
        scan = torch.ops.higher_order.scan(scan_combine_graph_0, [select], [arg1_1], [sym_size_int_1]);  scan_combine_graph_0 = select = arg1_1 = sym_size_int_1 = None
        getitem_3: "f32[4][1]cpu" = scan[0]
        getitem_4: "f32[s1, 4][4, 1]cpu" = scan[1];  scan = None
        return (getitem_1, getitem_2, getitem_3, getitem_4)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[s0, 4][4, 1]cpu", arg1_1: "Sym(s0)", arg2_1, arg3_1):
            # File: /home/user/model.py:5 in f, code: return x * n
            mul: "f32[s0, 4][4, 1]cpu" = torch.ops.aten.mul.Tensor(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
            return (mul,)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[s0, 4][4, 1]cpu", arg1_1: "Sym(s0)", arg2_1, arg3_1):
            # File: /home/user/model.py:8 in g, code: return x * k
            mul: "f32[s0, 4][4, 1]cpu" = torch.ops.aten.mul.Tensor(arg0_1, arg2_1);  arg0_1 = arg2_1 = None
            return (mul,)

    class while_loop_cond_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "Sym(u1)", arg1_1: "f32[s0, 4][4, 1]cpu", arg2_1: "Sym(s0)"):
            # File: /home/user/model.py:11 in cond_fn, code: return it < n
            lt: "Sym(u1 < s0)" = arg0_1 < arg2_1;  arg0_1 = arg2_1 = None
            return lt

    class while_loop_body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "Sym(u1)", arg1_1: "f32[s0, 4][4, 1]cpu", arg2_1: "Sym(s0)"):
            # File: /home/user/model.py:14 in body_fn, code: return it + 1, z.sin()
            add: "Sym(u1 + 1)" = arg0_1 + 1;  arg0_1 = None
            sin: "f32[s0, 4][4, 1]cpu" = torch.ops.aten.sin.default(arg1_1);  arg1_1 = None
            return (add, sin)

    class scan_combine_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu", arg1_1: "f32[4][1]cpu", arg2_1: "Sym(s1)"):
            # File: /home/user/model.py:17 in step, code: c = c + x
            add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
            clone: "f32[4][1]cpu" = torch.ops.aten.clone.default(add)
            return [add, clone]
