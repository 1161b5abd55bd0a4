# expect-none
# Dynamo output graph, legal: an int counter carried as 0 comes back as Sym(u0 + 1), and a
# carried tensor keeps its shape; the module's parameters ride along as additional inputs.
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[4, 8]", L_self_parameters_weight_: "f32[8, 8]"):
        l_x_ = L_x_
        l_self_parameters_weight_ = L_self_parameters_weight_

        # File: /home/user/model.py:20 in forward, code: n, y = while_loop(self.cond_fn, self.body_fn, (0, x))
        cond_fn_0 = self.cond_fn_0
        body_fn_0 = self.body_fn_0
        while_loop = torch.ops.higher_order.while_loop(cond_fn_0, body_fn_0, (0, l_x_), (l_self_parameters_weight_,));  cond_fn_0 = body_fn_0 = l_x_ = l_self_parameters_weight_ = None
        getitem: "Sym(u1)" = while_loop[0]
        getitem_1: "f32[4, 8]" = while_loop[1];  while_loop = None
        return (getitem, getitem_1)

    class cond_fn_0(torch.nn.Module):
        def forward(self, unbacked_symint: "Sym(u0)", l_x_: "f32[4, 8]", l_self_parameters_weight_: "f32[8, 8]"):
            # File: /home/user/model.py:5 in cond_fn, code: return n < 3
            lt: "Sym(u0 < 3)" = unbacked_symint < 3;  unbacked_symint = None
            return lt

    class body_fn_0(torch.nn.Module):
        def forward(self, unbacked_symint: "Sym(u0)", l_x_: "f32[4, 8]", l_self_parameters_weight_: "f32[8, 8]"):
            l_x__1 = l_x_

            # File: /home/user/model.py:8 in body_fn, code: return n + 1, torch.tanh(x @ self.weight)
            add: "Sym(u0 + 1)" = unbacked_symint + 1;  unbacked_symint = None
            matmul: "f32[4, 8]" = l_x__1 @ l_self_parameters_weight_;  l_x__1 = l_self_parameters_weight_ = None
            tanh: "f32[4, 8]" = torch.tanh(matmul);  matmul = None
            return (add, tanh)
