class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "b8[]", arg1_1: "f32[4, 4]"):
        # File: tests/conformance/programs/cond_alias_in_in_view.py:18 in forward, code: return torch.cond(p, true_fn, false_fn, (x, x.view(4, 4)))
        view: "f32[4, 4]" = torch.ops.aten.view.default(arg1_1, [4, 4])

        # File: <eval_with_key>.N:10 in forward, code: cond = torch.ops.higher_order.cond(l_args_0_, cond_true_0, cond_false_0, (l_args_3_0_, l_args_3_1_));  l_args_0_ = cond_true_0 = cond_false_0 = l_args_3_0_ = l_args_3_1_ = None
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1, view));  arg0_1 = true_graph_0 = false_graph_0 = arg1_1 = view = None
        getitem: "f32[4, 4]" = cond[0];  cond = None
        return getitem

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 4]", arg1_1: "f32[4, 4]"):
            # No stacktrace found for following nodes
            sin: "f32[4, 4]" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            add: "f32[4, 4]" = torch.ops.aten.add.Tensor(sin, arg1_1);  sin = arg1_1 = None
            return (add,)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 4]", arg1_1: "f32[4, 4]"):
            # No stacktrace found for following nodes
            cos: "f32[4, 4]" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
            add: "f32[4, 4]" = torch.ops.aten.add.Tensor(cos, arg1_1);  cos = arg1_1 = None
            return (add,)
