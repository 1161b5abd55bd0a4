# Dynamo output graph: a combine_fn written with Tensor methods: mm (a core ATen op that is
# not pointwise) and advanced indexing with a tensor of positions (aten.index.Tensor).
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[10, 4, 4][16, 4, 1]cuda:0", L_w_: "f32[4, 4][4, 1]cuda:0", L_perm_: "i64[4][1]cuda:0"):
        l_x_ = L_x_
        l_w_ = L_w_
        l_perm_ = L_perm_

        # File: /home/user/model.py:20 in forward, code: return associative_scan(combine, x, dim=0)
        associative_scan_combine_fn_0 = self.associative_scan_combine_fn_0
        associative_scan = torch.ops.higher_order.associative_scan(associative_scan_combine_fn_0, [l_x_], (l_w_, l_perm_));  associative_scan_combine_fn_0 = l_x_ = l_w_ = l_perm_ = None
        getitem: "f32[10, 4, 4][16, 4, 1]cuda:0" = associative_scan[0];  associative_scan = None
        return (getitem,)

    class associative_scan_combine_fn_0(torch.nn.Module):
        def forward(self, child: "f32[4, 4][4, 1]cuda:0", child_1: "f32[4, 4][4, 1]cuda:0", l_w_: "f32[4, 4][4, 1]cuda:0", l_perm_: "i64[4][1]cuda:0"):
            # File: /home/user/model.py:12 in combine, code: return x.mm(W) + y[perm]
            mm: "f32[4, 4][4, 1]cuda:0" = child.mm(l_w_);  child = l_w_ = None  # expect: FX410 {{calls method mm ('mm'), which is not a pointwise op; PyTorch:}}
            getitem: "f32[4, 4][4, 1]cuda:0" = child_1[l_perm_];  child_1 = l_perm_ = None  # expect: FX410 {{calls operator.getitem ('getitem')}}
            add: "f32[4, 4][4, 1]cuda:0" = mm + getitem;  mm = getitem = None
            return (add,)
