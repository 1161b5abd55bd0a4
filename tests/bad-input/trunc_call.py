class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[4]", arg1_1: "b8[]"):
        # File: /home/user/model.py:9 in forward, code: return torch.cond(p, t, f, (x,))
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(arg1_1, true_graph_0, false_graph_0, (arg0_1,));  arg1_1 = true_graph_0 = false_graph_0 = arg0_1 = None
        getitem: "f32[4]" = cond[0];  cond = None
        return (getitem,)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4]"):
            # File: /home/user/model.py:4 in true_fn, code: x.add_(1)
            add_: "f32[4]" = torch.ops.aten.add_.Tensor(arg0_1,