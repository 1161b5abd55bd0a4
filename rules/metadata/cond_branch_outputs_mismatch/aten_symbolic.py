# expect-none
# Symbolic shapes PyTorch accepts: the same symbols on both sides compare equal, transposed
# symbolic layouts are dense, and sizes that differ by symbol are merged (newest PyTorch).
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "Sym(s0)", arg1_1: "Sym(s1)", arg2_1: "f32[s0, s1][s1, 1]cpu", arg3_1: "f32[s1, s1][s1, 1]cpu"):
        # File: /home/user/model.py:60 in forward, code: pred = x.shape[0] > 4
        gt: "Sym(s0 > 4)" = arg0_1 > 4

        # File: /home/user/model.py:61 in forward, code: a, b = torch.cond(pred, f_t_sin, f_t_cos, (x,))
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(gt, true_graph_0, false_graph_0, (arg2_1, arg0_1, arg1_1));  true_graph_0 = false_graph_0 = arg2_1 = None
        getitem: "f32[s1, s0][1, s1]cpu" = cond[0]
        getitem_1: "f32[s0, s1][s1, 1]cpu" = cond[1];  cond = None

        # File: /home/user/model.py:62 in forward, code: c = torch.cond(pred, f_x, f_y, (x, y))
        true_graph_1 = self.true_graph_1
        false_graph_1 = self.false_graph_1
        cond_1 = torch.ops.higher_order.cond(gt, true_graph_1, false_graph_1, (arg2_1, arg3_1, arg0_1, arg1_1));  gt = true_graph_1 = false_graph_1 = arg2_1 = arg3_1 = arg0_1 = arg1_1 = None
        getitem_2: "f32[u0, s1][s1, 1]cpu" = cond_1[0];  cond_1 = None
        return (getitem, getitem_1, getitem_2)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[s0, s1][s1, 1]cpu", arg1_1: "Sym(s0)", arg2_1: "Sym(s1)"):
            # File: /home/user/model.py:5 in f_t_sin, code: return x.sin().t(), x + 1
            sin: "f32[s0, s1][s1, 1]cpu" = torch.ops.aten.sin.default(arg0_1)
            permute: "f32[s1, s0][1, s1]cpu" = torch.ops.aten.permute.default(sin, [1, 0]);  sin = None
            add: "f32[s0, s1][s1, 1]cpu" = torch.ops.aten.add.Tensor(arg0_1, 1);  arg0_1 = None
            return (permute, add)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[s0, s1][s1, 1]cpu", arg1_1: "Sym(s0)", arg2_1: "Sym(s1)"):
            # File: /home/user/model.py:8 in f_t_cos, code: return x.cos().t(), x - 1
            cos: "f32[s0, s1][s1, 1]cpu" = torch.ops.aten.cos.default(arg0_1)
            permute: "f32[s1, s0][1, s1]cpu" = torch.ops.aten.permute.default(cos, [1, 0]);  cos = None
            sub: "f32[s0, s1][s1, 1]cpu" = torch.ops.aten.sub.Tensor(arg0_1, 1);  arg0_1 = None
            return (permute, sub)

    class true_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[s0, s1][s1, 1]cpu", arg1_1: "f32[s1, s1][s1, 1]cpu", arg2_1: "Sym(s0)", arg3_1: "Sym(s1)"):
            # File: /home/user/model.py:11 in f_x, code: return x.sin()
            sin: "f32[s0, s1][s1, 1]cpu" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            return (sin,)

    class false_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[s0, s1][s1, 1]cpu", arg1_1: "f32[s1, s1][s1, 1]cpu", arg2_1: "Sym(s0)", arg3_1: "Sym(s1)"):
            # File: /home/user/model.py:14 in f_y, code: return y.cos()
            cos: "f32[s1, s1][s1, 1]cpu" = torch.ops.aten.cos.default(arg1_1);  arg1_1 = None
            return (cos,)
