# expect-none
# Legal data-dependent predicates: a SymBool on an unbacked count (nonzero before the cond),
# and a 0-dim bool tensor computed from a data-dependent selection.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[8][1]cpu"):
        # File: /home/user/model.py:50 in forward, code: a = torch.cond(x.nonzero().shape[0] > 3, f_sin, f_cos, (x,))
        nonzero: "i64[u0, 1][1, 1]cpu" = torch.ops.aten.nonzero.default(arg0_1)
        sym_size_int: "Sym(u0)" = torch.ops.aten.sym_size.int(nonzero, 0);  nonzero = None
        gt: "Sym(u0 > 3)" = sym_size_int > 3;  sym_size_int = None
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(gt, true_graph_0, false_graph_0, (arg0_1,));  gt = true_graph_0 = false_graph_0 = None
        getitem: "f32[8][1]cpu" = cond[0];  cond = None

        # File: /home/user/model.py:51 in forward, code: b = torch.cond(x[x > 0].sum() > 1, f_sin, f_cos, (x,))
        gt_1: "b8[8][1]cpu" = torch.ops.aten.gt.Scalar(arg0_1, 0)
        index: "f32[u1][1]cpu" = torch.ops.aten.index.Tensor(arg0_1, [gt_1]);  gt_1 = None
        sum_1: "f32[][]cpu" = torch.ops.aten.sum.default(index);  index = None
        gt_2: "b8[][]cpu" = torch.ops.aten.gt.Scalar(sum_1, 1);  sum_1 = None
        true_graph_1 = self.true_graph_1
        false_graph_1 = self.false_graph_1
        cond_1 = torch.ops.higher_order.cond(gt_2, true_graph_1, false_graph_1, (arg0_1,));  gt_2 = true_graph_1 = false_graph_1 = arg0_1 = None
        getitem_1: "f32[8][1]cpu" = cond_1[0];  cond_1 = None
        return (getitem, getitem_1)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[8][1]cpu"):
            sin: "f32[8][1]cpu" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            return (sin,)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[8][1]cpu"):
            cos: "f32[8][1]cpu" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
            return (cos,)

    class true_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[8][1]cpu"):
            sin: "f32[8][1]cpu" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            return (sin,)

    class false_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[8][1]cpu"):
            cos: "f32[8][1]cpu" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
            return (cos,)
