# An empty predicate holds no value at all; a predicate whose size depends on the data (a
# boolean-mask selection) may hold any number of values (a warning).
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[4][1]cpu"):
        # File: /home/user/model.py:30 in forward, code: a = torch.cond(flags[:0], f_sin, f_cos, (x,))
        gt: "b8[4][1]cpu" = torch.ops.aten.gt.Scalar(arg0_1, 0)
        slice_1: "b8[0][1]cpu" = torch.ops.aten.slice.Tensor(gt, 0, 0, 0)
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(slice_1, true_graph_0, false_graph_0, (arg0_1,));  slice_1 = true_graph_0 = false_graph_0 = None  # expect: FX406 {{is not a one-element tensor: it is empty (size 0)}}
        getitem: "f32[4][1]cpu" = cond[0];  cond = None

        # File: /home/user/model.py:31 in forward, code: b = torch.cond(x[x > 0] > 1, f_sin, f_cos, (x,))
        index: "f32[u0][1]cpu" = torch.ops.aten.index.Tensor(arg0_1, [gt]);  gt = None
        gt_1: "b8[u0][1]cpu" = torch.ops.aten.gt.Scalar(index, 1);  index = None
        true_graph_1 = self.true_graph_1
        false_graph_1 = self.false_graph_1
        cond_1 = torch.ops.higher_order.cond(gt_1, true_graph_1, false_graph_1, (arg0_1,));  gt_1 = true_graph_1 = false_graph_1 = arg0_1 = None  # expect: FX406 {{may not be a one-element tensor: it may hold several values or none (size u0 depends on the data)}}
        getitem_1: "f32[4][1]cpu" = cond_1[0];  cond_1 = None
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
        def forward(self, arg0_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:5 in f_sin, code: return x.sin()
            sin: "f32[4][1]cpu" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            return (sin,)

    class false_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:8 in f_cos, code: return x.cos()
            cos: "f32[4][1]cpu" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
            return (cos,)
