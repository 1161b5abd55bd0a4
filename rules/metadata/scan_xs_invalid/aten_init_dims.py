# ATen dialect: a scan without init, a scan whose init is a float (after
# test_scan_init_non_tensor) and, in the older six-argument form that prints dim, a scan along
# dim 1 of a one-dimensional xs.
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[6, 4][4, 1]cpu", arg1_1: "f32[6][1]cpu", arg2_1: "f32[][]cpu"):
        # File: /home/user/model.py:30 in forward, code: _, ys = scan(emit, (), xs)
        scan_combine_graph_0 = self.scan_combine_graph_0
        scan = torch.ops.higher_order.scan(scan_combine_graph_0, [], [arg0_1], ());  scan_combine_graph_0 = None  # expect: FX411 {{torch.scan is called without init; PyTorch: "scan() operator requires init leaves."}}
        getitem: "f32[6, 4][4, 1]cpu" = scan[0];  scan = None

        # File: /home/user/model.py:31 in forward, code: c, ys = scan(accumulate, 1.0, xs)
        scan_combine_graph_1 = self.scan_combine_graph_1
        scan_1 = torch.ops.higher_order.scan(scan_combine_graph_1, [1.0], [arg0_1], ());  scan_combine_graph_1 = arg0_1 = None  # expect: FX411 {{torch.scan init[0], the literal 1.0, is a float, not a tensor; PyTorch: "All init leaves must be a Tensor but got 1.0"}}
        getitem_1 = scan_1[0]
        getitem_2: "f32[6, 4][4, 1]cpu" = scan_1[1];  scan_1 = None

        # File: /home/user/model.py:32 in forward, code: c, ys = scan(step, init, v, dim=1)
        scan_combine_graph_2 = self.scan_combine_graph_2
        scan_2 = torch.ops.higher_order.scan(scan_combine_graph_2, [arg2_1], [arg1_1], 1, False, []);  scan_combine_graph_2 = arg2_1 = arg1_1 = None  # expect: FX411 {{torch.scan xs[0], 'arg1_1' (f32[6][1]cpu), has 1 dimension, so it has no scan dimension 1}}
        getitem_3: "f32[][]cpu" = scan_2[0]
        getitem_4 = scan_2[1];  scan_2 = None
        return (getitem, getitem_2, getitem_3)

    class scan_combine_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:10 in emit, code: return (), x.sin()
            sin: "f32[4][1]cpu" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            return [sin]

    class scan_combine_graph_1(torch.nn.Module):
        def forward(self, arg0_1, arg1_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:13 in accumulate, code: return c, x * c
            mul: "f32[4][1]cpu" = torch.ops.aten.mul.Tensor(arg1_1, arg0_1);  arg1_1 = None
            return [arg0_1, mul]

    class scan_combine_graph_2(torch.nn.Module):
        def forward(self, arg0_1: "f32[][]cpu", arg1_1: "f32[][]cpu"):
            # File: /home/user/model.py:16 in step, code: c = c + x; return c, c.clone()
            add: "f32[][]cpu" = torch.ops.aten.add.Tensor(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
            clone: "f32[][]cpu" = torch.ops.aten.clone.default(add)
            return [add, clone]
