# torch associative_scan: combine_fn must return one value per xs leaf with that leaf's slice
# metadata. The first combine casts to int64; the second returns one value for two leaves.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[10, 4][4, 1]cpu", arg1_1: "f32[10, 4][4, 1]cpu"):
        # File: /home/user/model.py:20 in forward, code: a = associative_scan(combine_long, x, 0)
        associative_scan_combine_graph_0 = self.associative_scan_combine_graph_0
        associative_scan = torch.ops.higher_order.associative_scan(associative_scan_combine_graph_0, [arg0_1], ());  associative_scan_combine_graph_0 = None
        getitem: "f32[10, 4][4, 1]cpu" = associative_scan[0];  associative_scan = None

        # File: /home/user/model.py:21 in forward, code: b = associative_scan(combine_merge, (x, y), 0)
        associative_scan_combine_graph_1 = self.associative_scan_combine_graph_1
        associative_scan_1 = torch.ops.higher_order.associative_scan(associative_scan_combine_graph_1, [arg0_1, arg1_1], ());  associative_scan_combine_graph_1 = arg0_1 = arg1_1 = None
        getitem_1: "f32[10, 4][4, 1]cpu" = associative_scan_1[0];  associative_scan_1 = None
        return (getitem, getitem_1)

    class associative_scan_combine_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu", arg1_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:5 in combine_long, code: return (x + y).long()
            add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
            _to_copy: "i64[4][1]cpu" = torch.ops.aten._to_copy.default(add, dtype = torch.int64);  add = None  # expect: FX405 {{output 0 '_to_copy' (i64[4][1]cpu) does not match the xs slice it combines, 'arg0_1' (f32[4][1]cpu)}} {{"Expected initial_xs and combine_fn_output to have same metadata but found: pair[0] differ in 'dtype: torch.float32 vs torch.int64'"}}, FX410 {{aten._to_copy.default}}
            return (_to_copy,)

    class associative_scan_combine_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu", arg1_1: "f32[4][1]cpu", arg2_1: "f32[4][1]cpu", arg3_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:8 in combine_merge, code: return (xa + xb + ya + yb,)
            add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(arg0_1, arg2_1);  arg0_1 = arg2_1 = None
            add_1: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(arg1_1, arg3_1);  arg1_1 = arg3_1 = None
            add_2: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(add, add_1);  add = add_1 = None
            return (add_2,)  # expect: FX405 {{returns 1 value for 2 xs leaves}} {{"torch.associative_scan: combine_fn improper number of leaves"}}
