# Newest PyTorch: sizes may differ between the branches, but each output must have the same
# stride order in both and be dense; a strided slice fails even when both branches return one.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "b8[][]cpu", arg1_1: "f32[4, 8][8, 1]cpu", arg2_1: "f32[4, 4][4, 1]cpu"):
        # File: /home/user/model.py:31 in forward, code: a = torch.cond(pred, f_id, f_t, (y,))
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg2_1,));  true_graph_0 = false_graph_0 = arg2_1 = None
        getitem: "f32[4, 4][4, 1]cpu" = cond[0];  cond = None

        # File: /home/user/model.py:32 in forward, code: b = torch.cond(pred, f_half, f_every_other, (x,))
        true_graph_1 = self.true_graph_1
        false_graph_1 = self.false_graph_1
        cond_1 = torch.ops.higher_order.cond(arg0_1, true_graph_1, false_graph_1, (arg1_1,));  true_graph_1 = false_graph_1 = None
        getitem_1: "f32[4, 4][4, 1]cpu" = cond_1[0];  cond_1 = None

        # File: /home/user/model.py:33 in forward, code: c = torch.cond(pred, f_every_other, f_every_other, (x,))
        true_graph_2 = self.true_graph_2
        false_graph_2 = self.false_graph_2
        cond_2 = torch.ops.higher_order.cond(arg0_1, true_graph_2, false_graph_2, (arg1_1,));  arg0_1 = true_graph_2 = false_graph_2 = arg1_1 = None
        getitem_2: "f32[4, 4][8, 2]cpu" = cond_2[0];  cond_2 = None
        return (getitem, getitem_1, getitem_2)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 4][4, 1]cpu"):
            # File: /home/user/model.py:5 in f_id, code: return x.clone()
            clone: "f32[4, 4][4, 1]cpu" = torch.ops.aten.clone.default(arg0_1);  arg0_1 = None
            return (clone,)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 4][4, 1]cpu"):
            # File: /home/user/model.py:8 in f_t, code: return x.clone().t()
            clone: "f32[4, 4][4, 1]cpu" = torch.ops.aten.clone.default(arg0_1);  arg0_1 = None
            permute: "f32[4, 4][1, 4]cpu" = torch.ops.aten.permute.default(clone, [1, 0]);  clone = None  # expect: FX401 {{in stride order}} {{True branch has stride (4, 1) but false branch has stride (1, 4).Consider using contiguous()}}
            return (permute,)

    class true_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu"):
            # File: /home/user/model.py:11 in f_half, code: return x[:, :4] + 1
            slice_1: "f32[4, 4][8, 1]cpu" = torch.ops.aten.slice.Tensor(arg0_1, 1, 0, 4);  arg0_1 = None
            add: "f32[4, 4][4, 1]cpu" = torch.ops.aten.add.Tensor(slice_1, 1);  slice_1 = None
            return (add,)

    class false_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu"):
            # File: /home/user/model.py:14 in f_every_other, code: return x.clone()[:, ::2]
            clone: "f32[4, 8][8, 1]cpu" = torch.ops.aten.clone.default(arg0_1);  arg0_1 = None
            slice_1: "f32[4, 4][8, 2]cpu" = torch.ops.aten.slice.Tensor(clone, 1, 0, 9223372036854775807, 2);  clone = None  # expect: FX401 {{is not dense in memory in the false branch}} {{AssertionError: "expected b_val == 1 when a_val == 1, got b_val=2"}}
            return (slice_1,)

    class true_graph_2(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu"):
            # File: /home/user/model.py:14 in f_every_other, code: return x.clone()[:, ::2]
            clone: "f32[4, 8][8, 1]cpu" = torch.ops.aten.clone.default(arg0_1);  arg0_1 = None
            slice_1: "f32[4, 4][8, 2]cpu" = torch.ops.aten.slice.Tensor(clone, 1, 0, 9223372036854775807, 2);  clone = None  # expect: FX401 {{is not dense in memory in the true branch}} {{"It seems one of cond's output stride is not a simple accumulative multiplication of sizes.}}
            return (slice_1,)

    class false_graph_2(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu"):
            # File: /home/user/model.py:14 in f_every_other, code: return x.clone()[:, ::2]
            clone: "f32[4, 8][8, 1]cpu" = torch.ops.aten.clone.default(arg0_1);  arg0_1 = None
            slice_1: "f32[4, 4][8, 2]cpu" = torch.ops.aten.slice.Tensor(clone, 1, 0, 9223372036854775807, 2);  clone = None
            return (slice_1,)
