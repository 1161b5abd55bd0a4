# Cut right after a subgraph's class header: the header parses, the class has no forward.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[4]", arg1_1: "b8[]"):
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(arg1_1, true_graph_0, false_graph_0, (arg0_1,));  true_graph_0 = false_graph_0 = arg0_1 = None
        getitem: "f32[4]" = cond[0];  cond = None
        return (getitem,)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4]"):
            add_: "f32[4]" = torch.ops.aten.add_.Tensor(arg0_1, 1)
            return (add_,)

    class false_graph_0(torch.nn.Module):
