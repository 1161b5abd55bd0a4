# expect-none
# Dynamo output graph of scans PyTorch accepts: two init leaves and two xs leaves with a
# symbolic leading size, and an associative_scan over a one-dimensional xs.
class GraphModule(torch.nn.Module):
    def forward(self, s0: "Sym(s0)", L_h_: "f32[4][1]cpu", L_n_: "f32[][]cpu", L_xs_: "f32[s0, 4][4, 1]cpu", L_ws_: "f32[s0][1]cpu", L_v_: "f32[7][1]cuda:0"):
        l_h_ = L_h_
        l_n_ = L_n_
        l_xs_ = L_xs_
        l_ws_ = L_ws_
        l_v_ = L_v_

        # File: /home/user/model.py:30 in forward, code: (h, n), ys = scan(step, (h, n), (xs, ws))
        scan_combine_fn_0 = self.scan_combine_fn_0
        scan = torch.ops.higher_order.scan(scan_combine_fn_0, [l_h_, l_n_], [l_xs_, l_ws_], []);  scan_combine_fn_0 = l_h_ = l_n_ = l_xs_ = l_ws_ = None
        h: "f32[4][1]cpu" = scan[0]
        n: "f32[][]cpu" = scan[1]
        ys: "f32[s0, 4][4, 1]cpu" = scan[2];  scan = None

        # File: /home/user/model.py:31 in forward, code: s = associative_scan(add, v, 0)
        associative_scan_combine_fn_0 = self.associative_scan_combine_fn_0
        associative_scan = torch.ops.higher_order.associative_scan(associative_scan_combine_fn_0, [l_v_], ());  associative_scan_combine_fn_0 = l_v_ = None
        s: "f32[7][1]cuda:0" = associative_scan[0];  associative_scan = None
        return (h, n, ys, s)

    class scan_combine_fn_0(torch.nn.Module):
        def forward(self, child: "f32[4][1]cpu", child_1: "f32[][]cpu", child_2: "f32[4][1]cpu", child_3: "f32[][]cpu"):
            # File: /home/user/model.py:10 in step, code: h = h + x * w; n = n + w; return (h, n), h.clone()
            mul: "f32[4][1]cpu" = child_2 * child_3;  child_2 = None
            add: "f32[4][1]cpu" = child + mul;  child = mul = None
            add_1: "f32[][]cpu" = child_1 + child_3;  child_1 = child_3 = None
            clone: "f32[4][1]cpu" = add.clone()
            return [add, add_1, clone]

    class associative_scan_combine_fn_0(torch.nn.Module):
        def forward(self, child: "f32[][]cuda:0", child_1: "f32[][]cuda:0"):
            # File: /home/user/model.py:14 in add, code: return x + y
            add: "f32[][]cuda:0" = child + child_1;  child = child_1 = None
            return (add,)
