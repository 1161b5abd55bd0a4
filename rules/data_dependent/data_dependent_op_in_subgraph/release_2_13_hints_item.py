# PyTorch 2.13, torch.compile with AOTAutograd: .item() in a hints_wrapper body makes an unbacked
# float the body does not return, and hints_wrapper does not lift it out (measured: conformance
# case hints_dd_item.enabled.compile_aot_eager). Not measured before 2.13: release_2_12_hints_item.py.
# expect-config: --capture compile
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
            item: "Sym(zuf0)" = sum_1.item();  sum_1 = None  # expect: FX302 {{'item' (aten.item.default) makes a data-dependent scalar in torch.ops.higher_order.hints_wrapper subgraph 'hints_wrapper_body_0', which does not return it}} {{"Pending unbacked symbols {...} not in returned outputs"}}

            # File: tests/conformance/programs/hints_dd_item.py:15 in f, code: return x + s
            add: "f32[4, 4][4, 1]cpu" = l_x_ + item;  l_x_ = item = None
            return (add,)
