# Dynamo output graph: the branches return different numbers of tensors; Dynamo compares the
# pytree structures of the branch outputs.
class GraphModule(torch.nn.Module):
    def forward(self, s0: "Sym(s0)", L_x_: "f32[s0, 3]"):
        l_x_ = L_x_

        # File: /home/user/model.py:30 in forward, code: return torch.cond(x.shape[0] > 4, f_pair, f_single, (x,))
        gt: "Sym(s0 > 4)" = s0 > 4
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(gt, cond_true_0, cond_false_0, (l_x_, s0));  gt = cond_true_0 = cond_false_0 = l_x_ = s0 = None
        getitem: "f32[s0, 3]" = cond[0]
        getitem_1: "f32[s0, 3]" = cond[1];  cond = None
        return (getitem, getitem_1)

    class cond_true_0(torch.nn.Module):
        def forward(self, l_x_: "f32[s0, 3]", s0: "Sym(s0)"):
            l_x__1 = l_x_

            # File: /home/user/model.py:12 in f_pair, code: return x.sin(), x.cos()
            sin: "f32[s0, 3]" = l_x__1.sin()
            cos: "f32[s0, 3]" = l_x__1.cos();  l_x__1 = None
            return (sin, cos)

    class cond_false_0(torch.nn.Module):
        def forward(self, l_x_: "f32[s0, 3]", s0: "Sym(s0)"):
            l_x__1 = l_x_

            # File: /home/user/model.py:15 in f_single, code: return (x + 1,)
            add: "f32[s0, 3]" = l_x__1 + 1;  l_x__1 = None
            return (add,)  # expect: FX401 {{returns 2, false branch 'cond_false_0' returns 1}} {{"torch.cond: differing branch outputs" ("Expected branches to return the same pytree structure.")}}
