# A while_loop body squeezes a view of its carried input in place, and a map body unsqueezes
# its positional argument in place: both write their input's metadata.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[1, 3][3, 1]cpu", arg2_1: "f32[5, 3][3, 1]cpu", arg3_1: "f32[3][1]cpu"):
        while_loop_cond_graph_0 = self.while_loop_cond_graph_0
        while_loop_body_graph_0 = self.while_loop_body_graph_0
        while_loop = torch.ops.higher_order.while_loop(while_loop_cond_graph_0, while_loop_body_graph_0, (arg0_1, arg1_1), ());  while_loop_cond_graph_0 = while_loop_body_graph_0 = arg0_1 = arg1_1 = None
        getitem: "i64[][]cpu" = while_loop[0]
        getitem_1: "f32[1, 3][3, 1]cpu" = while_loop[1];  while_loop = None
        body_graph_0 = self.body_graph_0
        map_impl = torch.ops.higher_order.map_impl(body_graph_0, [arg2_1], [arg3_1]);  body_graph_0 = arg2_1 = arg3_1 = None
        getitem_2: "f32[5, 3][3, 1]cpu" = map_impl[0];  map_impl = None
        return (getitem, getitem_1, getitem_2)

    class while_loop_cond_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[1, 3][3, 1]cpu"):
            lt: "b8[][]cpu" = torch.ops.aten.lt.Scalar(arg0_1, 10);  arg0_1 = None
            return lt

    class while_loop_body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[1, 3][3, 1]cpu"):
            add: "i64[][]cpu" = torch.ops.aten.add.Tensor(arg0_1, 1);  arg0_1 = None
            # File: /home/user/loop.py:8 in body_fn, code: v = x.view(1, 3); v.squeeze_(0)
            view: "f32[1, 3][3, 1]cpu" = torch.ops.aten.view.default(arg1_1, [1, 3])
            squeeze_: "f32[3][1]cpu" = torch.ops.aten.squeeze_.dim(view, 0);  view = None  # expect: FX102 {{through view 'view' (view <- arg1_1) (squeeze_.dim)}} {{"Encountered input mutation during higher order op tracing"}}
            mul: "f32[1, 3][3, 1]cpu" = torch.ops.aten.mul.Tensor(arg1_1, 2);  arg1_1 = None
            return (add, mul)

    class body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[3][1]cpu", arg1_1: "f32[3][1]cpu"):
            # File: /home/user/loop.py:14 in f, code: y.unsqueeze_(0)
            unsqueeze_: "f32[1, 3][3, 1]cpu" = torch.ops.aten.unsqueeze_.default(arg1_1, 0)  # expect: FX102 {{torch.ops.higher_order.map_impl body 'body_graph_0'}} {{"Encountered input mutation during higher order op tracing"}}
            squeeze: "f32[3][1]cpu" = torch.ops.aten.squeeze.dim(arg1_1, 0);  arg1_1 = None
            add: "f32[3][1]cpu" = torch.ops.aten.add.Tensor(arg0_1, squeeze);  arg0_1 = squeeze = None
            return [add]
