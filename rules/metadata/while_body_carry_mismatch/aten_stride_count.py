# torch.while_loop: a body output with the carry's shape but other strides (a transposed copy),
# one on another device, a body returning fewer values than there are carries, and a size
# that only the symbol's value could settle (a warning).
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[4, 8][8, 1]cpu", arg2_1: "Sym(s0)", arg3_1: "f32[s0, 8][8, 1]cpu"):
        # File: /home/user/model.py:40 in forward, code: it, y = while_loop(cond_fn, body_t, (it, x))
        while_loop_cond_graph_0 = self.while_loop_cond_graph_0
        while_loop_body_graph_0 = self.while_loop_body_graph_0
        while_loop = torch.ops.higher_order.while_loop(while_loop_cond_graph_0, while_loop_body_graph_0, (arg0_1, arg1_1), ());  while_loop_cond_graph_0 = while_loop_body_graph_0 = None
        getitem: "i64[][]cpu" = while_loop[0]
        getitem_1: "f32[4, 8][8, 1]cpu" = while_loop[1];  while_loop = None

        # File: /home/user/model.py:41 in forward, code: it, z = while_loop(cond_fn, body_cuda, (it, x))
        while_loop_cond_graph_1 = self.while_loop_cond_graph_1
        while_loop_body_graph_1 = self.while_loop_body_graph_1
        while_loop_1 = torch.ops.higher_order.while_loop(while_loop_cond_graph_1, while_loop_body_graph_1, (arg0_1, arg1_1), ());  while_loop_cond_graph_1 = while_loop_body_graph_1 = None
        getitem_2: "i64[][]cpu" = while_loop_1[0]
        getitem_3: "f32[4, 8][8, 1]cpu" = while_loop_1[1];  while_loop_1 = None

        # File: /home/user/model.py:42 in forward, code: it, w = while_loop(cond_fn, body_drops_x, (it, x))
        while_loop_cond_graph_2 = self.while_loop_cond_graph_2
        while_loop_body_graph_2 = self.while_loop_body_graph_2
        while_loop_2 = torch.ops.higher_order.while_loop(while_loop_cond_graph_2, while_loop_body_graph_2, (arg0_1, arg1_1), ());  while_loop_cond_graph_2 = while_loop_body_graph_2 = arg1_1 = None
        getitem_4: "i64[][]cpu" = while_loop_2[0];  while_loop_2 = None

        # File: /home/user/model.py:43 in forward, code: it, v = while_loop(cond_fn, body_head, (it, y))
        while_loop_cond_graph_3 = self.while_loop_cond_graph_3
        while_loop_body_graph_3 = self.while_loop_body_graph_3
        while_loop_3 = torch.ops.higher_order.while_loop(while_loop_cond_graph_3, while_loop_body_graph_3, (arg0_1, arg3_1), (arg2_1,));  while_loop_cond_graph_3 = while_loop_body_graph_3 = arg0_1 = arg3_1 = arg2_1 = None
        getitem_5: "i64[][]cpu" = while_loop_3[0]
        getitem_6: "f32[s0, 8][8, 1]cpu" = while_loop_3[1];  while_loop_3 = None
        return (getitem, getitem_1, getitem_2, getitem_3, getitem_4, getitem_5, getitem_6)

    class while_loop_cond_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[4, 8][8, 1]cpu"):
            # File: /home/user/model.py:5 in cond_fn, code: return it < 10
            lt: "b8[][]cpu" = torch.ops.aten.lt.Scalar(arg0_1, 10);  arg0_1 = None
            return lt

    class while_loop_body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[4, 8][8, 1]cpu"):
            # File: /home/user/model.py:8 in body_t, code: return it + 1, x.t().contiguous().t()
            add: "i64[][]cpu" = torch.ops.aten.add.Tensor(arg0_1, 1);  arg0_1 = None
            permute: "f32[8, 4][1, 8]cpu" = torch.ops.aten.permute.default(arg1_1, [1, 0]);  arg1_1 = None
            clone: "f32[8, 4][4, 1]cpu" = torch.ops.aten.clone.default(permute, memory_format = torch.contiguous_format);  permute = None
            permute_1: "f32[4, 8][1, 4]cpu" = torch.ops.aten.permute.default(clone, [1, 0]);  clone = None  # expect: FX402 {{"Expected body_fn_output and carried_inputs to have same metadata but found: pair[1] differ in 'stride: (1, 4) vs (8, 1)'"}}
            return (add, permute_1)

    class while_loop_cond_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[4, 8][8, 1]cpu"):
            # File: /home/user/model.py:5 in cond_fn, code: return it < 10
            lt: "b8[][]cpu" = torch.ops.aten.lt.Scalar(arg0_1, 10);  arg0_1 = None
            return lt

    class while_loop_body_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[4, 8][8, 1]cpu"):
            # File: /home/user/model.py:11 in body_cuda, code: return it + 1, (x + 1).cuda()
            add: "i64[][]cpu" = torch.ops.aten.add.Tensor(arg0_1, 1);  arg0_1 = None
            add_1: "f32[4, 8][8, 1]cpu" = torch.ops.aten.add.Tensor(arg1_1, 1);  arg1_1 = None
            _to_copy: "f32[4, 8][8, 1]cuda:0" = torch.ops.aten._to_copy.default(add_1, device = device(type='cuda', index=0));  add_1 = None  # expect: FX402 {{pair[1] differ in device}}
            return (add, _to_copy)

    class while_loop_cond_graph_2(torch.nn.Module):
        def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[4, 8][8, 1]cpu"):
            # File: /home/user/model.py:5 in cond_fn, code: return it < 10
            lt: "b8[][]cpu" = torch.ops.aten.lt.Scalar(arg0_1, 10);  arg0_1 = None
            return lt

    class while_loop_body_graph_2(torch.nn.Module):
        def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[4, 8][8, 1]cpu"):
            # File: /home/user/model.py:14 in body_drops_x, code: return (it + 1,)
            add: "i64[][]cpu" = torch.ops.aten.add.Tensor(arg0_1, 1);  arg0_1 = None
            return (add,)  # expect: FX402 {{returns 1 value for 2 carried inputs}} {{"Expected body_fn_output and carried_inputs to have same number of outputs but got lhs:[...] and rhs:[...]"}}

    class while_loop_cond_graph_3(torch.nn.Module):
        def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[s0, 8][8, 1]cpu", arg2_1: "Sym(s0)"):
            # File: /home/user/model.py:5 in cond_fn, code: return it < 10
            lt: "b8[][]cpu" = torch.ops.aten.lt.Scalar(arg0_1, 10);  arg0_1 = None
            return lt

    class while_loop_body_graph_3(torch.nn.Module):
        def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[s0, 8][8, 1]cpu", arg2_1: "Sym(s0)"):
            # File: /home/user/model.py:17 in body_head, code: return it + 1, x[:4] * 2
            add: "i64[][]cpu" = torch.ops.aten.add.Tensor(arg0_1, 1);  arg0_1 = None
            slice_1: "f32[4, 8][8, 1]cpu" = torch.ops.aten.slice.Tensor(arg1_1, 0, 0, 4);  arg1_1 = None
            mul: "f32[4, 8][8, 1]cpu" = torch.ops.aten.mul.Tensor(slice_1, 2);  slice_1 = None  # expect: FX402 {{may not match carried input 1 'arg3_1'}} {{"Expected body_fn_output and carried_inputs to have same metadata but found: pair[1] differ in 'shape: torch.Size([4, 8]) vs torch.Size([s0, 8])'"}}
            return (add, mul)
