# expect-config: --capture-dynamic-output-shape-ops
# Dynamo dialect: the while_loop body filters its carried tensor with a boolean mask, and a
# scan combine_fn builds its carry from .item() (new size u1 against the init's 3).
class GraphModule(torch.nn.Module):
    def forward(self, L_it_: "i64[]", L_x_: "f32[8]", L_init_: "f32[3]", L_xs_: "i64[5]"):
        l_it_ = L_it_
        l_x_ = L_x_
        l_init_ = L_init_
        l_xs_ = L_xs_

        # File: /home/user/model.py:14 in forward, code: it, x = torch.while_loop(cond_fn, body_fn, (it, x))
        cond_fn_0 = self.cond_fn_0
        body_fn_0 = self.body_fn_0
        while_loop = torch.ops.higher_order.while_loop(cond_fn_0, body_fn_0, (l_it_, l_x_), ());  cond_fn_0 = body_fn_0 = l_it_ = l_x_ = None
        getitem: "i64[]" = while_loop[0]
        getitem_1: "f32[8]" = while_loop[1];  while_loop = None

        # File: /home/user/model.py:15 in forward, code: c, ys = scan(combine, init, xs)
        scan_combine_fn_0 = self.scan_combine_fn_0
        scan = torch.ops.higher_order.scan(scan_combine_fn_0, [l_init_], [l_xs_], []);  scan_combine_fn_0 = l_init_ = l_xs_ = None
        getitem_2: "f32[3]" = scan[0]
        getitem_3: "i64[5]" = scan[1];  scan = None
        return (getitem, getitem_1, getitem_2, getitem_3)

    class cond_fn_0(torch.nn.Module):
        def forward(self, l_it_: "i64[]", l_x_: "f32[8]"):
            lt: "b8[]" = l_it_ < 3;  l_it_ = None
            return lt

    class body_fn_0(torch.nn.Module):
        def forward(self, l_it_: "i64[]", l_x_: "f32[8]"):
            # File: /home/user/model.py:7 in body_fn, code: return it + 1, x[x > 0]
            add: "i64[]" = l_it_ + 1;  l_it_ = None
            gt: "b8[8]" = l_x_ > 0
            getitem: "f32[u0]" = l_x_[gt];  l_x_ = gt = None
            return (add, getitem)  # expect: FX303 {{torch.while_loop body_fn 'body_fn_0'}} {{carried input 1 'l_x_'}} {{u0}} {{Expected body_fn_output and carried_inputs}}

    class scan_combine_fn_0(torch.nn.Module):
        def forward(self, l_init_: "f32[3]", l_xs_: "i64[]"):
            # File: /home/user/model.py:10 in combine, code: n = x.item(); return torch.ones(n), x.clone()
            item: "Sym(u1)" = l_xs_.item()
            ones: "f32[u1]" = torch.ones(item);  item = None
            clone: "i64[]" = l_xs_.clone();  l_xs_ = None
            return (ones, clone)  # expect: FX303 {{combine_fn 'scan_combine_fn_0'}} {{init 0 'l_init_'}} {{'item'}} {{Expected init and carry}}
