# A while_loop carries two rows of one tensor (views sharing its storage), and a scan gets the
# same buffer as its init and as an additional input.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[2, 3][3, 1]cpu", arg2_1: "f32[3][1]cpu", arg3_1: "f32[5, 3][3, 1]cpu"):
        # File: /home/user/model.py:20 in forward, code: a, b = x[0], x[1]
        select: "f32[3][1]cpu" = torch.ops.aten.select.int(arg1_1, 0, 0)
        select_1: "f32[3][1]cpu" = torch.ops.aten.select.int(arg1_1, 0, 1);  arg1_1 = None
        # File: /home/user/model.py:21 in forward, code: return while_loop(cond_fn, body_fn, (it, a, b))
        while_loop_cond_graph_0 = self.while_loop_cond_graph_0
        while_loop_body_graph_0 = self.while_loop_body_graph_0
        while_loop = torch.ops.higher_order.while_loop(while_loop_cond_graph_0, while_loop_body_graph_0, (arg0_1, select, select_1), ());  while_loop_cond_graph_0 = while_loop_body_graph_0 = arg0_1 = select = select_1 = None  # expect: FX203 {{torch.while_loop call passes 'select' (operand 1) and 'select_1' (operand 2), both in the storage of 'arg1_1'}} {{cond_fn 'while_loop_cond_graph_0' sees them as inputs 'arg1_1' and 'arg2_1'}} {{"cond_fn might be aliasing the input or the output!"}}
        getitem: "i64[][]cpu" = while_loop[0]
        getitem_1: "f32[3][1]cpu" = while_loop[1]
        getitem_2: "f32[3][1]cpu" = while_loop[2];  while_loop = None
        # File: /home/user/model.py:22 in forward, code: scan(combine, init, xs) with combine reading init
        scan_combine_graph_0 = self.scan_combine_graph_0
        scan = torch.ops.higher_order.scan(scan_combine_graph_0, [arg2_1], [arg3_1], [arg2_1]);  scan_combine_graph_0 = arg2_1 = arg3_1 = None  # expect: FX203 {{passes 'arg2_1' twice, as operands 0 and 2}} {{"Encountered aliasing during higher order op tracing"}}
        getitem_3: "f32[3][1]cpu" = scan[0]
        getitem_4: "f32[5, 3][3, 1]cpu" = scan[1];  scan = None
        return (getitem, getitem_1, getitem_2, getitem_3, getitem_4)

    class while_loop_cond_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[3][1]cpu", arg2_1: "f32[3][1]cpu"):
            lt: "b8[][]cpu" = torch.ops.aten.lt.Scalar(arg0_1, 10);  arg0_1 = None
            return lt

    class while_loop_body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[3][1]cpu", arg2_1: "f32[3][1]cpu"):
            add: "i64[][]cpu" = torch.ops.aten.add.Tensor(arg0_1, 1);  arg0_1 = None
            add_1: "f32[3][1]cpu" = torch.ops.aten.add.Tensor(arg1_1, arg2_1)
            sub: "f32[3][1]cpu" = torch.ops.aten.sub.Tensor(arg2_1, arg1_1);  arg1_1 = arg2_1 = None
            return (add, add_1, sub)

    class scan_combine_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[3][1]cpu", arg1_1: "f32[3][1]cpu", arg2_1: "f32[3][1]cpu"):
            mul: "f32[3][1]cpu" = torch.ops.aten.mul.Tensor(arg1_1, arg2_1);  arg1_1 = arg2_1 = None
            add: "f32[3][1]cpu" = torch.ops.aten.add.Tensor(arg0_1, mul);  arg0_1 = mul = None
            clone: "f32[3][1]cpu" = torch.ops.aten.clone.default(add)
            return (add, clone)
