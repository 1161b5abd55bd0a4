# expect-none
# Dynamo output graph with dynamic sizes: two carries keep their symbolic shapes, and the
# lifted size s0 rides along as an additional input.
class GraphModule(torch.nn.Module):
    def forward(self, s0: "Sym(s0)", L_h_: "f32[s0, 3]", L_n_: "i64[]", L_xs_: "f32[7, s0, 3]"):
        l_h_ = L_h_
        l_n_ = L_n_
        l_xs_ = L_xs_

        # File: /home/user/model.py:30 in forward, code: return scan(combine_fn, (h, n), xs)
        scan_combine_fn_0 = self.scan_combine_fn_0
        scan = torch.ops.higher_order.scan(scan_combine_fn_0, [l_h_, l_n_], [l_xs_], [s0]);  scan_combine_fn_0 = l_h_ = l_n_ = l_xs_ = s0 = None
        getitem: "f32[s0, 3]" = scan[0]
        getitem_1: "i64[]" = scan[1]
        getitem_2: "f32[7, s0]" = scan[2];  scan = None
        return (getitem, getitem_1, getitem_2)

    class scan_combine_fn_0(torch.nn.Module):
        def forward(self, child: "f32[s0, 3]", child_1: "i64[]", child_2: "f32[s0, 3]", s0: "Sym(s0)"):
            # File: /home/user/model.py:5 in combine_fn, code: h = torch.tanh(h + x)
            add: "f32[s0, 3]" = child + child_2;  child = child_2 = None
            h: "f32[s0, 3]" = torch.tanh(add);  add = None

            # File: /home/user/model.py:6 in combine_fn, code: return (h, n + 1), h.sum(1)
            add_1: "i64[]" = child_1 + 1;  child_1 = None
            sum_1: "f32[s0]" = h.sum(1)
            return (h, add_1, sum_1)
