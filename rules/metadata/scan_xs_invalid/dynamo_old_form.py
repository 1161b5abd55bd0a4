# expect-none
# An early-2025 Dynamo graph whose scan still prints dim and reverse: scanning dim 1 of a 2-D
# xs in reverse, with a lifted SymInt as an additional input.
class GraphModule(torch.nn.Module):
    def forward(self, s1: "Sym(s1)", L_init_: "f32[3][1]cpu", L_xs_: "f32[3, s1][s1, 1]cpu"):
        l_init_ = L_init_
        l_xs_ = L_xs_

        # File: /home/user/model.py:30 in forward, code: c, ys = scan(step, init, xs, dim=1, reverse=True)
        scan_combine_fn_0 = self.scan_combine_fn_0
        scan = torch.ops.higher_order.scan(scan_combine_fn_0, [l_init_], [l_xs_], 1, True, [s1]);  scan_combine_fn_0 = l_init_ = l_xs_ = s1 = None
        c: "f32[3][1]cpu" = scan[0]
        ys: "f32[3, s1][s1, 1]cpu" = scan[1];  scan = None
        return (c, ys)

    class scan_combine_fn_0(torch.nn.Module):
        def forward(self, child: "f32[3][1]cpu", child_1: "f32[3][1]cpu", s1: "Sym(s1)"):
            # File: /home/user/model.py:10 in step, code: c = c + x / n; return c, c.clone()
            truediv: "f32[3][1]cpu" = child_1 / s1;  child_1 = s1 = None
            add: "f32[3][1]cpu" = child + truediv;  child = truediv = None
            clone: "f32[3][1]cpu" = add.clone()
            return [add, clone]
