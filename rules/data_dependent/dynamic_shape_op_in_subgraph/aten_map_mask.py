# ATen dialect: boolean-mask indexing (index.Tensor with a b8 index) inside a map body, and
# masked_select inside a wrap body nested in a while_loop body: the while_loop's hard-error
# rule reaches into the nested wrap.
# The root's inputs are printed without annotations, so the dump does not show its capture
# path (with strides and device it would read as AOTAutograd's, whose compile traced the op).
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1, arg1_1, arg2_1):
        body_graph_0 = self.body_graph_0
        map_impl = torch.ops.higher_order.map_impl(body_graph_0, [arg0_1], []);  body_graph_0 = arg0_1 = None
        getitem: "f32[3][1]cpu" = map_impl[0];  map_impl = None
        while_loop_cond_graph_0 = self.while_loop_cond_graph_0
        while_loop_body_graph_0 = self.while_loop_body_graph_0
        while_loop = torch.ops.higher_order.while_loop(while_loop_cond_graph_0, while_loop_body_graph_0, (arg1_1, arg2_1), ());  while_loop_cond_graph_0 = while_loop_body_graph_0 = arg1_1 = arg2_1 = None
        getitem_1: "i64[][]cpu" = while_loop[0]
        getitem_2: "f32[4][1]cpu" = while_loop[1];  while_loop = None
        return (getitem, getitem_1, getitem_2)

    class body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:4 in body, code: return x[x > 0].sum()
            gt: "b8[4][1]cpu" = torch.ops.aten.gt.Scalar(arg0_1, 0)
            index: "f32[u0][1]cpu" = torch.ops.aten.index.Tensor(arg0_1, [gt]);  arg0_1 = gt = None  # expect: FX301 {{aten.index.Tensor}} {{map_impl body 'body_graph_0'}}
            sum_1: "f32[][]cpu" = torch.ops.aten.sum.default(index);  index = None
            return [sum_1]

    class while_loop_cond_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[4][1]cpu"):
            lt: "b8[][]cpu" = torch.ops.aten.lt.Scalar(arg0_1, 3);  arg0_1 = None
            return lt

    class while_loop_body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[4][1]cpu"):
            wrap_body_0 = self.wrap_body_0
            wrap = torch.ops.higher_order.wrap(wrap_body_0, arg1_1)
            getitem: "f32[][]cpu" = wrap[0];  wrap = None
            add: "i64[][]cpu" = torch.ops.aten.add.Tensor(arg0_1, 1);  arg0_1 = None
            add_1: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(arg1_1, getitem);  arg1_1 = getitem = None
            return (add, add_1)

        class wrap_body_0(torch.nn.Module):
            def forward(self, arg0_1: "f32[4][1]cpu"):
                gt: "b8[4][1]cpu" = torch.ops.aten.gt.Scalar(arg0_1, 0.5)
                masked_select: "f32[u1][1]cpu" = torch.ops.aten.masked_select.default(arg0_1, gt);  arg0_1 = gt = None  # expect: FX301 {{masked_select}} {{in 'wrap_body_0', nested}} {{torch.while_loop body_fn}}
                sum_1: "f32[][]cpu" = torch.ops.aten.sum.default(masked_select);  masked_select = None
                return (sum_1,)
