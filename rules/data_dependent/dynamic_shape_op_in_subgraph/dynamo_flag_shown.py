# expect-none
# Dynamo dialect: the graph itself proves capture_dynamic_output_shape_ops was on. Dynamo kept
# the top-level nonzero in the graph instead of breaking it, which it only does with the flag
# set, so the nonzero inside the cond branch traced as well.
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[8]"):
        l_x_ = L_x_

        # File: /home/user/model.py:10 in forward, code: nz = x.nonzero()
        nz: "i64[u0, 1]" = l_x_.nonzero()
        sym_size_int: "Sym(u0)" = torch.ops.aten.sym_size.int(nz, 0)
        gt: "Sym(u0 > 3)" = sym_size_int > 3;  sym_size_int = None

        # File: /home/user/model.py:11 in forward, code: return torch.cond(nz.shape[0] > 3, true_fn, false_fn, (x,))
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(gt, cond_true_0, cond_false_0, (l_x_,));  gt = cond_true_0 = cond_false_0 = l_x_ = None
        getitem: "f32[]" = cond[0];  cond = None
        return (getitem, nz)

    class cond_true_0(torch.nn.Module):
        def forward(self, l_x_: "f32[8]"):
            l_x__1 = l_x_
            nonzero: "i64[u1, 1]" = l_x__1.nonzero()
            sum_1: "i64[]" = nonzero.sum();  nonzero = None
            sum_2: "f32[]" = l_x__1.sum();  l_x__1 = None
            add: "f32[]" = sum_1 + sum_2;  sum_1 = sum_2 = None
            return (add,)

    class cond_false_0(torch.nn.Module):
        def forward(self, l_x_: "f32[8]"):
            l_x__1 = l_x_
            sum_1: "f32[]" = l_x__1.sum();  l_x__1 = None
            return (sum_1,)
