# expect-none
# Newest PyTorch accepts all of these: branches that differ only in size (the merged output
# gets an unbacked size u0), int outputs 5 and 6 (merged into an unbacked SymInt), matching
# symbolic shapes, identical transposes, a broadcast (stride 0) in both branches, and size-1
# dims whose strides tie.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "b8[][]cpu", arg1_1: "f32[4, 8][8, 1]cpu", arg2_1: "Sym(s0)", arg3_1: "f32[s0, 8][8, 1]cpu"):
        # File: /home/user/model.py:50 in forward, code: a, n = torch.cond(pred, f_all, f_head, (x,))
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1,));  true_graph_0 = false_graph_0 = None
        getitem: "f32[u0, 8][8, 1]cpu" = cond[0]
        getitem_1: "Sym(u1)" = cond[1];  cond = None

        # File: /home/user/model.py:51 in forward, code: b = torch.cond(pred, f_sin, f_cos, (y,))
        true_graph_1 = self.true_graph_1
        false_graph_1 = self.false_graph_1
        cond_1 = torch.ops.higher_order.cond(arg0_1, true_graph_1, false_graph_1, (arg3_1, arg2_1));  true_graph_1 = false_graph_1 = arg3_1 = arg2_1 = None
        getitem_2: "f32[s0, 8][8, 1]cpu" = cond_1[0];  cond_1 = None

        # File: /home/user/model.py:52 in forward, code: c = torch.cond(pred, f_t_sin, f_t_cos, (x,))
        true_graph_2 = self.true_graph_2
        false_graph_2 = self.false_graph_2
        cond_2 = torch.ops.higher_order.cond(arg0_1, true_graph_2, false_graph_2, (arg1_1,));  arg0_1 = true_graph_2 = false_graph_2 = arg1_1 = None
        getitem_3: "f32[8, 4][1, 8]cpu" = cond_2[0]
        getitem_4: "f32[4, 8][0, 1]cpu" = cond_2[1]
        getitem_5: "f32[4, 1][1, 1]cpu" = cond_2[2];  cond_2 = None
        return (getitem, getitem_1, getitem_2, getitem_3, getitem_4, getitem_5)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu"):
            # File: /home/user/model.py:5 in f_all, code: return x.sin(), 5
            sin: "f32[4, 8][8, 1]cpu" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            return (sin, 5)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu"):
            # File: /home/user/model.py:8 in f_head, code: return x[:2].cos(), 6
            slice_1: "f32[2, 8][8, 1]cpu" = torch.ops.aten.slice.Tensor(arg0_1, 0, 0, 2);  arg0_1 = None
            cos: "f32[2, 8][8, 1]cpu" = torch.ops.aten.cos.default(slice_1);  slice_1 = None
            return (cos, 6)

    class true_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[s0, 8][8, 1]cpu", arg1_1: "Sym(s0)"):
            # File: /home/user/model.py:11 in f_sin, code: return x.sin()
            sin: "f32[s0, 8][8, 1]cpu" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            return (sin,)

    class false_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[s0, 8][8, 1]cpu", arg1_1: "Sym(s0)"):
            # File: /home/user/model.py:14 in f_cos, code: return x.cos()
            cos: "f32[s0, 8][8, 1]cpu" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
            return (cos,)

    class true_graph_2(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu"):
            # File: /home/user/model.py:17 in f_t_sin, code: return x.sin().t(), x.sum(0).expand(4, 8), x[:, :1].sin()
            sin: "f32[4, 8][8, 1]cpu" = torch.ops.aten.sin.default(arg0_1)
            permute: "f32[8, 4][1, 8]cpu" = torch.ops.aten.permute.default(sin, [1, 0]);  sin = None
            sum_1: "f32[8][1]cpu" = torch.ops.aten.sum.dim_IntList(arg0_1, [0])
            expand: "f32[4, 8][0, 1]cpu" = torch.ops.aten.expand.default(sum_1, [4, 8]);  sum_1 = None
            slice_1: "f32[4, 1][8, 1]cpu" = torch.ops.aten.slice.Tensor(arg0_1, 1, 0, 1);  arg0_1 = None
            sin_1: "f32[4, 1][1, 1]cpu" = torch.ops.aten.sin.default(slice_1);  slice_1 = None
            return (permute, expand, sin_1)

    class false_graph_2(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu"):
            # File: /home/user/model.py:20 in f_t_cos, code: return x.cos().t(), x.mean(0).expand(4, 8), x[:, 1:2].cos()
            cos: "f32[4, 8][8, 1]cpu" = torch.ops.aten.cos.default(arg0_1)
            permute: "f32[8, 4][1, 8]cpu" = torch.ops.aten.permute.default(cos, [1, 0]);  cos = None
            mean: "f32[8][1]cpu" = torch.ops.aten.mean.dim(arg0_1, [0])
            expand: "f32[4, 8][0, 1]cpu" = torch.ops.aten.expand.default(mean, [4, 8]);  mean = None
            slice_1: "f32[4, 1][8, 1]cpu" = torch.ops.aten.slice.Tensor(arg0_1, 1, 1, 2);  arg0_1 = None
            cos_1: "f32[4, 1][1, 1]cpu" = torch.ops.aten.cos.default(slice_1);  slice_1 = None
            return (permute, expand, cos_1)
