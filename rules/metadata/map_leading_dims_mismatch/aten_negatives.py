# expect-none
# Legal maps: xs that share their leading size (also a symbolic s0 on both), with extra
# positional arguments of any shape, and the body's outputs stacked along that size.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[3, 4][4, 1]cpu", arg1_1: "f32[3, 2, 2][4, 2, 1]cpu", arg2_1: "f32[7][1]cpu", arg3_1: "Sym(s0)", arg4_1: "f32[s0, 4][4, 1]cpu", arg5_1: "f32[s0][1]cpu"):
        # File: /home/user/model.py:40 in forward, code: a = map(f, (x, m), w)
        body_graph_0 = self.body_graph_0
        map_impl = torch.ops.higher_order.map_impl(body_graph_0, [arg0_1, arg1_1], [arg2_1]);  body_graph_0 = arg0_1 = arg1_1 = arg2_1 = None
        getitem: "f32[3, 4][4, 1]cpu" = map_impl[0];  map_impl = None

        # File: /home/user/model.py:41 in forward, code: b = map(g, (z, v))
        body_graph_1 = self.body_graph_1
        map_impl_1 = torch.ops.higher_order.map_impl(body_graph_1, [arg4_1, arg5_1], [arg3_1]);  body_graph_1 = arg4_1 = arg5_1 = arg3_1 = None
        getitem_1: "f32[s0, 4][4, 1]cpu" = map_impl_1[0];  map_impl_1 = None
        return (getitem, getitem_1)

    class body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu", arg1_1: "f32[2, 2][2, 1]cpu", arg2_1: "f32[7][1]cpu"):
            # File: /home/user/model.py:5 in f, code: return x * m.sum() + w.sum()
            sum_1: "f32[][]cpu" = torch.ops.aten.sum.default(arg1_1);  arg1_1 = None
            mul: "f32[4][1]cpu" = torch.ops.aten.mul.Tensor(arg0_1, sum_1);  arg0_1 = sum_1 = None
            sum_2: "f32[][]cpu" = torch.ops.aten.sum.default(arg2_1);  arg2_1 = None
            add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(mul, sum_2);  mul = sum_2 = None
            return [add]

    class body_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu", arg1_1: "f32[][]cpu", arg2_1: "Sym(s0)"):
            # File: /home/user/model.py:8 in g, code: return z * v
            mul: "f32[4][1]cpu" = torch.ops.aten.mul.Tensor(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
            return [mul]
