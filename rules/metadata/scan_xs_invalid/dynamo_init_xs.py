# Dynamo output graph: a scan whose init is a SymInt (a size), one whose xs holds an int, and
# an associative_scan called with no xs at all.
class GraphModule(torch.nn.Module):
    def forward(self, s0: "Sym(s0)", L_init_: "f32[4][1]cpu", L_xs_: "f32[s0, 4][4, 1]cpu"):
        l_init_ = L_init_
        l_xs_ = L_xs_

        # File: /home/user/model.py:30 in forward, code: n, ys = scan(count, xs.shape[0], xs)
        scan_combine_fn_0 = self.scan_combine_fn_0
        scan = torch.ops.higher_order.scan(scan_combine_fn_0, [s0], [l_xs_], []);  scan_combine_fn_0 = None  # expect: FX411 {{torch.scan init[0], 's0' (Sym(s0)), is a SymInt, not a tensor; PyTorch: "All init leaves must be a Tensor but got s0"}}
        n = scan[0]
        ys: "f32[s0, 4][4, 1]cpu" = scan[1];  scan = None

        # File: /home/user/model.py:31 in forward, code: c, ys2 = scan(step, init, (xs, 3))
        scan_combine_fn_1 = self.scan_combine_fn_1
        scan_1 = torch.ops.higher_order.scan(scan_combine_fn_1, [l_init_], [l_xs_, 3], []);  scan_combine_fn_1 = l_init_ = l_xs_ = None  # expect: FX411 {{torch.scan xs[1], the literal 3, is an int, not a tensor; PyTorch: "All xs leaves must be a Tensor but got 3"}}
        c: "f32[4][1]cpu" = scan_1[0]
        ys2: "f32[s0, 4][4, 1]cpu" = scan_1[1];  scan_1 = None

        # File: /home/user/model.py:32 in forward, code: out = associative_scan(add, [], 0)
        associative_scan_combine_fn_0 = self.associative_scan_combine_fn_0
        associative_scan = torch.ops.higher_order.associative_scan(associative_scan_combine_fn_0, [], ());  associative_scan_combine_fn_0 = None  # expect: FX411 {{torch.associative_scan is called without xs; PyTorch: "Expected at least 1 xs leaf"}}
        return (n, ys, c, ys2)

    class scan_combine_fn_0(torch.nn.Module):
        def forward(self, s0: "Sym(s0)", child: "f32[4][1]cpu"):
            # File: /home/user/model.py:10 in count, code: return n, x.sin()
            sin: "f32[4][1]cpu" = child.sin();  child = None
            return [s0, sin]

    class scan_combine_fn_1(torch.nn.Module):
        def forward(self, child: "f32[4][1]cpu", child_1: "f32[4][1]cpu", k):
            # File: /home/user/model.py:13 in step, code: c = c + x * k; return c, c.clone()
            mul: "f32[4][1]cpu" = child_1 * k;  child_1 = k = None
            add: "f32[4][1]cpu" = child + mul;  child = mul = None
            clone: "f32[4][1]cpu" = add.clone()
            return [add, clone]

    class associative_scan_combine_fn_0(torch.nn.Module):
        def forward(self):
            return ()
