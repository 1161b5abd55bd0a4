def forward(self, arg0_1, arg1_1):
    true_graph_0 = self.true_graph_0  # expect: FX904 {{true_graph_0}}
    false_graph_0 = self.false_graph_0  # expect: FX904 {{false_graph_0}}
    cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1,));  arg0_1 = true_graph_0 = false_graph_0 = arg1_1 = None
    getitem = cond[0];  cond = None
    return (getitem,)
