# A while_loop body returns its carried tensor unchanged, a scan combine_fn returns its xs
# slice as the stacked output, and a map body returns a row of its positional argument.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[3][1]cpu", arg2_1: "f32[3][1]cpu", arg3_1: "f32[5, 3][3, 1]cpu", arg4_1: "f32[2, 3][3, 1]cpu"):
        while_loop_cond_graph_0 = self.while_loop_cond_graph_0
        while_loop_body_graph_0 = self.while_loop_body_graph_0
        while_loop = torch.ops.higher_order.while_loop(while_loop_cond_graph_0, while_loop_body_graph_0, (arg0_1, arg1_1), ());  while_loop_cond_graph_0 = while_loop_body_graph_0 = arg0_1 = arg1_1 = None
        getitem: "i64[][]cpu" = while_loop[0]
        getitem_1: "f32[3][1]cpu" = while_loop[1];  while_loop = None
        scan_combine_graph_0 = self.scan_combine_graph_0
        scan = torch.ops.higher_order.scan(scan_combine_graph_0, [arg2_1], [arg3_1], []);  scan_combine_graph_0 = arg2_1 = None
        getitem_2: "f32[3][1]cpu" = scan[0]
        getitem_3: "f32[5, 3][3, 1]cpu" = scan[1];  scan = None
        body_graph_0 = self.body_graph_0
        map_impl = torch.ops.higher_order.map_impl(body_graph_0, [arg3_1], [arg4_1]);  body_graph_0 = arg3_1 = arg4_1 = None
        getitem_4: "f32[5, 3][3, 1]cpu" = map_impl[0];  map_impl = None
        return (getitem, getitem_1, getitem_2, getitem_3, getitem_4)

    class while_loop_cond_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[3][1]cpu"):
            lt: "b8[][]cpu" = torch.ops.aten.lt.Scalar(arg0_1, 10);  arg0_1 = None
            return lt

    class while_loop_body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[3][1]cpu"):
            add: "i64[][]cpu" = torch.ops.aten.add.Tensor(arg0_1, 1);  arg0_1 = None
            return (add, arg1_1)  # expect: FX201 {{torch.while_loop body_fn 'while_loop_body_graph_0' returns its input 'arg1_1' as output 1 unchanged}} {{"Encountered aliasing during higher order op tracing"}}

    class scan_combine_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[3][1]cpu", arg1_1: "f32[3][1]cpu"):
            add: "f32[3][1]cpu" = torch.ops.aten.add.Tensor(arg0_1, arg1_1);  arg0_1 = None
            return (add, arg1_1)  # expect: FX201 {{returns its input 'arg1_1' as output 1 unchanged}} {{"Encountered aliasing during higher order op tracing"}}

    class body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[3][1]cpu", arg1_1: "f32[2, 3][3, 1]cpu"):
            # File: /home/user/model.py:30 in f, code: return y[0]
            select: "f32[3][1]cpu" = torch.ops.aten.select.int(arg1_1, 0, 0);  arg1_1 = None  # expect: FX201 {{map_impl body 'body_graph_0' returns its input 'arg1_1' as output 0 through 'select'}} {{"Encountered aliasing during higher order op tracing"}}
            return [select]
