# Dynamo output graph: one torch.cond whose branches return None beside a tensor, and one whose
# branches return the size of x (a SymInt). Dynamo's cond accepts only tensors and int
# constants from branches.
class GraphModule(torch.nn.Module):
    def forward(self, s0: "Sym(s0)", L_x_: "f32[s0, 4][4, 1]cpu", L_pred_: "b8[][]cpu"):
        l_x_ = L_x_
        l_pred_ = L_pred_

        # File: /home/user/model.py:30 in forward, code: y, aux = torch.cond(pred, f, g, (x,))
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(l_pred_, cond_true_0, cond_false_0, (l_x_,));  cond_true_0 = cond_false_0 = None
        y: "f32[s0, 4][4, 1]cpu" = cond[0]
        aux = cond[1];  cond = None

        # File: /home/user/model.py:31 in forward, code: n = torch.cond(pred, lambda x: x.shape[0], lambda x: x.shape[0] - 1, (x,))
        cond_true_1 = self.cond_true_1
        cond_false_1 = self.cond_false_1
        cond_1 = torch.ops.higher_order.cond(l_pred_, cond_true_1, cond_false_1, (l_x_, s0));  l_pred_ = cond_true_1 = cond_false_1 = l_x_ = s0 = None
        n: "Sym(u0)" = cond_1[0];  cond_1 = None
        return (y, n)

    class cond_true_0(torch.nn.Module):
        def forward(self, l_x_: "f32[s0, 4][4, 1]cpu"):
            l_x__1 = l_x_

            # File: /home/user/model.py:5 in f, code: return x.sin(), None
            sin: "f32[s0, 4][4, 1]cpu" = l_x__1.sin();  l_x__1 = None
            return (sin, None)  # expect: FX409 {{torch.cond true branch 'cond_true_0' output 1, the literal None, is None}} {{"torch.cond: unsupported branch return type (constant non-int)" ("Constants returned from branches must be ints.")}}

    class cond_false_0(torch.nn.Module):
        def forward(self, l_x_: "f32[s0, 4][4, 1]cpu"):
            l_x__1 = l_x_

            # File: /home/user/model.py:8 in g, code: return x.cos(), None
            cos: "f32[s0, 4][4, 1]cpu" = l_x__1.cos();  l_x__1 = None
            return (cos, None)  # expect: FX409 {{false branch 'cond_false_0' output 1, the literal None, is None}}

    class cond_true_1(torch.nn.Module):
        def forward(self, l_x_: "f32[s0, 4][4, 1]cpu", s0: "Sym(s0)"):
            return (s0,)  # expect: FX409 {{true branch 'cond_true_1' output 0, 's0' (Sym(s0)), is a SymInt}} {{"torch.cond: unsupported branch return type" ("Expected branches to return a possibly nested pytree of tensors or constant ints.")}}

    class cond_false_1(torch.nn.Module):
        def forward(self, l_x_: "f32[s0, 4][4, 1]cpu", s0: "Sym(s0)"):
            # File: /home/user/model.py:31 in <lambda>, code: x.shape[0] - 1
            sub: "Sym(s0 - 1)" = s0 - 1;  s0 = None  # expect: FX409 {{false branch 'cond_false_1' output 0, 'sub' (Sym(s0 - 1)), is a SymInt}}
            return (sub,)
