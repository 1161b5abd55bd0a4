# ATen dialect: a while_loop carrying a SymBool (a flag computed from a size) and a scan whose
# additional_inputs hold a None literal. Python bools are ints and pass; SymBools do not.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "Sym(s0)", arg1_1: "f32[s0, 4][4, 1]cpu", arg2_1: "f32[4][1]cpu", arg3_1: "f32[6, 4][4, 1]cpu", arg4_1: "f32[4][1]cpu"):
        # File: /home/user/model.py:20 in forward, code: big = x.shape[0] > 8
        gt: "Sym(s0 > 8)" = arg0_1 > 8

        # File: /home/user/model.py:21 in forward, code: it, big, y = while_loop(cond_fn, body_fn, (0, big, x))
        while_loop_cond_graph_0 = self.while_loop_cond_graph_0
        while_loop_body_graph_0 = self.while_loop_body_graph_0
        while_loop = torch.ops.higher_order.while_loop(while_loop_cond_graph_0, while_loop_body_graph_0, (0, gt, arg1_1), ());  while_loop_cond_graph_0 = while_loop_body_graph_0 = gt = arg1_1 = None  # expect: FX408 {{torch.while_loop carried_inputs[1], 'gt' (Sym(s0 > 8)), is a SymBool}} {{but got (<class 'int'>, <class 'torch.SymBool'>, <class 'torch._subclasses.fake_tensor.FakeTensor'>)}}
        getitem: "Sym(u0)" = while_loop[0]
        getitem_1: "Sym(u1)" = while_loop[1]
        getitem_2: "f32[s0, 4][4, 1]cpu" = while_loop[2];  while_loop = None

        # File: /home/user/model.py:22 in forward, code: c, ys = scan(step, init, xs, additional_inputs=(w, None))
        scan_combine_graph_0 = self.scan_combine_graph_0
        scan = torch.ops.higher_order.scan(scan_combine_graph_0, [arg2_1], [arg3_1], (arg4_1, None));  scan_combine_graph_0 = arg2_1 = arg3_1 = arg4_1 = None  # expect: FX408 {{torch.ops.higher_order.scan additional_inputs[1], the literal None, is None}} {{but got (<class 'torch._subclasses.fake_tensor.FakeTensor'>, <class 'NoneType'>)}}
        getitem_3: "f32[4][1]cpu" = scan[0]
        getitem_4: "f32[6, 4][4, 1]cpu" = scan[1];  scan = None
        return (getitem, getitem_2, getitem_3, getitem_4)

    class while_loop_cond_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "Sym(u2)", arg1_1: "Sym(u3)", arg2_1: "f32[s0, 4][4, 1]cpu"):
            # File: /home/user/model.py:10 in cond_fn, code: return it < 10
            lt: "Sym(u2 < 10)" = arg0_1 < 10;  arg0_1 = None
            return lt

    class while_loop_body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "Sym(u2)", arg1_1: "Sym(u3)", arg2_1: "f32[s0, 4][4, 1]cpu"):
            # File: /home/user/model.py:13 in body_fn, code: return it + 1, big, y.cos()
            add: "Sym(u2 + 1)" = arg0_1 + 1;  arg0_1 = None
            cos: "f32[s0, 4][4, 1]cpu" = torch.ops.aten.cos.default(arg2_1);  arg2_1 = None
            return (add, arg1_1, cos)

    class scan_combine_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu", arg1_1: "f32[4][1]cpu", arg2_1: "f32[4][1]cpu", arg3_1):
            # File: /home/user/model.py:16 in step, code: c = c * w + x
            mul: "f32[4][1]cpu" = torch.ops.aten.mul.Tensor(arg0_1, arg2_1);  arg0_1 = arg2_1 = None
            add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(mul, arg1_1);  mul = None
            clone: "f32[4][1]cpu" = torch.ops.aten.clone.default(add)
            return (add, clone)
