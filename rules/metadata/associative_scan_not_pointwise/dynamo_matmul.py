# Dynamo output graph: the combine_fn uses `x @ W` (matmul, never pointwise), torch.sum (a
# reduction, neither tagged pointwise nor a core op: PyTorch re-traces combine_fn into ATen ops
# before checking, so that one is only a warning) and F.softplus, tagged pointwise in 2.13.
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[10, 4, 4][16, 4, 1]cuda:0", L_w_: "f32[4, 4][4, 1]cuda:0"):
        l_x_ = L_x_
        l_w_ = L_w_

        # File: /home/user/model.py:20 in forward, code: return associative_scan(combine, x, dim=0)
        associative_scan_combine_fn_0 = self.associative_scan_combine_fn_0
        associative_scan = torch.ops.higher_order.associative_scan(associative_scan_combine_fn_0, [l_x_], (l_w_,));  associative_scan_combine_fn_0 = l_x_ = l_w_ = None
        getitem: "f32[10, 4, 4][16, 4, 1]cuda:0" = associative_scan[0];  associative_scan = None
        return (getitem,)

    class associative_scan_combine_fn_0(torch.nn.Module):
        def forward(self, child: "f32[4, 4][4, 1]cuda:0", child_1: "f32[4, 4][4, 1]cuda:0", l_w_: "f32[4, 4][4, 1]cuda:0"):
            # File: /home/user/model.py:12 in combine, code: h = x @ W + y * torch.sum(y)
            matmul: "f32[4, 4][4, 1]cuda:0" = child @ l_w_;  child = l_w_ = None  # expect: FX410 {{calls operator.matmul ('matmul'), which is not a pointwise op; PyTorch:}}
            sum_1: "f32[][]cuda:0" = torch.sum(child_1)  # expect: FX410 {{calls torch.sum ('sum_1'), which is not a pointwise op; PyTorch:}}
            mul: "f32[4, 4][4, 1]cuda:0" = child_1 * sum_1;  child_1 = sum_1 = None
            add: "f32[4, 4][4, 1]cuda:0" = matmul + mul;  matmul = mul = None

            # File: /home/user/model.py:13 in combine, code: return F.softplus(h)
            softplus: "f32[4, 4][4, 1]cuda:0" = torch.nn.functional.softplus(add);  add = None  # pointwise in 2.13's registry (tags: pointwise): no finding
            return (softplus,)
