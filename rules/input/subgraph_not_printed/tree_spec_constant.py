# gm.code of a 2.13 AOT inference graph: auto_functionalized_v2 of a cond takes the branches as
# subgraphs and its schema as a pytree spec constant (_tree_spec_constant0), which is not one.
def forward(self, arg0_1, arg1_1):
    auto_functionalized_subgraph_0 = self.auto_functionalized_subgraph_0  # expect: FX904 {{auto_functionalized_subgraph_0}}
    auto_functionalized_subgraph_1 = self.auto_functionalized_subgraph_1  # expect: FX904 {{auto_functionalized_subgraph_1}}
    _tree_spec_constant0 = self._tree_spec_constant0
    auto_functionalized_v2 = torch.ops.higher_order.auto_functionalized_v2(torch.ops.higher_order.cond, pred = arg0_1, true_fn = auto_functionalized_subgraph_0, false_fn = auto_functionalized_subgraph_1, _operand0_base_index = 0, _all_bases = [arg1_1], _op_schema = _tree_spec_constant0);  arg0_1 = auto_functionalized_subgraph_0 = auto_functionalized_subgraph_1 = _tree_spec_constant0 = None
    getitem = auto_functionalized_v2[0]
    getitem_1 = auto_functionalized_v2[1];  auto_functionalized_v2 = None
    copy_ = torch.ops.aten.copy_.default(arg1_1, getitem_1);  arg1_1 = getitem_1 = copy_ = None
    return (getitem,)
