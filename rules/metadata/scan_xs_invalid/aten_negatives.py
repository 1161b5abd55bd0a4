# expect-none
# Scans PyTorch accepts: a symbolic leading size (s0 is at least 2 once it is a symbol), a
# scan along dim 1 in the older six-argument form, and an associative_scan over two xs leaves
# one of which is empty in its second dimension (only the scan dimension must be non-empty).
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4][1]cpu", arg1_1: "f32[s0, 4][4, 1]cpu", arg2_1: "f32[4, 6][6, 1]cpu", arg3_1: "f32[6][1]cpu", arg4_1: "f32[4, 0][1, 1]cuda:0", arg5_1: "f32[4, 6][6, 1]cuda:0"):
        # File: /home/user/model.py:30 in forward, code: c, ys = scan(step, init, xs)
        scan_combine_graph_0 = self.scan_combine_graph_0
        scan = torch.ops.higher_order.scan(scan_combine_graph_0, [arg0_1], [arg1_1], ());  scan_combine_graph_0 = arg0_1 = arg1_1 = None
        getitem: "f32[4][1]cpu" = scan[0]
        getitem_1: "f32[s0, 4][4, 1]cpu" = scan[1];  scan = None

        # File: /home/user/model.py:31 in forward, code: c2, ys2 = scan(step2, init2, m, dim=1)
        scan_combine_graph_1 = self.scan_combine_graph_1
        scan_1 = torch.ops.higher_order.scan(scan_combine_graph_1, [arg3_1], [arg2_1], 1, False, []);  scan_combine_graph_1 = arg3_1 = arg2_1 = None
        getitem_2: "f32[4][1]cpu" = scan_1[0]
        getitem_3: "f32[4, 6][6, 1]cpu" = scan_1[1];  scan_1 = None

        # File: /home/user/model.py:32 in forward, code: a, b = associative_scan(add_pair, (e, f), 0)
        associative_scan_combine_graph_0 = self.associative_scan_combine_graph_0
        associative_scan = torch.ops.higher_order.associative_scan(associative_scan_combine_graph_0, [arg4_1, arg5_1], ());  associative_scan_combine_graph_0 = arg4_1 = arg5_1 = None
        getitem_4: "f32[4, 0][1, 1]cuda:0" = associative_scan[0]
        getitem_5: "f32[4, 6][6, 1]cuda:0" = associative_scan[1];  associative_scan = None
        return (getitem, getitem_1, getitem_2, getitem_3, getitem_4, getitem_5)

    class scan_combine_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu", arg1_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:10 in step, code: c = c + x; return c, c.clone()
            add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
            clone: "f32[4][1]cpu" = torch.ops.aten.clone.default(add)
            return [add, clone]

    class scan_combine_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[6][1]cpu", arg1_1: "f32[6][1]cpu"):
            # File: /home/user/model.py:13 in step2, code: c = c * x; return c, c.clone()
            mul: "f32[6][1]cpu" = torch.ops.aten.mul.Tensor(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
            clone: "f32[6][1]cpu" = torch.ops.aten.clone.default(mul)
            return [mul, clone]

    class associative_scan_combine_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[0][1]cuda:0", arg1_1: "f32[6][1]cuda:0", arg2_1: "f32[0][1]cuda:0", arg3_1: "f32[6][1]cuda:0"):
            # File: /home/user/model.py:16 in add_pair, code: return (ea + eb, fa + fb)
            add: "f32[0][1]cuda:0" = torch.ops.aten.add.Tensor(arg0_1, arg2_1);  arg0_1 = arg2_1 = None
            add_1: "f32[6][1]cuda:0" = torch.ops.aten.add.Tensor(arg1_1, arg3_1);  arg1_1 = arg3_1 = None
            return (add, add_1)
