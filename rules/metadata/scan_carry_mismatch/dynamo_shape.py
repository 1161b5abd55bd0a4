# Dynamo output graph: the carry broadcasts against the xs slice and grows from [4, 1] to
# [4, 4].
class GraphModule(torch.nn.Module):
    def forward(self, L_init_: "f32[4, 1]", L_xs_: "f32[10, 4]"):
        l_init_ = L_init_
        l_xs_ = L_xs_

        # File: /home/user/model.py:30 in forward, code: a = scan(combine_outer, init, xs)
        scan_combine_fn_0 = self.scan_combine_fn_0
        scan = torch.ops.higher_order.scan(scan_combine_fn_0, [l_init_], [l_xs_], []);  scan_combine_fn_0 = None
        getitem: "f32[4, 1]" = scan[0]
        getitem_1: "f32[10, 4, 4]" = scan[1];  scan = None
        return (getitem, getitem_1)

    class scan_combine_fn_0(torch.nn.Module):
        def forward(self, child: "f32[4, 1]", child_1: "f32[4]"):
            # File: /home/user/model.py:5 in combine_outer, code: c = carry * x
            c: "f32[4, 4]" = child * child_1;  child = child_1 = None  # expect: FX404 {{carry 0 'c' (f32[4, 4]) does not match init 0 'l_init_' (f32[4, 1])}} {{'shape: torch.Size([4, 1]) vs torch.Size([4, 4])'}}

            # File: /home/user/model.py:6 in combine_outer, code: return c, c.clone()
            clone: "f32[4, 4]" = c.clone()
            return (c, clone)
