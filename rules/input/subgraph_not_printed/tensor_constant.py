# gm.code prints a tensor constant operand like a subgraph reference: only the branches are
# subgraphs, the constant is not.
def forward(self, arg0_1, arg1_1):
    _tensor_constant0 = self._tensor_constant0
    true_graph_0 = self.true_graph_0  # expect: FX904 {{true_graph_0}}
    false_graph_0 = self.false_graph_0  # expect: FX904 {{false_graph_0}}
    cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1, _tensor_constant0));  arg0_1 = true_graph_0 = false_graph_0 = arg1_1 = _tensor_constant0 = None
    getitem = cond[0];  cond = None
    return (getitem,)
