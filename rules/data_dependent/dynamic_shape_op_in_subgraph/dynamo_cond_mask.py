# Dynamo dialect: x[mask] with a bool mask and torch.nonzero inside torch.cond branches. A graph
# torch.compile printed shows Dynamo traced both (fullgraph=True, or
# capture_dynamic_output_shape_ops): PyTorch accepted it, nothing to say.
# expect-none
class GraphModule(torch.nn.Module):
    def forward(self, L_pred_: "b8[]", L_x_: "f32[8]", L_mask_: "b8[8]"):
        l_pred_ = L_pred_
        l_x_ = L_x_
        l_mask_ = L_mask_

        # File: /home/user/model.py:12 in forward, code: return torch.cond(pred, true_fn, false_fn, (x, mask))
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(l_pred_, cond_true_0, cond_false_0, (l_mask_, l_x_));  l_pred_ = cond_true_0 = cond_false_0 = l_mask_ = l_x_ = None
        getitem: "f32[]" = cond[0];  cond = None
        return (getitem,)

    class cond_true_0(torch.nn.Module):
        def forward(self, l_mask_: "b8[8]", l_x_: "f32[8]"):
            l_mask__1 = l_mask_
            l_x__1 = l_x_

            # File: /home/user/model.py:5 in true_fn, code: return x[mask].sum()
            getitem: "f32[u0]" = l_x__1[l_mask__1];  l_x__1 = l_mask__1 = None
            sum_1: "f32[]" = getitem.sum();  getitem = None
            return (sum_1,)

    class cond_false_0(torch.nn.Module):
        def forward(self, l_mask_: "b8[8]", l_x_: "f32[8]"):
            l_mask__1 = l_mask_
            l_x__1 = l_x_

            # File: /home/user/model.py:8 in false_fn, code: return torch.nonzero(x).sum() * 1.0
            nonzero: "i64[u1, 1]" = torch.nonzero(l_x__1);  l_x__1 = None
            sum_1: "i64[]" = nonzero.sum();  nonzero = None
            mul: "f32[]" = sum_1 * 1.0;  sum_1 = None
            return (mul,)
