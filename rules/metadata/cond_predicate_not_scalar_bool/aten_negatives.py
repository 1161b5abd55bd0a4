# expect-none
# Legal predicates: a 0-dim bool tensor, a one-element [1, 1] tensor, a SymBool over a dynamic
# size, and a one-element float tensor (PyTorch documents bool but only checks the count).
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "Sym(s0)", arg1_1: "f32[s0, 4][4, 1]cpu", arg2_1: "f32[1, 1][1, 1]cpu"):
        # File: /home/user/model.py:40 in forward, code: a = torch.cond(x.sum() > 0, f_sin, f_cos, (x,))
        sum_1: "f32[][]cpu" = torch.ops.aten.sum.default(arg1_1)
        gt: "b8[][]cpu" = torch.ops.aten.gt.Scalar(sum_1, 0);  sum_1 = None
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(gt, true_graph_0, false_graph_0, (arg1_1, arg0_1));  gt = true_graph_0 = false_graph_0 = None
        getitem: "f32[s0, 4][4, 1]cpu" = cond[0];  cond = None

        # File: /home/user/model.py:41 in forward, code: b = torch.cond(flag > 0, f_sin, f_cos, (x,))
        gt_1: "b8[1, 1][1, 1]cpu" = torch.ops.aten.gt.Scalar(arg2_1, 0)
        true_graph_1 = self.true_graph_1
        false_graph_1 = self.false_graph_1
        cond_1 = torch.ops.higher_order.cond(gt_1, true_graph_1, false_graph_1, (arg1_1, arg0_1));  gt_1 = true_graph_1 = false_graph_1 = None
        getitem_1: "f32[s0, 4][4, 1]cpu" = cond_1[0];  cond_1 = None

        # File: /home/user/model.py:42 in forward, code: c = torch.cond(x.shape[0] > 4, f_sin, f_cos, (x,))
        gt_2: "Sym(s0 > 4)" = arg0_1 > 4
        true_graph_2 = self.true_graph_2
        false_graph_2 = self.false_graph_2
        cond_2 = torch.ops.higher_order.cond(gt_2, true_graph_2, false_graph_2, (arg1_1, arg0_1));  gt_2 = true_graph_2 = false_graph_2 = None
        getitem_2: "f32[s0, 4][4, 1]cpu" = cond_2[0];  cond_2 = None

        # File: /home/user/model.py:43 in forward, code: d = torch.cond(flag, f_sin, f_cos, (x,))
        true_graph_3 = self.true_graph_3
        false_graph_3 = self.false_graph_3
        cond_3 = torch.ops.higher_order.cond(arg2_1, true_graph_3, false_graph_3, (arg1_1, arg0_1));  arg2_1 = true_graph_3 = false_graph_3 = arg1_1 = arg0_1 = None
        getitem_3: "f32[s0, 4][4, 1]cpu" = cond_3[0];  cond_3 = None
        return (getitem, getitem_1, getitem_2, getitem_3)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[s0, 4][4, 1]cpu", arg1_1: "Sym(s0)"):
            sin: "f32[s0, 4][4, 1]cpu" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            return (sin,)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[s0, 4][4, 1]cpu", arg1_1: "Sym(s0)"):
            cos: "f32[s0, 4][4, 1]cpu" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
            return (cos,)

    class true_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[s0, 4][4, 1]cpu", arg1_1: "Sym(s0)"):
            sin: "f32[s0, 4][4, 1]cpu" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            return (sin,)

    class false_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[s0, 4][4, 1]cpu", arg1_1: "Sym(s0)"):
            cos: "f32[s0, 4][4, 1]cpu" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
            return (cos,)

    class true_graph_2(torch.nn.Module):
        def forward(self, arg0_1: "f32[s0, 4][4, 1]cpu", arg1_1: "Sym(s0)"):
            sin: "f32[s0, 4][4, 1]cpu" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            return (sin,)

    class false_graph_2(torch.nn.Module):
        def forward(self, arg0_1: "f32[s0, 4][4, 1]cpu", arg1_1: "Sym(s0)"):
            cos: "f32[s0, 4][4, 1]cpu" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
            return (cos,)

    class true_graph_3(torch.nn.Module):
        def forward(self, arg0_1: "f32[s0, 4][4, 1]cpu", arg1_1: "Sym(s0)"):
            sin: "f32[s0, 4][4, 1]cpu" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            return (sin,)

    class false_graph_3(torch.nn.Module):
        def forward(self, arg0_1: "f32[s0, 4][4, 1]cpu", arg1_1: "Sym(s0)"):
            cos: "f32[s0, 4][4, 1]cpu" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
            return (cos,)
