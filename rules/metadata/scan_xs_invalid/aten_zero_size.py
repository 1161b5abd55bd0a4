# ATen dialect, after test_scan_init_scanned_0: a scan over an xs with nothing along the scan
# dimension, and an associative_scan whose second xs leaf is empty there.
# expect-config: --target 2.13
# (2.14 runs a scan over zero steps: release_2_14_zero_size.py)
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4][1]cpu", arg1_1: "f32[0, 4][4, 1]cpu", arg2_1: "f32[5, 3][3, 1]cuda:0", arg3_1: "f32[0, 3][3, 1]cuda:0"):
        # File: /home/user/model.py:30 in forward, code: c, ys = scan(step, init, xs)
        scan_combine_graph_0 = self.scan_combine_graph_0
        scan = torch.ops.higher_order.scan(scan_combine_graph_0, [arg0_1], [arg1_1], ());  scan_combine_graph_0 = arg0_1 = arg1_1 = None  # expect: FX411 {{torch.scan xs[0], 'arg1_1' (f32[0, 4][4, 1]cpu), has size 0 along the scan dimension 0}} {{"All xs leaves must at least have 'dim' number of dimensions and scan dimension > 0"}}
        getitem: "f32[4][1]cpu" = scan[0]
        getitem_1: "f32[0, 4][4, 1]cpu" = scan[1];  scan = None

        # File: /home/user/model.py:31 in forward, code: a, b = associative_scan(add_pair, (u, v), 0)
        associative_scan_combine_graph_0 = self.associative_scan_combine_graph_0
        associative_scan = torch.ops.higher_order.associative_scan(associative_scan_combine_graph_0, [arg2_1, arg3_1], ());  associative_scan_combine_graph_0 = arg2_1 = arg3_1 = None  # expect: FX411 {{torch.associative_scan xs[1], 'arg3_1' (f32[0, 3][3, 1]cuda:0), has size 0}}
        getitem_2: "f32[5, 3][3, 1]cuda:0" = associative_scan[0]
        getitem_3: "f32[0, 3][3, 1]cuda:0" = associative_scan[1];  associative_scan = None
        return (getitem, getitem_1, getitem_2, getitem_3)

    class scan_combine_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu", arg1_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:10 in step, code: c = c + x; return c, c.clone()
            add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
            clone: "f32[4][1]cpu" = torch.ops.aten.clone.default(add)
            return [add, clone]

    class associative_scan_combine_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[3][1]cuda:0", arg1_1: "f32[3][1]cuda:0", arg2_1: "f32[3][1]cuda:0", arg3_1: "f32[3][1]cuda:0"):
            # File: /home/user/model.py:14 in add_pair, code: return (ua + ub, va + vb)
            add: "f32[3][1]cuda:0" = torch.ops.aten.add.Tensor(arg0_1, arg2_1);  arg0_1 = arg2_1 = None
            add_1: "f32[3][1]cuda:0" = torch.ops.aten.add.Tensor(arg1_1, arg3_1);  arg1_1 = arg3_1 = None
            return (add, add_1)
