# expect-none
# Dynamo output graph, legal: a cumulative sum whose carry keeps the init's shape, while the
# ys output is a different shape and dtype (ys are not compared with anything).
class GraphModule(torch.nn.Module):
    def forward(self, L_init_: "f32[4]", L_xs_: "f32[10, 4]"):
        l_init_ = L_init_
        l_xs_ = L_xs_

        # File: /home/user/model.py:20 in forward, code: return scan(combine_fn, init, xs)
        scan_combine_fn_0 = self.scan_combine_fn_0
        scan = torch.ops.higher_order.scan(scan_combine_fn_0, [l_init_], [l_xs_], []);  scan_combine_fn_0 = l_init_ = l_xs_ = None
        getitem: "f32[4]" = scan[0]
        getitem_1: "b8[10]" = scan[1];  scan = None
        return (getitem, getitem_1)

    class scan_combine_fn_0(torch.nn.Module):
        def forward(self, child: "f32[4]", child_1: "f32[4]"):
            # File: /home/user/model.py:5 in combine_fn, code: c = carry + x
            c: "f32[4]" = child + child_1;  child = child_1 = None

            # File: /home/user/model.py:6 in combine_fn, code: return c, (c > 0).all()
            gt: "b8[4]" = c > 0
            all_1: "b8[]" = gt.all();  gt = None
            return (c, all_1)
