# No FX408 finding here; the subgraphs of a gm.code printout are not printed (FX904 notes).
# An older gm.code printout without annotations: the .item() value handed to cond could be a
# SymInt or a SymFloat, and the printout does not say, so it is not judged. The flex_attention
# call passes a SymInt buffer, which the newest PyTorch accepts.
def forward(self, x_1, y_1, bias_1, kv_num_blocks_1, kv_indices_1, n_1: "Sym(s2)"):
    sum_1 = torch.ops.aten.sum.default(y_1)
    item = torch.ops.aten.item.default(sum_1);  sum_1 = None
    gt = torch.ops.aten.gt.Scalar(x_1.sum(), 0)
    true_graph_0 = self.true_graph_0  # expect: FX904
    false_graph_0 = self.false_graph_0  # expect: FX904
    conditional = torch.ops.higher_order.cond(gt, true_graph_0, false_graph_0, [x_1, item]);  gt = true_graph_0 = false_graph_0 = item = None
    getitem = conditional[0];  conditional = None
    sdpa_score0 = self.sdpa_score0  # expect: FX904
    sdpa_mask0 = self.sdpa_mask0  # expect: FX904
    flex_attention = torch.ops.higher_order.flex_attention(getitem, x_1, x_1, sdpa_score0, (kv_num_blocks_1, kv_indices_1, None, None, kv_num_blocks_1, kv_indices_1, None, None, 128, 128, sdpa_mask0), 0.125, {'OUTPUT_LOGSUMEXP': False}, (bias_1, n_1), ());  sdpa_score0 = sdpa_mask0 = None
    getitem_1 = flex_attention[0];  flex_attention = None
    return getitem_1
