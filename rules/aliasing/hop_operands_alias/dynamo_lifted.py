# expect-none
# Dynamo dialect: each branch lifted the same closure tensor (`ones`) for itself and the merged
# operand list repeats it; each branch reads only its own copy, so no subgraph sees aliasing.
class GraphModule(torch.nn.Module):
    def forward(self, L_pred_: "b8[]", L_x_: "f32[6, 4]"):
        l_pred_ = L_pred_
        l_x_ = L_x_
        ones: "f32[6, 4]" = torch.ones(6, 4)
        ones_1: "f32[6, 4]" = torch.ones(6, 4)
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(l_pred_, cond_true_0, cond_false_0, [l_x_, ones, ones_1, ones]);  l_pred_ = cond_true_0 = cond_false_0 = l_x_ = ones = ones_1 = None
        getitem: "f32[6, 4]" = cond[0];  cond = None
        return (getitem,)

    class cond_true_0(torch.nn.Module):
        def forward(self, l_x_: "f32[6, 4]", ones_true_branch: "f32[6, 4]", ones_1_true_branch: "f32[6, 4]", ones_false_branch: "f32[6, 4]"):
            add: "f32[6, 4]" = l_x_ + ones_true_branch;  l_x_ = ones_true_branch = None
            add_1: "f32[6, 4]" = add + ones_1_true_branch;  add = ones_1_true_branch = None
            return (add_1,)

    class cond_false_0(torch.nn.Module):
        def forward(self, l_x_: "f32[6, 4]", ones_true_branch: "f32[6, 4]", ones_1_true_branch: "f32[6, 4]", ones_false_branch: "f32[6, 4]"):
            sub: "f32[6, 4]" = l_x_ - ones_false_branch;  l_x_ = ones_false_branch = None
            return (sub,)
