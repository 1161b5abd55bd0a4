# The branches of a torch.cond must return the same number of outputs (one flat tuple each).
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 8][8, 1]cpu", arg1_1: "Sym(s0)", arg2_1: "f32[s0, 8][8, 1]cpu"):
        # File: /home/user/model.py:40 in forward, code: pred = x.sum() > 0
        sum_1: "f32[][]cpu" = torch.ops.aten.sum.default(arg0_1)
        gt: "b8[][]cpu" = torch.ops.aten.gt.Scalar(sum_1, 0);  sum_1 = None

        # File: /home/user/model.py:41 in forward, code: a = torch.cond(pred, f_one, f_two, (x,))
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(gt, true_graph_0, false_graph_0, (arg0_1,));  true_graph_0 = false_graph_0 = arg0_1 = None
        getitem: "f32[4, 8][8, 1]cpu" = cond[0];  cond = None

        # File: /home/user/model.py:42 in forward, code: b = torch.cond(pred, f_pair, f_none, (y,))
        true_graph_1 = self.true_graph_1
        false_graph_1 = self.false_graph_1
        cond_1 = torch.ops.higher_order.cond(gt, true_graph_1, false_graph_1, (arg2_1, arg1_1));  gt = true_graph_1 = false_graph_1 = arg2_1 = arg1_1 = None
        getitem_1: "f32[s0, 8][8, 1]cpu" = cond_1[0]
        getitem_2: "f32[s0, 8][8, 1]cpu" = cond_1[1];  cond_1 = None
        return (getitem, getitem_1, getitem_2)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu"):
            # File: /home/user/model.py:5 in f_one, code: return x.sin()
            sin: "f32[4, 8][8, 1]cpu" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            return (sin,)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu"):
            # File: /home/user/model.py:8 in f_two, code: return x.sin(), x.cos()
            sin: "f32[4, 8][8, 1]cpu" = torch.ops.aten.sin.default(arg0_1)
            cos: "f32[4, 8][8, 1]cpu" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
            return (sin, cos)  # expect: FX401 {{true branch 'true_graph_0' returns 1, false branch 'false_graph_0' returns 2}} {{"torch.cond: differing branch outputs"}}

    class true_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[s0, 8][8, 1]cpu", arg1_1: "Sym(s0)"):
            # File: /home/user/model.py:11 in f_pair, code: return x + 1, x - 1
            add: "f32[s0, 8][8, 1]cpu" = torch.ops.aten.add.Tensor(arg0_1, 1)
            sub: "f32[s0, 8][8, 1]cpu" = torch.ops.aten.sub.Tensor(arg0_1, 1);  arg0_1 = None
            return (add, sub)

    class false_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[s0, 8][8, 1]cpu", arg1_1: "Sym(s0)"):
            # File: /home/user/model.py:14 in f_none, code: return (x * 2,)
            mul: "f32[s0, 8][8, 1]cpu" = torch.ops.aten.mul.Tensor(arg0_1, 2);  arg0_1 = None
            return (mul,)  # expect: FX401 {{returns 2, false branch 'false_graph_1' returns 1}}
