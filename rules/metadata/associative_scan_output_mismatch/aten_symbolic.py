# expect-none
# Legal associative_scan over dynamic sizes: the output keeps the slice's symbolic shape and
# strides, and the older (2024) form with the scan dim printed as an int.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "Sym(s0)", arg1_1: "f32[10, s0, 3][3*s0, 3, 1]cpu", arg2_1: "f32[10, 4][4, 1]cpu"):
        # File: /home/user/model.py:50 in forward, code: a = associative_scan(torch.maximum, x, 0)
        associative_scan_combine_graph_0 = self.associative_scan_combine_graph_0
        associative_scan = torch.ops.higher_order.associative_scan(associative_scan_combine_graph_0, [arg1_1], (arg0_1,));  associative_scan_combine_graph_0 = arg1_1 = arg0_1 = None
        getitem: "f32[10, s0, 3][3*s0, 3, 1]cpu" = associative_scan[0];  associative_scan = None

        # File: /home/user/model.py:51 in forward, code: b = associative_scan(add, y, 0)
        associative_scan_combine_graph_1 = self.associative_scan_combine_graph_1
        associative_scan_1 = torch.ops.higher_order.associative_scan(associative_scan_combine_graph_1, [arg2_1], 0);  associative_scan_combine_graph_1 = arg2_1 = None
        getitem_1: "f32[10, 4][4, 1]cpu" = associative_scan_1[0];  associative_scan_1 = None
        return (getitem, getitem_1)

    class associative_scan_combine_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[s0, 3][3, 1]cpu", arg1_1: "f32[s0, 3][3, 1]cpu", arg2_1: "Sym(s0)"):
            # File: /home/user/model.py:5 in maximum, code: return torch.maximum(x, y)
            maximum: "f32[s0, 3][3, 1]cpu" = torch.ops.aten.maximum.default(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
            return (maximum,)

    class associative_scan_combine_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu", arg1_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:8 in add, code: return x + y
            add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
            return [add]
