# expect-none
# while_loop_stack_output (the autograd form) pairs body outputs with carries the same way;
# here they match, including a size-1 dim whose stride ties with its neighbour.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[4, 1][1, 1]cpu"):
        # File: /home/user/model.py:60 in forward, code: it, y = while_loop(cond_fn, body_fn, (it, x))
        while_loop_cond_graph_0 = self.while_loop_cond_graph_0
        while_loop_body_graph_0 = self.while_loop_body_graph_0
        while_loop_stack_output = torch.ops.higher_order.while_loop_stack_output(while_loop_cond_graph_0, while_loop_body_graph_0, (arg0_1, arg1_1), ());  while_loop_cond_graph_0 = while_loop_body_graph_0 = arg0_1 = arg1_1 = None
        getitem: "i64[u0][1]cpu" = while_loop_stack_output[0]
        getitem_1: "f32[u0, 4, 1][4, 1, 1]cpu" = while_loop_stack_output[1];  while_loop_stack_output = None
        return (getitem, getitem_1)

    class while_loop_cond_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[4, 1][1, 1]cpu"):
            # File: /home/user/model.py:5 in cond_fn, code: return it < 10
            lt: "b8[][]cpu" = torch.ops.aten.lt.Scalar(arg0_1, 10);  arg0_1 = None
            return lt

    class while_loop_body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[4, 1][1, 1]cpu"):
            # File: /home/user/model.py:8 in body_fn, code: return it + 1, x.sin()
            add: "i64[][]cpu" = torch.ops.aten.add.Tensor(arg0_1, 1);  arg0_1 = None
            sin: "f32[4, 1][1, 1]cpu" = torch.ops.aten.sin.default(arg1_1);  arg1_1 = None
            return (add, sin)
