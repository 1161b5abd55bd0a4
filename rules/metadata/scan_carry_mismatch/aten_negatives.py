# expect-none
# Legal scans: the carry keeps the init's metadata while the ys output changes shape and dtype
# freely, and a scan over dynamic sizes whose carry keeps its symbolic shape.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[4][1]cpu", arg1_1: "f32[10, 4][4, 1]cpu", arg2_1: "Sym(s0)", arg3_1: "f32[s0, 3][3, 1]cpu", arg4_1: "f32[7, s0, 3][3*s0, 3, 1]cpu"):
        # File: /home/user/model.py:40 in forward, code: c, ys = scan(combine_fn, init, xs)
        scan_combine_graph_0 = self.scan_combine_graph_0
        scan = torch.ops.higher_order.scan(scan_combine_graph_0, [arg0_1], [arg1_1], []);  scan_combine_graph_0 = arg0_1 = arg1_1 = None
        getitem: "f32[4][1]cpu" = scan[0]
        getitem_1: "i64[10, 4, 4][16, 4, 1]cpu" = scan[1];  scan = None

        # File: /home/user/model.py:41 in forward, code: d, zs = scan(combine_sym, h, xs2)
        scan_combine_graph_1 = self.scan_combine_graph_1
        scan_1 = torch.ops.higher_order.scan(scan_combine_graph_1, [arg3_1], [arg4_1], [arg2_1]);  scan_combine_graph_1 = arg3_1 = arg4_1 = arg2_1 = None
        getitem_2: "f32[s0, 3][3, 1]cpu" = scan_1[0]
        getitem_3: "f32[7, s0][s0, 1]cpu" = scan_1[1];  scan_1 = None
        return (getitem, getitem_1, getitem_2, getitem_3)

    class scan_combine_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu", arg1_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:5 in combine_fn, code: c = carry + x
            add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(arg0_1, arg1_1);  arg1_1 = None

            # File: /home/user/model.py:6 in combine_fn, code: return c, torch.outer(carry, c).long()
            unsqueeze: "f32[4, 1][1, 1]cpu" = torch.ops.aten.unsqueeze.default(arg0_1, 1);  arg0_1 = None
            mul: "f32[4, 4][4, 1]cpu" = torch.ops.aten.mul.Tensor(unsqueeze, add);  unsqueeze = None
            _to_copy: "i64[4, 4][4, 1]cpu" = torch.ops.aten._to_copy.default(mul, dtype = torch.int64);  mul = None
            return [add, _to_copy]

    class scan_combine_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[s0, 3][3, 1]cpu", arg1_1: "f32[s0, 3][3, 1]cpu", arg2_1: "Sym(s0)"):
            # File: /home/user/model.py:9 in combine_sym, code: return h * x, (h * x).sum(1)
            mul: "f32[s0, 3][3, 1]cpu" = torch.ops.aten.mul.Tensor(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
            sum_1: "f32[s0][1]cpu" = torch.ops.aten.sum.dim_IntList(mul, [1])
            return [mul, sum_1]
