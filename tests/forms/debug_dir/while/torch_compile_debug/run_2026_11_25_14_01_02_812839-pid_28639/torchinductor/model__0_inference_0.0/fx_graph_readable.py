class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "i64[1]", arg1_1: "f32[2, 3]"):
        # File: /workspace/fxlint/tests/forms/gen/progs.py:84 in forward, code: return while_loop(cond_fn, body_fn, (it, x))
        while_loop_cond_graph_0 = self.while_loop_cond_graph_0
        while_loop_body_graph_0 = self.while_loop_body_graph_0
        while_loop = torch.ops.higher_order.while_loop(while_loop_cond_graph_0, while_loop_body_graph_0, (arg0_1, arg1_1), ());  while_loop_cond_graph_0 = while_loop_body_graph_0 = arg0_1 = arg1_1 = None
        getitem: "i64[1]" = while_loop[0]
        getitem_1: "f32[2, 3]" = while_loop[1];  while_loop = None
        return (getitem, getitem_1)

    class while_loop_cond_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "i64[1]", arg1_1: "f32[2, 3]"):
            # File: /workspace/fxlint/tests/forms/gen/progs.py:79 in cond_fn, code: return it.sum() < 5
            sum_1: "i64[]" = torch.ops.aten.sum.default(arg0_1);  arg0_1 = None
            lt: "b8[]" = torch.ops.aten.lt.Scalar(sum_1, 5);  sum_1 = None
            return lt

    class while_loop_body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "i64[1]", arg1_1: "f32[2, 3]"):
            # File: /workspace/fxlint/tests/forms/gen/progs.py:82 in body_fn, code: return (it + 1, x * 2 + 1)
            add: "i64[1]" = torch.ops.aten.add.Tensor(arg0_1, 1);  arg0_1 = None
            mul: "f32[2, 3]" = torch.ops.aten.mul.Tensor(arg1_1, 2);  arg1_1 = None
            add_1: "f32[2, 3]" = torch.ops.aten.add.Tensor(mul, 1);  mul = None
            return (add, add_1)
