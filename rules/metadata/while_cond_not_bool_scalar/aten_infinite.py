# A cond_fn that returns a constant True (or any truthy constant) never stops the loop.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[4][1]cpu"):
        # File: /home/user/model.py:30 in forward, code: a = while_loop(lambda x: True, body_fn, (x,))
        while_loop_cond_graph_0 = self.while_loop_cond_graph_0
        while_loop_body_graph_0 = self.while_loop_body_graph_0
        while_loop = torch.ops.higher_order.while_loop(while_loop_cond_graph_0, while_loop_body_graph_0, (arg0_1,), ());  while_loop_cond_graph_0 = while_loop_body_graph_0 = None
        getitem: "f32[4][1]cpu" = while_loop[0];  while_loop = None

        # File: /home/user/model.py:31 in forward, code: b = while_loop(lambda x: 1, body_fn, (x,))
        while_loop_cond_graph_1 = self.while_loop_cond_graph_1
        while_loop_body_graph_1 = self.while_loop_body_graph_1
        while_loop_1 = torch.ops.higher_order.while_loop(while_loop_cond_graph_1, while_loop_body_graph_1, (arg0_1,), ());  while_loop_cond_graph_1 = while_loop_body_graph_1 = arg0_1 = None
        getitem_1: "f32[4][1]cpu" = while_loop_1[0];  while_loop_1 = None
        return (getitem, getitem_1)

    class while_loop_cond_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu"):
            return True  # expect: FX403 {{always returns True, so the loop never ends}} {{"torch.while_loop: infinite loop detected" ("Infinite loop detected because while_loop's cond_fn always returns the same value True.")}}

    class while_loop_body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:8 in body_fn, code: return (x + 1,)
            add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(arg0_1, 1);  arg0_1 = None
            return (add,)

    class while_loop_cond_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu"):
            return 1  # expect: FX403 {{always returns 1}} {{same value 1.}}

    class while_loop_body_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:8 in body_fn, code: return (x + 1,)
            add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(arg0_1, 1);  arg0_1 = None
            return (add,)
