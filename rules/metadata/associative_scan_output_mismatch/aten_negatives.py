# expect-none
# Legal associative_scans: a cumulative sum and a cumulative product over two leaves whose
# outputs keep each slice's metadata, plus a lifted additional input.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[10, 4][4, 1]cpu", arg1_1: "f32[10, 4][4, 1]cpu", arg2_1: "f32[4][1]cpu"):
        # File: /home/user/model.py:40 in forward, code: a = associative_scan(add, x, 0)
        associative_scan_combine_graph_0 = self.associative_scan_combine_graph_0
        associative_scan = torch.ops.higher_order.associative_scan(associative_scan_combine_graph_0, [arg0_1], ());  associative_scan_combine_graph_0 = None
        getitem: "f32[10, 4][4, 1]cpu" = associative_scan[0];  associative_scan = None

        # File: /home/user/model.py:41 in forward, code: b, c = associative_scan(combine_pair, (x, y), 0)
        associative_scan_combine_graph_1 = self.associative_scan_combine_graph_1
        associative_scan_1 = torch.ops.higher_order.associative_scan(associative_scan_combine_graph_1, [arg0_1, arg1_1], (arg2_1,));  associative_scan_combine_graph_1 = arg0_1 = arg1_1 = arg2_1 = None
        getitem_1: "f32[10, 4][4, 1]cpu" = associative_scan_1[0]
        getitem_2: "f32[10, 4][4, 1]cpu" = associative_scan_1[1];  associative_scan_1 = None
        return (getitem, getitem_1, getitem_2)

    class associative_scan_combine_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu", arg1_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:5 in add, code: return x + y
            add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
            return (add,)

    class associative_scan_combine_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu", arg1_1: "f32[4][1]cpu", arg2_1: "f32[4][1]cpu", arg3_1: "f32[4][1]cpu", arg4_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:8 in combine_pair, code: return xa * xb, ya * w + yb
            mul: "f32[4][1]cpu" = torch.ops.aten.mul.Tensor(arg0_1, arg2_1);  arg0_1 = arg2_1 = None
            mul_1: "f32[4][1]cpu" = torch.ops.aten.mul.Tensor(arg1_1, arg4_1);  arg1_1 = arg4_1 = None
            add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(mul_1, arg3_1);  mul_1 = arg3_1 = None
            return (mul, add)
