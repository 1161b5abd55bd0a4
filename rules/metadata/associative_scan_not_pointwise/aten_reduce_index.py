# ATen dialect: a combine_fn that normalises by a row sum (a reduction) and gathers with a
# tensor index (aten.index.Tensor); both are rejected by the pointwise check. The view
# (unsqueeze) and the pointwise div in between are fine.
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[8, 4, 6][24, 6, 1]cuda:0", arg1_1: "i64[6][1]cuda:0"):
        # File: /home/user/model.py:30 in forward, code: return associative_scan(combine, x, dim=0)
        associative_scan_combine_graph_0 = self.associative_scan_combine_graph_0
        associative_scan = torch.ops.higher_order.associative_scan(associative_scan_combine_graph_0, [arg0_1], (arg1_1,));  associative_scan_combine_graph_0 = arg0_1 = arg1_1 = None
        getitem: "f32[8, 4, 6][24, 6, 1]cuda:0" = associative_scan[0];  associative_scan = None
        return (getitem,)

    class associative_scan_combine_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 6][6, 1]cuda:0", arg1_1: "f32[4, 6][6, 1]cuda:0", arg2_1: "i64[6][1]cuda:0"):
            # File: /home/user/model.py:22 in combine, code: s = x + y[:, perm]
            index: "f32[4, 6][6, 1]cuda:0" = torch.ops.aten.index.Tensor(arg1_1, [None, arg2_1]);  arg1_1 = arg2_1 = None  # expect: FX410 {{calls aten.index.Tensor ('index')}}
            add: "f32[4, 6][6, 1]cuda:0" = torch.ops.aten.add.Tensor(arg0_1, index);  arg0_1 = index = None

            # File: /home/user/model.py:23 in combine, code: return s / s.sum(-1, keepdim=True)
            sum_1: "f32[4][1]cuda:0" = torch.ops.aten.sum.dim_IntList(add, [-1])  # expect: FX410 {{calls aten.sum.dim_IntList ('sum_1')}}
            unsqueeze: "f32[4, 1][1, 1]cuda:0" = torch.ops.aten.unsqueeze.default(sum_1, -1);  sum_1 = None
            div: "f32[4, 6][6, 1]cuda:0" = torch.ops.aten.div.Tensor(add, unsqueeze);  add = unsqueeze = None
            return (div,)
