class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "b8[]", arg1_1: "f32[4, 4]"):
        # File: <eval_with_key>.N:9 in forward, code: cond = torch.ops.higher_order.cond(l_args_0_, cond_true_0, cond_false_0, (l_args_3_0_,));  l_args_0_ = cond_true_0 = cond_false_0 = l_args_3_0_ = None
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1,));  arg0_1 = true_graph_0 = false_graph_0 = arg1_1 = None
        getitem: "f32[4, 4]" = cond[0];  cond = None
        return getitem

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 4]"):
            # No stacktrace found for following nodes
            view: "f32[4, 4]" = torch.ops.aten.view.default(arg0_1, [4, 4])
            t_: "f32[4, 4]" = torch.ops.aten.t_.default(view);  view = t_ = None
            sin: "f32[4, 4]" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            return (sin,)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 4]"):
            # No stacktrace found for following nodes
            cos: "f32[4, 4]" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
            return (cos,)
