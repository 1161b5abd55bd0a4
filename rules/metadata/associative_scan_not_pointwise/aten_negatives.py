# expect-none
# Pointwise combine_fns PyTorch accepts: add, mul, maximum, where, logaddexp and clone (all
# tagged pointwise), views on the way (view, expand, select, unsqueeze) whose users are
# pointwise, and a constant made by full (it uses no value of the graph). The second scan is
# the 2024 form that prints the dim.
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[10, 4][4, 1]cuda:0", arg1_1: "f32[10, 4][4, 1]cuda:0", arg2_1: "f32[10, 4][4, 1]cuda:0"):
        # File: /home/user/model.py:40 in forward, code: a, b = associative_scan(combine_pair, (x, y), 0)
        associative_scan_combine_graph_0 = self.associative_scan_combine_graph_0
        associative_scan = torch.ops.higher_order.associative_scan(associative_scan_combine_graph_0, [arg0_1, arg1_1], ());  associative_scan_combine_graph_0 = arg0_1 = arg1_1 = None
        getitem: "f32[10, 4][4, 1]cuda:0" = associative_scan[0]
        getitem_1: "f32[10, 4][4, 1]cuda:0" = associative_scan[1];  associative_scan = None

        # File: /home/user/model.py:41 in forward, code: c = associative_scan(logcumsum, z, 0)
        associative_scan_combine_graph_1 = self.associative_scan_combine_graph_1
        associative_scan_1 = torch.ops.higher_order.associative_scan(associative_scan_combine_graph_1, [arg2_1], 0);  associative_scan_combine_graph_1 = arg2_1 = None
        getitem_2: "f32[10, 4][4, 1]cuda:0" = associative_scan_1[0];  associative_scan_1 = None
        return (getitem, getitem_1, getitem_2)

    class associative_scan_combine_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cuda:0", arg1_1: "f32[4][1]cuda:0", arg2_1: "f32[4][1]cuda:0", arg3_1: "f32[4][1]cuda:0"):
            # File: /home/user/model.py:8 in combine_pair, code: m = torch.maximum(xa, xb)
            maximum: "f32[4][1]cuda:0" = torch.ops.aten.maximum.default(arg0_1, arg2_1)
            view: "f32[2, 2][2, 1]cuda:0" = torch.ops.aten.view.default(arg1_1, [2, 2]);  arg1_1 = None
            select: "f32[2][1]cuda:0" = torch.ops.aten.select.int(view, 0, 0);  view = None
            unsqueeze: "f32[1, 2][2, 1]cuda:0" = torch.ops.aten.unsqueeze.default(select, 0);  select = None
            expand: "f32[2, 2][0, 1]cuda:0" = torch.ops.aten.expand.default(unsqueeze, [2, 2]);  unsqueeze = None
            clone: "f32[2, 2][2, 1]cuda:0" = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format);  expand = None
            view_1: "f32[4][1]cuda:0" = torch.ops.aten.view.default(clone, [4]);  clone = None

            # File: /home/user/model.py:9 in combine_pair, code: return m, torch.where(xa > xb, ya, yb + 1.0) * s
            gt: "b8[4][1]cuda:0" = torch.ops.aten.gt.Tensor(arg0_1, arg2_1);  arg0_1 = arg2_1 = None
            add: "f32[4][1]cuda:0" = torch.ops.aten.add.Tensor(arg3_1, view_1);  arg3_1 = view_1 = None
            full: "f32[4][1]cuda:0" = torch.ops.aten.full.default([4], 1.0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
            where: "f32[4][1]cuda:0" = torch.ops.aten.where.self(gt, full, add);  gt = full = add = None
            return (maximum, where)

    class associative_scan_combine_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cuda:0", arg1_1: "f32[4][1]cuda:0"):
            # File: /home/user/model.py:12 in logcumsum, code: return torch.logaddexp(x, y)
            logaddexp: "f32[4][1]cuda:0" = torch.ops.aten.logaddexp.default(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
            mul: "f32[4][1]cuda:0" = torch.ops.aten.mul.Tensor(logaddexp, 1.0);  logaddexp = None
            return [mul]
