# Dynamo output graph: the body casts a carried tensor to float64, and returns a tensor where
# an int counter is carried.
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[4]"):
        l_x_ = L_x_

        # File: /home/user/model.py:20 in forward, code: n, y = while_loop(cond_fn, body_fn, (0, x))
        cond_fn_0 = self.cond_fn_0
        body_fn_0 = self.body_fn_0
        while_loop = torch.ops.higher_order.while_loop(cond_fn_0, body_fn_0, (0, l_x_), ());  cond_fn_0 = body_fn_0 = l_x_ = None
        getitem: "Sym(u1)" = while_loop[0]
        getitem_1: "f32[4]" = while_loop[1];  while_loop = None
        return (getitem, getitem_1)

    class cond_fn_0(torch.nn.Module):
        def forward(self, unbacked_symint: "Sym(u0)", l_x_: "f32[4]"):
            # File: /home/user/model.py:5 in cond_fn, code: return n < 10
            lt: "Sym(u0 < 10)" = unbacked_symint < 10;  unbacked_symint = None
            return lt

    class body_fn_0(torch.nn.Module):
        def forward(self, unbacked_symint: "Sym(u0)", l_x_: "f32[4]"):
            l_x__1 = l_x_

            # File: /home/user/model.py:8 in body_fn, code: return torch.tensor(n + 1), x.double()
            add: "Sym(u0 + 1)" = unbacked_symint + 1;  unbacked_symint = None
            tensor: "i64[]" = torch.tensor(add);  add = None  # expect: FX402 {{output 0 'tensor' (i64[]) does not match carried input 0 (the literal 0)}} {{pair[0] differ in type: i64[] vs 0}}
            double: "f64[4]" = l_x__1.double();  l_x__1 = None  # expect: FX402 {{pair[1] differ in 'dtype: torch.float64 vs torch.float32'}}
            return (tensor, double)
