class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "i64[]", arg1_1: "f32[4, 4]"):
        # File: tests/conformance/programs/switch_meta_view_t.py:26 in forward, code: return switch(i, [branch0, branch1, branch2], (x,))
        clamp: "i64[]" = torch.ops.aten.clamp.default(arg0_1, 0, 2);  arg0_1 = None

        # File: <eval_with_key>.N:10 in forward, code: switch = torch.ops.higher_order.switch(l_index_, [switch_branch0_0, switch_branch1_0, switch_branch2_0], (l_leaves_operands_0_,));  l_index_ = switch_branch0_0 = switch_branch1_0 = switch_branch2_0 = l_leaves_operands_0_ = None
        branch0_graph_0 = self.branch0_graph_0
        branch1_graph_0 = self.branch1_graph_0
        branch2_graph_0 = self.branch2_graph_0
        switch = torch.ops.higher_order.switch(clamp, [branch0_graph_0, branch1_graph_0, branch2_graph_0], (arg1_1,));  clamp = branch0_graph_0 = branch1_graph_0 = branch2_graph_0 = arg1_1 = None
        getitem: "f32[4, 4]" = switch[0];  switch = None
        return getitem

    class branch0_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 4]"):
            # No stacktrace found for following nodes
            sin: "f32[4, 4]" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            return (sin,)

    class branch1_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 4]"):
            # No stacktrace found for following nodes
            view: "f32[4, 4]" = torch.ops.aten.view.default(arg0_1, [4, 4])
            t_: "f32[4, 4]" = torch.ops.aten.t_.default(view);  view = t_ = None
            sin: "f32[4, 4]" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            return (sin,)

    class branch2_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 4]"):
            # No stacktrace found for following nodes
            mul: "f32[4, 4]" = torch.ops.aten.mul.Tensor(arg0_1, 2);  arg0_1 = None
            return (mul,)
