# Newest PyTorch (_merge_output): the branches of each torch.cond must agree on dtype, device
# and rank, whatever their sizes.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "b8[][]cpu", arg1_1: "f32[4, 8][8, 1]cpu"):
        # File: /home/user/model.py:21 in forward, code: a = torch.cond(pred, f_sin, f_long, (x,))
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1,));  true_graph_0 = false_graph_0 = None
        getitem: "f32[4, 8][8, 1]cpu" = cond[0];  cond = None

        # File: /home/user/model.py:22 in forward, code: b = torch.cond(pred, f_sin, f_sum, (x,))
        true_graph_1 = self.true_graph_1
        false_graph_1 = self.false_graph_1
        cond_1 = torch.ops.higher_order.cond(arg0_1, true_graph_1, false_graph_1, (arg1_1,));  true_graph_1 = false_graph_1 = None
        getitem_1: "f32[4, 8][8, 1]cpu" = cond_1[0];  cond_1 = None

        # File: /home/user/model.py:23 in forward, code: c = torch.cond(pred, f_sin, f_cuda, (x,))
        true_graph_2 = self.true_graph_2
        false_graph_2 = self.false_graph_2
        cond_2 = torch.ops.higher_order.cond(arg0_1, true_graph_2, false_graph_2, (arg1_1,));  arg0_1 = true_graph_2 = false_graph_2 = arg1_1 = None
        getitem_2: "f32[4, 8][8, 1]cpu" = cond_2[0];  cond_2 = None
        return (getitem, getitem_1, getitem_2)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu"):
            # File: /home/user/model.py:5 in f_sin, code: return x.sin()
            sin: "f32[4, 8][8, 1]cpu" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            return (sin,)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu"):
            # File: /home/user/model.py:8 in f_long, code: return x.long()
            _to_copy: "i64[4, 8][8, 1]cpu" = torch.ops.aten._to_copy.default(arg0_1, dtype = torch.int64);  arg0_1 = None  # expect: FX401 {{differs between the branches in dtype}} {{"When merging two branches' output in torch.cond,  expected same dtype but got torch.float32 and torch.int64."}}
            return (_to_copy,)

    class true_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu"):
            # File: /home/user/model.py:5 in f_sin, code: return x.sin()
            sin: "f32[4, 8][8, 1]cpu" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            return (sin,)

    class false_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu"):
            # File: /home/user/model.py:11 in f_sum, code: return x.sum(0)
            sum_1: "f32[8][1]cpu" = torch.ops.aten.sum.dim_IntList(arg0_1, [0]);  arg0_1 = None  # expect: FX401 {{in rank}} {{expected same dim but got 2 and 1.}}
            return (sum_1,)

    class true_graph_2(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu"):
            # File: /home/user/model.py:5 in f_sin, code: return x.sin()
            sin: "f32[4, 8][8, 1]cpu" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            return (sin,)

    class false_graph_2(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu"):
            # File: /home/user/model.py:14 in f_cuda, code: return x.cuda()
            _to_copy: "f32[4, 8][8, 1]cuda:0" = torch.ops.aten._to_copy.default(arg0_1, device = device(type='cuda', index=0));  arg0_1 = None  # expect: FX401 {{in device}} {{expected same device but got cpu and cuda:0.}}
            return (_to_copy,)
