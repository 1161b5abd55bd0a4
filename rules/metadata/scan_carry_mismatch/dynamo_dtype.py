# Dynamo output graph: the scan combine_fn casts its carry to int64.
class GraphModule(torch.nn.Module):
    def forward(self, L_init_: "f32[4]", L_xs_: "f32[10, 4]"):
        l_init_ = L_init_
        l_xs_ = L_xs_

        # File: /home/user/model.py:20 in forward, code: return scan(combine_long, init, xs)
        scan_combine_fn_0 = self.scan_combine_fn_0
        scan = torch.ops.higher_order.scan(scan_combine_fn_0, [l_init_], [l_xs_], []);  scan_combine_fn_0 = l_init_ = l_xs_ = None
        getitem: "f32[4]" = scan[0]
        getitem_1: "f32[10, 4]" = scan[1];  scan = None
        return (getitem, getitem_1)

    class scan_combine_fn_0(torch.nn.Module):
        def forward(self, child: "f32[4]", child_1: "f32[4]"):
            # File: /home/user/model.py:5 in combine_long, code: c = (carry + x).to(torch.int64)
            add: "f32[4]" = child + child_1;  child = child_1 = None
            c: "i64[4]" = add.to(torch.int64)  # expect: FX404 {{carry 0 'c' (i64[4]) does not match init 0 'l_init_' (f32[4])}} {{pair[0] differ in 'dtype: torch.float32 vs torch.int64'}}

            # File: /home/user/model.py:6 in combine_long, code: return c, carry + x
            return (c, add)
