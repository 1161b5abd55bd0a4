# expect-none
# Outputs PyTorch accepts: a clone, a view_copy (a copy, not a view), a view of an intermediate,
# the result of an in-place op on a clone, an int carry returned unchanged (a SymInt, not a
# tensor), and a flex_attention score_mod returning its score (flex_attention does not forbid
# aliasing).
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "b8[][]cpu", arg1_1: "f32[4, 8][8, 1]cpu", arg2_1: "f32[3][1]cpu", arg3_1: "f32[1, 4, 512, 64][131072, 32768, 64, 1]cpu", arg4_1: "i32[1, 1, 16][16, 16, 1]cpu", arg5_1: "i32[1, 1, 16, 16][256, 256, 16, 1]cpu"):
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1,));  arg0_1 = true_graph_0 = false_graph_0 = arg1_1 = None
        getitem: "f32[4, 8][8, 1]cpu" = cond[0];  cond = None
        while_loop_cond_graph_0 = self.while_loop_cond_graph_0
        while_loop_body_graph_0 = self.while_loop_body_graph_0
        while_loop = torch.ops.higher_order.while_loop(while_loop_cond_graph_0, while_loop_body_graph_0, (0, 4, arg2_1), ());  while_loop_cond_graph_0 = while_loop_body_graph_0 = arg2_1 = None
        getitem_1: "Sym(u0)" = while_loop[0]
        getitem_2: "Sym(u1)" = while_loop[1]
        getitem_3: "f32[3][1]cpu" = while_loop[2];  while_loop = None
        sdpa_score0 = self.sdpa_score0
        sdpa_mask0 = self.sdpa_mask0
        flex_attention = torch.ops.higher_order.flex_attention(arg3_1, arg3_1, arg3_1, sdpa_score0, (arg4_1, arg5_1, arg4_1, arg5_1, arg4_1, arg5_1, arg4_1, arg5_1, 128, 128, sdpa_mask0), 0.125, {'PRESCALE_QK': False, 'ROWS_GUARANTEED_SAFE': False, 'BLOCKS_ARE_CONTIGUOUS': False, 'OUTPUT_LOGSUMEXP': True}, (), ());  arg3_1 = sdpa_score0 = arg4_1 = arg5_1 = sdpa_mask0 = None
        getitem_4: "f32[1, 4, 512, 64][131072, 32768, 64, 1]cpu" = flex_attention[0];  flex_attention = None
        return (getitem, getitem_3, getitem_4)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu"):
            sin: "f32[4, 8][8, 1]cpu" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            view: "f32[32][1]cpu" = torch.ops.aten.view.default(sin, [32]);  sin = None
            view_1: "f32[4, 8][8, 1]cpu" = torch.ops.aten.view.default(view, [4, 8]);  view = None
            return (view_1,)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu"):
            view_copy: "f32[32][1]cpu" = torch.ops.aten.view_copy.default(arg0_1, [32])
            clone: "f32[4, 8][8, 1]cpu" = torch.ops.aten.clone.default(arg0_1);  arg0_1 = None
            add_: "f32[4, 8][8, 1]cpu" = torch.ops.aten.add_.Tensor(clone, 1);  clone = None
            view_copy_1: "f32[4, 8][8, 1]cpu" = torch.ops.aten.view_copy.default(view_copy, [4, 8]);  view_copy = None
            add: "f32[4, 8][8, 1]cpu" = torch.ops.aten.add.Tensor(add_, view_copy_1);  add_ = view_copy_1 = None
            return (add,)

    class while_loop_cond_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "Sym(u2)", arg1_1: "Sym(u3)", arg2_1: "f32[3][1]cpu"):
            lt: "Sym(u2 < u3)" = arg0_1 < arg1_1;  arg0_1 = arg1_1 = None
            return lt

    class while_loop_body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "Sym(u2)", arg1_1: "Sym(u3)", arg2_1: "f32[3][1]cpu"):
            add: "Sym(u2 + 1)" = arg0_1 + 1;  arg0_1 = None
            clone: "f32[3][1]cpu" = torch.ops.aten.clone.default(arg2_1);  arg2_1 = None
            return (add, arg1_1, clone)

    class sdpa_score0(torch.nn.Module):
        def forward(self, arg0_1: "f32[][]cpu", arg1_1: "i32[][]cpu", arg2_1: "i32[][]cpu", arg3_1: "i32[][]cpu", arg4_1: "i32[][]cpu"):
            return arg0_1

    class sdpa_mask0(torch.nn.Module):
        def forward(self, arg0_1: "i32[][]cpu", arg1_1: "i32[][]cpu", arg2_1: "i32[][]cpu", arg3_1: "i32[][]cpu"):
            ge: "b8[][]cpu" = torch.ops.aten.ge.Tensor(arg2_1, arg3_1);  arg2_1 = arg3_1 = None
            return ge
