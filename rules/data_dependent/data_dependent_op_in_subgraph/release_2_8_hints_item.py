# The same graph judged by 2.8, before the releases measured (2.9.1 and 2.13.0 reject it): no finding.
# expect-config: --target 2.8 --capture compile
# expect-none
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[4, 4][4, 1]cpu"):
        l_x_ = L_x_

        # File: tests/conformance/programs/hints_dd_item.py:17 in forward, code: return hints_wrapper(f, (x,), {}, hints={'outer_body': True})
        hints_wrapper_body_0 = self.hints_wrapper_body_0
        hints_wrapper = torch.ops.higher_order.hints_wrapper(hints_wrapper_body_0, (l_x_,), {}, hints = {'outer_body': True});  hints_wrapper_body_0 = l_x_ = None
        getitem: "f32[4, 4][4, 1]cpu" = hints_wrapper[0];  hints_wrapper = None
        return (getitem,)

    class hints_wrapper_body_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 4][4, 1]cpu"):
            # File: tests/conformance/programs/hints_dd_item.py:14 in f, code: s = x.sum().item()
            sum_1: "f32[][]cpu" = l_x_.sum()
            item: "Sym(zuf0)" = sum_1.item();  sum_1 = None

            # File: tests/conformance/programs/hints_dd_item.py:15 in f, code: return x + s
            add: "f32[4, 4][4, 1]cpu" = l_x_ + item;  l_x_ = item = None
            return (add,)
