# No FX409 here: a while_loop cond_fn returning the constant 1.0 never ends the loop, which is
# FX403's finding (Dynamo would reject the float first; one report is enough). The scan
# combine_fn is printed without annotations, so its outputs are not judged.
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4][1]cpu", arg1_1: "f32[4][1]cpu", arg2_1: "f32[6, 4][4, 1]cpu"):
        # File: /home/user/model.py:9 in forward, code: return while_loop(lambda x: 1.0, body_fn, (x,))
        while_loop_cond_graph_0 = self.while_loop_cond_graph_0
        while_loop_body_graph_0 = self.while_loop_body_graph_0
        while_loop = torch.ops.higher_order.while_loop(while_loop_cond_graph_0, while_loop_body_graph_0, (arg0_1,), ());  while_loop_cond_graph_0 = while_loop_body_graph_0 = arg0_1 = None
        getitem: "f32[4][1]cpu" = while_loop[0];  while_loop = None

        # File: /home/user/model.py:10 in forward, code: c, ys = scan(step, init, xs)
        scan_combine_graph_0 = self.scan_combine_graph_0
        scan = torch.ops.higher_order.scan(scan_combine_graph_0, [arg1_1], [arg2_1], ());  scan_combine_graph_0 = arg1_1 = arg2_1 = None
        getitem_1 = scan[0]
        getitem_2 = scan[1];  scan = None
        return (getitem, getitem_1, getitem_2)

    class while_loop_cond_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu"):
            return 1.0  # expect: FX403 {{always returns 1}}

    class while_loop_body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:6 in body_fn, code: return (x + 1,)
            add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(arg0_1, 1);  arg0_1 = None
            return (add,)

    class scan_combine_graph_0(torch.nn.Module):
        def forward(self, arg0_1, arg1_1):
            add = torch.ops.aten.add.Tensor(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
            clone = torch.ops.aten.clone.default(add)
            return [add, clone]
