# torch.while_loop cond_fn must return a 0-dim bool tensor (or a bool): an element-wise
# comparison, a float, and a one-element but 1-dim bool tensor are all rejected.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[4][1]cpu"):
        # File: /home/user/model.py:20 in forward, code: a = while_loop(cond_elementwise, body_fn, (x,))
        while_loop_cond_graph_0 = self.while_loop_cond_graph_0
        while_loop_body_graph_0 = self.while_loop_body_graph_0
        while_loop = torch.ops.higher_order.while_loop(while_loop_cond_graph_0, while_loop_body_graph_0, (arg0_1,), ());  while_loop_cond_graph_0 = while_loop_body_graph_0 = None
        getitem: "f32[4][1]cpu" = while_loop[0];  while_loop = None

        # File: /home/user/model.py:21 in forward, code: b = while_loop(cond_float, body_fn, (x,))
        while_loop_cond_graph_1 = self.while_loop_cond_graph_1
        while_loop_body_graph_1 = self.while_loop_body_graph_1
        while_loop_1 = torch.ops.higher_order.while_loop(while_loop_cond_graph_1, while_loop_body_graph_1, (arg0_1,), ());  while_loop_cond_graph_1 = while_loop_body_graph_1 = None
        getitem_1: "f32[4][1]cpu" = while_loop_1[0];  while_loop_1 = None

        # File: /home/user/model.py:22 in forward, code: c = while_loop(cond_keepdim, body_fn, (x,))
        while_loop_cond_graph_2 = self.while_loop_cond_graph_2
        while_loop_body_graph_2 = self.while_loop_body_graph_2
        while_loop_2 = torch.ops.higher_order.while_loop(while_loop_cond_graph_2, while_loop_body_graph_2, (arg0_1,), ());  while_loop_cond_graph_2 = while_loop_body_graph_2 = arg0_1 = None
        getitem_2: "f32[4][1]cpu" = while_loop_2[0];  while_loop_2 = None
        return (getitem, getitem_1, getitem_2)

    class while_loop_cond_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:5 in cond_elementwise, code: return x < 10
            lt: "b8[4][1]cpu" = torch.ops.aten.lt.Scalar(arg0_1, 10);  arg0_1 = None  # expect: FX403 {{returns a bool tensor with dimensions ('lt': b8[4][1]cpu)}} {{"torch.while_loop: unsupported cond_fn return type" ("Expected cond_fn to return a scalar tensor or a bool but got torch.Size([4]).")}}
            return lt

    class while_loop_body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:8 in body_fn, code: return (x + 1,)
            add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(arg0_1, 1);  arg0_1 = None
            return (add,)

    class while_loop_cond_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:11 in cond_float, code: return 10 - x.sum()
            sum_1: "f32[][]cpu" = torch.ops.aten.sum.default(arg0_1);  arg0_1 = None
            rsub: "f32[][]cpu" = torch.ops.aten.rsub.Scalar(sum_1, 10);  sum_1 = None  # expect: FX403 {{returns a non-bool tensor ('rsub': f32[][]cpu)}} {{but got torch.Size([]).}}
            return rsub

    class while_loop_body_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:8 in body_fn, code: return (x + 1,)
            add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(arg0_1, 1);  arg0_1 = None
            return (add,)

    class while_loop_cond_graph_2(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:14 in cond_keepdim, code: return x.sum(0, keepdim=True) < 10
            sum_1: "f32[1][1]cpu" = torch.ops.aten.sum.dim_IntList(arg0_1, [0], True);  arg0_1 = None
            lt: "b8[1][1]cpu" = torch.ops.aten.lt.Scalar(sum_1, 10);  sum_1 = None  # expect: FX403 {{b8[1][1]cpu}} {{but got torch.Size([1]).}}
            return lt

    class while_loop_body_graph_2(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:8 in body_fn, code: return (x + 1,)
            add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(arg0_1, 1);  arg0_1 = None
            return (add,)
