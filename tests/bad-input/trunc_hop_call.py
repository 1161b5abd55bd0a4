class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[4]", arg1_1: "b8[]"):
        # File: /home/user/model.py:9 in forward, code: return torch.cond(p, t, f, (x,))
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(arg1_1, true_gra