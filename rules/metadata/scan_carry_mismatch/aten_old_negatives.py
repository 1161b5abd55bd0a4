# expect-none
# The older six-argument scan form, legal: two carries (a tensor and an int64 counter) that
# keep their init's metadata, with reverse=True.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[2, 3][3, 1]cpu", arg1_1: "i64[][]cpu", arg2_1: "f32[5, 2, 3][6, 3, 1]cpu"):
        # File: /home/user/model.py:50 in forward, code: (h, n), ys = scan(combine_fn, (h, n), xs, reverse=True)
        scan_combine_graph_0 = self.scan_combine_graph_0
        scan = torch.ops.higher_order.scan(scan_combine_graph_0, [arg0_1, arg1_1], [arg2_1], 0, True, []);  scan_combine_graph_0 = arg0_1 = arg1_1 = arg2_1 = None
        getitem: "f32[2, 3][3, 1]cpu" = scan[0]
        getitem_1: "i64[][]cpu" = scan[1]
        getitem_2: "f32[5, 2, 3][6, 3, 1]cpu" = scan[2];  scan = None
        return (getitem, getitem_1, getitem_2)

    class scan_combine_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[2, 3][3, 1]cpu", arg1_1: "i64[][]cpu", arg2_1: "f32[2, 3][3, 1]cpu"):
            # File: /home/user/model.py:5 in combine_fn, code: return (h + x, n + 1), h * x
            add: "f32[2, 3][3, 1]cpu" = torch.ops.aten.add.Tensor(arg0_1, arg2_1)
            add_1: "i64[][]cpu" = torch.ops.aten.add.Tensor(arg1_1, 1);  arg1_1 = None
            mul: "f32[2, 3][3, 1]cpu" = torch.ops.aten.mul.Tensor(arg0_1, arg2_1);  arg0_1 = arg2_1 = None
            return [add, add_1, mul]
