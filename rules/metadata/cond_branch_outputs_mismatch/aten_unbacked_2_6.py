# expect-config: --target 2.6 --capture-dynamic-output-shape-ops
# PyTorch 2.6 and 2.7 cannot compare sizes each branch made up from the data (u0 against u1):
# the comparison is data-dependent, and check_meta_consistency reports it as a difference.
# Newest PyTorch merges them into a fresh unbacked size instead.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "b8[][]cpu", arg1_1: "f32[8][1]cpu"):
        # File: /home/user/model.py:80 in forward, code: idx = torch.cond(pred, f_pos, f_neg, (x,))
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1,));  arg0_1 = true_graph_0 = false_graph_0 = arg1_1 = None
        getitem: "i64[u2, 1][1, 1]cpu" = cond[0];  cond = None
        return (getitem,)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[8][1]cpu"):
            # File: /home/user/model.py:5 in f_pos, code: return (x > 0).nonzero()
            gt: "b8[8][1]cpu" = torch.ops.aten.gt.Scalar(arg0_1, 0);  arg0_1 = None
            nonzero: "i64[u0, 1][1, 1]cpu" = torch.ops.aten.nonzero.default(gt);  gt = None
            return (nonzero,)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[8][1]cpu"):
            # File: /home/user/model.py:8 in f_neg, code: return (x < 0).nonzero()
            lt: "b8[8][1]cpu" = torch.ops.aten.lt.Scalar(arg0_1, 0);  arg0_1 = None
            nonzero: "i64[u1, 1][1, 1]cpu" = torch.ops.aten.nonzero.default(lt);  lt = None  # expect: FX401 {{differs between the branches in shape}} {{(size 'u0' is made up inside a branch; PyTorch cannot compare it and reports a difference)}}
            return (nonzero,)
