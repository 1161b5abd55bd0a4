# expect-config: --capture-dynamic-output-shape-ops
# ATen dialect, after PyTorch's test_while_loop_op_mismatch_in_meta: the body returns
# (c - 1, a[a > 0], b.unique()) for carried (c, a, b). Even with capture_dynamic_output_shape_ops
# set, the new sizes u0 and u1 cannot be proved equal to the carried sizes 6 and 5.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "i64[][]cpu", arg1_1: "i64[6][1]cpu", arg2_1: "i64[5][1]cpu"):
        while_loop_cond_graph_0 = self.while_loop_cond_graph_0
        while_loop_body_graph_0 = self.while_loop_body_graph_0
        while_loop = torch.ops.higher_order.while_loop(while_loop_cond_graph_0, while_loop_body_graph_0, (arg0_1, arg1_1, arg2_1), ());  while_loop_cond_graph_0 = while_loop_body_graph_0 = arg0_1 = arg1_1 = arg2_1 = None
        getitem: "i64[][]cpu" = while_loop[0]
        getitem_1: "i64[6][1]cpu" = while_loop[1]
        getitem_2: "i64[5][1]cpu" = while_loop[2];  while_loop = None
        return (getitem, getitem_1, getitem_2)

    class while_loop_cond_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "i64[][]cpu", arg1_1: "i64[6][1]cpu", arg2_1: "i64[5][1]cpu"):
            gt: "b8[][]cpu" = torch.ops.aten.gt.Scalar(arg0_1, 0);  arg0_1 = None
            return gt

    class while_loop_body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "i64[][]cpu", arg1_1: "i64[6][1]cpu", arg2_1: "i64[5][1]cpu"):
            # File: /home/user/model.py:7 in body_fn, code: return c - 1, a[a > 0], b.unique()
            sub: "i64[][]cpu" = torch.ops.aten.sub.Tensor(arg0_1, 1);  arg0_1 = None
            gt: "b8[6][1]cpu" = torch.ops.aten.gt.Scalar(arg1_1, 0)
            index: "i64[u0][1]cpu" = torch.ops.aten.index.Tensor(arg1_1, [gt]);  arg1_1 = gt = None
            _unique2 = torch.ops.aten._unique2.default(arg2_1, True, False, False);  arg2_1 = None
            getitem: "i64[u1][1]cpu" = _unique2[0];  _unique2 = None
            # expect@+1: FX303 {{carried input 1 'arg1_1'}} {{u0}} {{Expected carried_inputs and body_output to have same metadata but found}}, FX303 {{carried input 2 'arg2_1'}} {{u1}} {{_unique2}}
            return (sub, index, getitem)
