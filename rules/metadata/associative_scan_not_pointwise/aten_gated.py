# expect-none
# A gated linear recurrence written pointwise (sigmoid, mul, add, neg, abs), with a lifted
# SymInt scale and transposes (views) on the way.
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "Sym(s0)", arg1_1: "f32[16, 4, 8][32, 8, 1]cuda:0", arg2_1: "f32[16, 4, 8][32, 8, 1]cuda:0"):
        # File: /home/user/model.py:50 in forward, code: g, h = associative_scan(gated, (a, b), 0)
        associative_scan_combine_graph_0 = self.associative_scan_combine_graph_0
        associative_scan = torch.ops.higher_order.associative_scan(associative_scan_combine_graph_0, [arg1_1, arg2_1], (arg0_1,));  associative_scan_combine_graph_0 = arg1_1 = arg2_1 = arg0_1 = None
        getitem: "f32[16, 4, 8][32, 8, 1]cuda:0" = associative_scan[0]
        getitem_1: "f32[16, 4, 8][32, 8, 1]cuda:0" = associative_scan[1];  associative_scan = None
        return (getitem, getitem_1)

    class associative_scan_combine_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cuda:0", arg1_1: "f32[4, 8][8, 1]cuda:0", arg2_1: "f32[4, 8][8, 1]cuda:0", arg3_1: "f32[4, 8][8, 1]cuda:0", arg4_1: "Sym(s0)"):
            # File: /home/user/model.py:30 in gated, code: ga, ha, gb, hb = a[0], a[1], b[0], b[1]
            sigmoid: "f32[4, 8][8, 1]cuda:0" = torch.ops.aten.sigmoid.default(arg2_1);  arg2_1 = None
            mul: "f32[4, 8][8, 1]cuda:0" = torch.ops.aten.mul.Tensor(arg0_1, sigmoid)

            # File: /home/user/model.py:31 in gated, code: return ga * sig(gb), (hb.t().t() * sig(gb) + ha.abs().neg()) * n
            t: "f32[8, 4][1, 8]cuda:0" = torch.ops.aten.t.default(arg3_1);  arg3_1 = None
            t_1: "f32[4, 8][8, 1]cuda:0" = torch.ops.aten.t.default(t);  t = None
            mul_1: "f32[4, 8][8, 1]cuda:0" = torch.ops.aten.mul.Tensor(t_1, sigmoid);  t_1 = sigmoid = None
            abs_1: "f32[4, 8][8, 1]cuda:0" = torch.ops.aten.abs.default(arg1_1);  arg1_1 = None
            neg: "f32[4, 8][8, 1]cuda:0" = torch.ops.aten.neg.default(abs_1);  abs_1 = None
            add: "f32[4, 8][8, 1]cuda:0" = torch.ops.aten.add.Tensor(mul_1, neg);  mul_1 = neg = None
            mul_2: "f32[4, 8][8, 1]cuda:0" = torch.ops.aten.mul.Tensor(add, arg4_1);  add = arg4_1 = None
            return (mul, mul_2)
