# expect-config: --capture-dynamic-output-shape-ops
# expect-none
# ATen dialect, legal: a while_loop carry whose unbacked size u0 came from a nonzero before the
# loop and comes back unchanged; an int carry that becomes an unbacked Sym(u2) at the HOP
# output (ints are never compared); a torch.cond whose branches return sizes 4 and u3, merged
# into the new size u4 (the newest PyTorch accepts this); and a scan whose stacked y has a
# data-dependent size (only carries are compared with init).
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[8][1]cpu", arg1_1: "b8[][]cpu", arg2_1: "f32[3][1]cpu", arg3_1: "f32[5, 3][3, 1]cpu"):
        nonzero: "i64[u0, 1][1, u0]cpu" = torch.ops.aten.nonzero.default(arg0_1)
        while_loop_cond_graph_0 = self.while_loop_cond_graph_0
        while_loop_body_graph_0 = self.while_loop_body_graph_0
        while_loop = torch.ops.higher_order.while_loop(while_loop_cond_graph_0, while_loop_body_graph_0, (0, nonzero), ());  while_loop_cond_graph_0 = while_loop_body_graph_0 = nonzero = None
        getitem: "Sym(u2)" = while_loop[0]
        getitem_1: "i64[u0, 1][1, u0]cpu" = while_loop[1];  while_loop = None
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(arg1_1, true_graph_0, false_graph_0, (arg0_1,));  arg1_1 = true_graph_0 = false_graph_0 = arg0_1 = None
        getitem_2: "f32[u4][1]cpu" = cond[0];  cond = None
        scan_combine_graph_0 = self.scan_combine_graph_0
        scan = torch.ops.higher_order.scan(scan_combine_graph_0, [arg2_1], [arg3_1], ());  scan_combine_graph_0 = arg2_1 = arg3_1 = None
        getitem_3: "f32[3][1]cpu" = scan[0]
        getitem_4: "f32[5, u5][u5, 1]cpu" = scan[1];  scan = None
        return (getitem, getitem_1, getitem_2, getitem_3, getitem_4)

    class while_loop_cond_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "Sym(u1)", arg1_1: "i64[u0, 1][1, u0]cpu"):
            lt: "Sym(u1 < 3)" = arg0_1 < 3;  arg0_1 = None
            return lt

    class while_loop_body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "Sym(u1)", arg1_1: "i64[u0, 1][1, u0]cpu"):
            sum_1: "i64[][]cpu" = torch.ops.aten.sum.default(arg1_1)
            _local_scalar_dense: "Sym(u6)" = torch.ops.aten._local_scalar_dense.default(sum_1);  sum_1 = None
            add: "Sym(u1 + u6)" = arg0_1 + _local_scalar_dense;  arg0_1 = _local_scalar_dense = None
            add_1: "i64[u0, 1][1, u0]cpu" = torch.ops.aten.add.Tensor(arg1_1, 1);  arg1_1 = None
            return (add, add_1)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[8][1]cpu"):
            slice_1: "f32[4][1]cpu" = torch.ops.aten.slice.Tensor(arg0_1, 0, 0, 4);  arg0_1 = None
            clone: "f32[4][1]cpu" = torch.ops.aten.clone.default(slice_1);  slice_1 = None
            return (clone,)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[8][1]cpu"):
            gt: "b8[8][1]cpu" = torch.ops.aten.gt.Scalar(arg0_1, 0)
            index: "f32[u3][1]cpu" = torch.ops.aten.index.Tensor(arg0_1, [gt]);  arg0_1 = gt = None
            return (index,)

    class scan_combine_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[3][1]cpu", arg1_1: "f32[3][1]cpu"):
            add: "f32[3][1]cpu" = torch.ops.aten.add.Tensor(arg0_1, arg1_1);  arg0_1 = None
            gt: "b8[3][1]cpu" = torch.ops.aten.gt.Scalar(arg1_1, 0)
            index: "f32[u5][1]cpu" = torch.ops.aten.index.Tensor(arg1_1, [gt]);  arg1_1 = gt = None
            return [add, index]
