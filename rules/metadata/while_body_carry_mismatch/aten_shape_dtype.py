# torch.while_loop body_fn outputs must match the carried inputs they replace: here the body
# reduces a carry (shape), casts one (dtype), and returns a tensor for an int counter (type).
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[4, 8][8, 1]cpu"):
        # File: /home/user/model.py:30 in forward, code: it, y = while_loop(cond_fn, body_sum, (it, x))
        while_loop_cond_graph_0 = self.while_loop_cond_graph_0
        while_loop_body_graph_0 = self.while_loop_body_graph_0
        while_loop = torch.ops.higher_order.while_loop(while_loop_cond_graph_0, while_loop_body_graph_0, (arg0_1, arg1_1), ());  while_loop_cond_graph_0 = while_loop_body_graph_0 = None
        getitem: "i64[][]cpu" = while_loop[0]
        getitem_1: "f32[4, 8][8, 1]cpu" = while_loop[1];  while_loop = None

        # File: /home/user/model.py:31 in forward, code: it, z = while_loop(cond_fn, body_double, (it, x))
        while_loop_cond_graph_1 = self.while_loop_cond_graph_1
        while_loop_body_graph_1 = self.while_loop_body_graph_1
        while_loop_1 = torch.ops.higher_order.while_loop(while_loop_cond_graph_1, while_loop_body_graph_1, (arg0_1, arg1_1), ());  while_loop_cond_graph_1 = while_loop_body_graph_1 = arg0_1 = None
        getitem_2: "i64[][]cpu" = while_loop_1[0]
        getitem_3: "f32[4, 8][8, 1]cpu" = while_loop_1[1];  while_loop_1 = None

        # File: /home/user/model.py:32 in forward, code: n, w = while_loop(cond_int, body_tensor_counter, (0, x))
        while_loop_cond_graph_2 = self.while_loop_cond_graph_2
        while_loop_body_graph_2 = self.while_loop_body_graph_2
        while_loop_2 = torch.ops.higher_order.while_loop(while_loop_cond_graph_2, while_loop_body_graph_2, (0, arg1_1), ());  while_loop_cond_graph_2 = while_loop_body_graph_2 = arg1_1 = None
        getitem_4: "Sym(u1)" = while_loop_2[0]
        getitem_5: "f32[4, 8][8, 1]cpu" = while_loop_2[1];  while_loop_2 = None
        return (getitem, getitem_1, getitem_2, getitem_3, getitem_4, getitem_5)

    class while_loop_cond_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[4, 8][8, 1]cpu"):
            # File: /home/user/model.py:5 in cond_fn, code: return it < 10
            lt: "b8[][]cpu" = torch.ops.aten.lt.Scalar(arg0_1, 10);  arg0_1 = None
            return lt

    class while_loop_body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[4, 8][8, 1]cpu"):
            # File: /home/user/model.py:8 in body_sum, code: return it + 1, x.sum(0)
            add: "i64[][]cpu" = torch.ops.aten.add.Tensor(arg0_1, 1);  arg0_1 = None
            sum_1: "f32[8][1]cpu" = torch.ops.aten.sum.dim_IntList(arg1_1, [0]);  arg1_1 = None  # expect: FX402 {{output 1 'sum_1' (f32[8][1]cpu) does not match carried input 1 'arg1_1' (f32[4, 8][8, 1]cpu)}} {{"Expected body_fn_output and carried_inputs to have same metadata but found: pair[1] differ in 'shape: torch.Size([8]) vs torch.Size([4, 8])', 'stride: (1,) vs (8, 1)'"}}
            return (add, sum_1)

    class while_loop_cond_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[4, 8][8, 1]cpu"):
            # File: /home/user/model.py:5 in cond_fn, code: return it < 10
            lt: "b8[][]cpu" = torch.ops.aten.lt.Scalar(arg0_1, 10);  arg0_1 = None
            return lt

    class while_loop_body_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[4, 8][8, 1]cpu"):
            # File: /home/user/model.py:11 in body_double, code: return it + 1, x.double() * 2
            add: "i64[][]cpu" = torch.ops.aten.add.Tensor(arg0_1, 1);  arg0_1 = None
            _to_copy: "f64[4, 8][8, 1]cpu" = torch.ops.aten._to_copy.default(arg1_1, dtype = torch.float64);  arg1_1 = None
            mul: "f64[4, 8][8, 1]cpu" = torch.ops.aten.mul.Tensor(_to_copy, 2);  _to_copy = None  # expect: FX402 {{"Expected body_fn_output and carried_inputs to have same metadata but found: pair[1] differ in 'dtype: torch.float64 vs torch.float32'"}}
            return (add, mul)

    class while_loop_cond_graph_2(torch.nn.Module):
        def forward(self, arg0_1: "Sym(u0)", arg1_1: "f32[4, 8][8, 1]cpu"):
            # File: /home/user/model.py:14 in cond_int, code: return n < 10
            lt: "Sym(u0 < 10)" = arg0_1 < 10;  arg0_1 = None
            return lt

    class while_loop_body_graph_2(torch.nn.Module):
        def forward(self, arg0_1: "Sym(u0)", arg1_1: "f32[4, 8][8, 1]cpu"):
            # File: /home/user/model.py:17 in body_tensor_counter, code: return torch.tensor(n) + 1, x.sin()
            scalar_tensor: "i64[][]cpu" = torch.ops.aten.scalar_tensor.default(arg0_1, dtype = torch.int64);  arg0_1 = None
            add: "i64[][]cpu" = torch.ops.aten.add.Tensor(scalar_tensor, 1);  scalar_tensor = None  # expect: FX402 {{carried input 0 (the literal 0)}} {{"Expected body_fn_output and carried_inputs to have same metadata but found: pair[0] differ in type: i64[][]cpu vs 0"}}
            sin: "f32[4, 8][8, 1]cpu" = torch.ops.aten.sin.default(arg1_1);  arg1_1 = None
            return (add, sin)
