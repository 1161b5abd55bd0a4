# expect-config: --capture-dynamic-output-shape-ops
# expect-none
# Dynamo dialect, legal: a carry whose unbacked size u0 came from before the loop and is kept;
# an int carry updated from .item() (ints are never compared); a scan y (stacked output, not a
# carry) of data-dependent size; and torch.cond branches returning different sizes, which the
# newest PyTorch merges into a new unbacked size.
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[8]", L_pred_: "b8[]", L_init_: "f32[3]", L_xs_: "f32[5, 3]"):
        l_x_ = L_x_
        l_pred_ = L_pred_
        l_init_ = L_init_
        l_xs_ = L_xs_
        nz: "i64[u0, 1]" = l_x_.nonzero()
        cond_fn_0 = self.cond_fn_0
        body_fn_0 = self.body_fn_0
        while_loop = torch.ops.higher_order.while_loop(cond_fn_0, body_fn_0, (0, nz), ());  cond_fn_0 = body_fn_0 = nz = None
        getitem: "Sym(u2)" = while_loop[0]
        getitem_1: "i64[u0, 1]" = while_loop[1];  while_loop = None
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(l_pred_, cond_true_0, cond_false_0, (l_x_,));  l_pred_ = cond_true_0 = cond_false_0 = l_x_ = None
        getitem_2: "f32[u3]" = cond[0];  cond = None
        scan_combine_fn_0 = self.scan_combine_fn_0
        scan = torch.ops.higher_order.scan(scan_combine_fn_0, [l_init_], [l_xs_], []);  scan_combine_fn_0 = l_init_ = l_xs_ = None
        getitem_3: "f32[3]" = scan[0]
        getitem_4: "f32[5, u4]" = scan[1];  scan = None
        return (getitem, getitem_1, getitem_2, getitem_3, getitem_4)

    class cond_fn_0(torch.nn.Module):
        def forward(self, unbacked_symint: "Sym(u1)", l_nz_: "i64[u0, 1]"):
            lt: "Sym(u1 < 3)" = unbacked_symint < 3;  unbacked_symint = None
            return lt

    class body_fn_0(torch.nn.Module):
        def forward(self, unbacked_symint: "Sym(u1)", l_nz_: "i64[u0, 1]"):
            sum_1: "i64[]" = l_nz_.sum()
            item: "Sym(u5)" = sum_1.item();  sum_1 = None
            add: "Sym(u1 + u5)" = unbacked_symint + item;  unbacked_symint = item = None
            add_1: "i64[u0, 1]" = l_nz_ + 1;  l_nz_ = None
            return (add, add_1)

    class cond_true_0(torch.nn.Module):
        def forward(self, l_x_: "f32[8]"):
            l_x__1 = l_x_
            getitem: "f32[4]" = l_x__1[slice(None, 4, None)];  l_x__1 = None
            clone: "f32[4]" = getitem.clone();  getitem = None
            return (clone,)

    class cond_false_0(torch.nn.Module):
        def forward(self, l_x_: "f32[8]"):
            l_x__1 = l_x_
            gt: "b8[8]" = l_x__1 > 0
            getitem: "f32[u6]" = l_x__1[gt];  l_x__1 = gt = None
            return (getitem,)

    class scan_combine_fn_0(torch.nn.Module):
        def forward(self, l_init_: "f32[3]", l_xs_: "f32[3]"):
            add: "f32[3]" = l_init_ + l_xs_;  l_init_ = None
            gt: "b8[3]" = l_xs_ > 0
            getitem: "f32[u7]" = l_xs_[gt];  l_xs_ = gt = None
            return (add, getitem)
