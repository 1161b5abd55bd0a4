# The older six-argument scan (dim and reverse printed, early 2025): a combine_fn that returns
# fewer values than there are carries, one that moves its carry to another device, and one
# whose carry size only the symbol's value could settle (a warning).
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[4][1]cpu", arg1_1: "f32[4][1]cpu", arg2_1: "f32[10, 4][4, 1]cpu", arg3_1: "Sym(s0)", arg4_1: "f32[s0][1]cpu", arg5_1: "f32[10, 4][4, 1]cpu"):
        # File: /home/user/model.py:30 in forward, code: (a, b), ys = scan(combine_pair, (h, c), xs)
        scan_combine_graph_0 = self.scan_combine_graph_0
        scan = torch.ops.higher_order.scan(scan_combine_graph_0, [arg0_1, arg1_1], [arg2_1], 0, False, []);  scan_combine_graph_0 = None
        getitem: "f32[4][1]cpu" = scan[0];  scan = None

        # File: /home/user/model.py:31 in forward, code: d, zs = scan(combine_cuda, h, xs)
        scan_combine_graph_1 = self.scan_combine_graph_1
        scan_1 = torch.ops.higher_order.scan(scan_combine_graph_1, [arg0_1], [arg2_1], 0, False, []);  scan_combine_graph_1 = arg0_1 = arg2_1 = None
        getitem_1: "f32[4][1]cpu" = scan_1[0]
        getitem_2: "f32[10, 4][4, 1]cpu" = scan_1[1];  scan_1 = None

        # File: /home/user/model.py:32 in forward, code: e, ws = scan(combine_head, v, xs2)
        scan_combine_graph_2 = self.scan_combine_graph_2
        scan_2 = torch.ops.higher_order.scan(scan_combine_graph_2, [arg4_1], [arg5_1], 0, False, [arg3_1]);  scan_combine_graph_2 = arg4_1 = arg5_1 = arg3_1 = None
        getitem_3: "f32[s0][1]cpu" = scan_2[0]
        getitem_4: "f32[10, 4][4, 1]cpu" = scan_2[1];  scan_2 = None
        return (getitem, getitem_1, getitem_2, getitem_3, getitem_4)

    class scan_combine_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu", arg1_1: "f32[4][1]cpu", arg2_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:5 in combine_pair, code: return h + x
            add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(arg0_1, arg2_1);  arg0_1 = arg2_1 = None
            return [add]  # expect: FX404 {{returns 1 value but there are 2 init values to carry}} {{"Expected init and carry to have same number of outputs but got lhs:}}

    class scan_combine_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu", arg1_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:8 in combine_cuda, code: return (h + x).cuda(), (h - x)
            add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(arg0_1, arg1_1)
            _to_copy: "f32[4][1]cuda:0" = torch.ops.aten._to_copy.default(add, device = device(type='cuda', index=0));  add = None  # expect: FX404 {{pair[0] differ in device}}
            sub: "f32[4][1]cpu" = torch.ops.aten.sub.Tensor(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
            return [_to_copy, sub]

    class scan_combine_graph_2(torch.nn.Module):
        def forward(self, arg0_1: "f32[s0][1]cpu", arg1_1: "f32[4][1]cpu", arg2_1: "Sym(s0)"):
            # File: /home/user/model.py:11 in combine_head, code: return v[:4] + x, x * 2
            slice_1: "f32[4][1]cpu" = torch.ops.aten.slice.Tensor(arg0_1, 0, 0, 4);  arg0_1 = None
            add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(slice_1, arg1_1);  slice_1 = None  # expect: FX404 {{may not match init 0 'arg4_1' (f32[s0][1]cpu)}} {{'shape: torch.Size([s0]) vs torch.Size([4])'}}
            mul: "f32[4][1]cpu" = torch.ops.aten.mul.Tensor(arg1_1, 2);  arg1_1 = None
            return [add, mul]
