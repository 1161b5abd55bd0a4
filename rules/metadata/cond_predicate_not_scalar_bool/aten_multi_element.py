# A torch.cond predicate must hold exactly one element: an element-wise comparison gives one
# per element, and a backed dynamic size s0 is at least 2.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[4][1]cpu", arg1_1: "Sym(s0)", arg2_1: "f32[s0][1]cpu"):
        # File: /home/user/model.py:20 in forward, code: a = torch.cond(x > 0, f_sin, f_cos, (x,))
        gt: "b8[4][1]cpu" = torch.ops.aten.gt.Scalar(arg0_1, 0)
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(gt, true_graph_0, false_graph_0, (arg0_1,));  gt = true_graph_0 = false_graph_0 = arg0_1 = None  # expect: FX406 {{predicate 'gt' (b8[4][1]cpu) is not a one-element tensor}} {{"Boolean value of Tensor with more than one value is ambiguous"}}
        getitem: "f32[4][1]cpu" = cond[0];  cond = None

        # File: /home/user/model.py:21 in forward, code: b = torch.cond(y > 0, f_sin, f_cos, (y,))
        gt_1: "b8[s0][1]cpu" = torch.ops.aten.gt.Scalar(arg2_1, 0)
        true_graph_1 = self.true_graph_1
        false_graph_1 = self.false_graph_1
        cond_1 = torch.ops.higher_order.cond(gt_1, true_graph_1, false_graph_1, (arg2_1, arg1_1));  gt_1 = true_graph_1 = false_graph_1 = arg2_1 = arg1_1 = None  # expect: FX406 {{predicate 'gt_1' (b8[s0][1]cpu) is not a one-element tensor}} {{(size s0: a dynamic size is at least 2)}}
        getitem_1: "f32[s0][1]cpu" = cond_1[0];  cond_1 = None
        return (getitem, getitem_1)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:5 in f_sin, code: return x.sin()
            sin: "f32[4][1]cpu" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            return (sin,)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:8 in f_cos, code: return x.cos()
            cos: "f32[4][1]cpu" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
            return (cos,)

    class true_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[s0][1]cpu", arg1_1: "Sym(s0)"):
            # File: /home/user/model.py:5 in f_sin, code: return x.sin()
            sin: "f32[s0][1]cpu" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            return (sin,)

    class false_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[s0][1]cpu", arg1_1: "Sym(s0)"):
            # File: /home/user/model.py:8 in f_cos, code: return x.cos()
            cos: "f32[s0][1]cpu" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
            return (cos,)
