# Dynamo output graph: a scan over an xs that is empty along the scan dimension (Dynamo's own
# check reads the first xs leaf), and an associative_scan over a 0-dim tensor.
# expect-config: --target 2.13
# (2.14 runs a scan over zero steps: release_2_14_zero_size.py)
class GraphModule(torch.nn.Module):
    def forward(self, L_init_: "f32[4][1]cpu", L_xs_: "f32[0, 4][4, 1]cpu", L_v_: "f32[][]cuda:0"):
        l_init_ = L_init_
        l_xs_ = L_xs_
        l_v_ = L_v_

        # File: /home/user/model.py:30 in forward, code: c, ys = scan(step, init, xs)
        scan_combine_fn_0 = self.scan_combine_fn_0
        scan = torch.ops.higher_order.scan(scan_combine_fn_0, [l_init_], [l_xs_], []);  scan_combine_fn_0 = l_init_ = l_xs_ = None  # expect: FX411 {{torch.scan xs[0], 'l_xs_' (f32[0, 4][4, 1]cpu), has size 0 along the scan dimension 0}} {{(Dynamo: "torch.scan: zero-sized tensor")}}
        c: "f32[4][1]cpu" = scan[0]
        ys: "f32[0, 4][4, 1]cpu" = scan[1];  scan = None

        # File: /home/user/model.py:31 in forward, code: s = associative_scan(add, v, 0)
        associative_scan_combine_fn_0 = self.associative_scan_combine_fn_0
        associative_scan = torch.ops.higher_order.associative_scan(associative_scan_combine_fn_0, [l_v_], ());  associative_scan_combine_fn_0 = l_v_ = None  # expect: FX411 {{torch.associative_scan xs[0], 'l_v_' (f32[][]cuda:0), has 0 dimensions, so it has no scan dimension 0}}
        s: "f32[][]cuda:0" = associative_scan[0];  associative_scan = None
        return (c, ys, s)

    class scan_combine_fn_0(torch.nn.Module):
        def forward(self, child: "f32[4][1]cpu", child_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:10 in step, code: c = c + x; return c, c.clone()
            add: "f32[4][1]cpu" = child + child_1;  child = child_1 = None
            clone: "f32[4][1]cpu" = add.clone()
            return [add, clone]

    class associative_scan_combine_fn_0(torch.nn.Module):
        def forward(self, child: "f32[][]cuda:0", child_1: "f32[][]cuda:0"):
            # File: /home/user/model.py:14 in add, code: return x + y
            add: "f32[][]cuda:0" = child + child_1;  child = child_1 = None
            return (add,)
