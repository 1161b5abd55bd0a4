# torch scan: each carry combine_fn returns must keep its init's metadata. The first carry
# broadcasts against the xs slice and grows; the second is cast to int64.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 1][1, 1]cpu", arg1_1: "f32[10, 4][4, 1]cpu", arg2_1: "f32[4][1]cpu"):
        # File: /home/user/model.py:20 in forward, code: c, ys = scan(combine_outer, init, xs)
        scan_combine_graph_0 = self.scan_combine_graph_0
        scan = torch.ops.higher_order.scan(scan_combine_graph_0, [arg0_1], [arg1_1], []);  scan_combine_graph_0 = arg0_1 = None
        getitem: "f32[4, 1][1, 1]cpu" = scan[0]
        getitem_1: "f32[10, 4, 4][16, 4, 1]cpu" = scan[1];  scan = None

        # File: /home/user/model.py:21 in forward, code: d, zs = scan(combine_long, init2, xs)
        scan_combine_graph_1 = self.scan_combine_graph_1
        scan_1 = torch.ops.higher_order.scan(scan_combine_graph_1, [arg2_1], [arg1_1], []);  scan_combine_graph_1 = arg2_1 = arg1_1 = None
        getitem_2: "f32[4][1]cpu" = scan_1[0]
        getitem_3: "f32[10, 4][4, 1]cpu" = scan_1[1];  scan_1 = None
        return (getitem, getitem_1, getitem_2, getitem_3)

    class scan_combine_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 1][1, 1]cpu", arg1_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:5 in combine_outer, code: c = carry + x
            add: "f32[4, 4][4, 1]cpu" = torch.ops.aten.add.Tensor(arg0_1, arg1_1);  arg0_1 = arg1_1 = None  # expect: FX404 {{carry 0 'add' (f32[4, 4][4, 1]cpu) does not match init 0 'arg0_1' (f32[4, 1][1, 1]cpu)}} {{"Expected init and carry to have same metadata but found: pair[0] differ in 'shape: torch.Size([4, 1]) vs torch.Size([4, 4])', 'stride: (1, 1) vs (4, 1)'"}}

            # File: /home/user/model.py:6 in combine_outer, code: return c, c.clone()
            clone: "f32[4, 4][4, 1]cpu" = torch.ops.aten.clone.default(add)
            return [add, clone]

    class scan_combine_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu", arg1_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:9 in combine_long, code: c = (carry + x).long()
            add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
            _to_copy: "i64[4][1]cpu" = torch.ops.aten._to_copy.default(add, dtype = torch.int64)  # expect: FX404 {{pair[0] differ in 'dtype: torch.float32 vs torch.int64'}}
            return [_to_copy, add]
