# expect-none
# expect-config: --capture-dynamic-output-shape-ops
# A scan over the rows nonzero found: the leading size is the unbacked u0, which may be 0 at
# run time but is not a static 0, so it is not judged. The init is a 0-dim tensor.
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[8, 4][4, 1]cpu", arg1_1: "f32[][]cpu"):
        # File: /home/user/model.py:30 in forward, code: rows = x[x.sum(1) > 0]
        sum_1: "f32[8][1]cpu" = torch.ops.aten.sum.dim_IntList(arg0_1, [1])
        gt: "b8[8][1]cpu" = torch.ops.aten.gt.Scalar(sum_1, 0);  sum_1 = None
        index: "f32[u0, 4][4, 1]cpu" = torch.ops.aten.index.Tensor(arg0_1, [gt]);  arg0_1 = gt = None

        # File: /home/user/model.py:31 in forward, code: total, partial = scan(acc, t0, rows)
        scan_combine_graph_0 = self.scan_combine_graph_0
        scan = torch.ops.higher_order.scan(scan_combine_graph_0, [arg1_1], [index], ());  scan_combine_graph_0 = arg1_1 = index = None
        getitem: "f32[][]cpu" = scan[0]
        getitem_1: "f32[u0][1]cpu" = scan[1];  scan = None
        return (getitem, getitem_1)

    class scan_combine_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[][]cpu", arg1_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:12 in acc, code: t = t + r.sum(); return t, t.clone()
            sum_1: "f32[][]cpu" = torch.ops.aten.sum.default(arg1_1);  arg1_1 = None
            add: "f32[][]cpu" = torch.ops.aten.add.Tensor(arg0_1, sum_1);  arg0_1 = sum_1 = None
            clone: "f32[][]cpu" = torch.ops.aten.clone.default(add)
            return [add, clone]
