# PyTorch 2.13, torch.compile with AOTAutograd under torch.no_grad(): the false branch returns the
# result of add_ on its input. The write makes AOTAutograd auto-functionalize the cond
# (pytorch#172836, 2.12), so its alias check never runs: accepted. 2.11: release_2_11_cond_write_return.py.
# expect-config: --grad no-grad --capture compile
# expect-none
class GraphModule(torch.nn.Module):
    def forward(self, L_p_: "b8[][]cpu", L_x_: "f32[4, 4][4, 1]cpu"):
        l_p_ = L_p_
        l_x_ = L_x_

        # File: tests/conformance/programs/cond_false_mut_direct.py:18 in forward, code: return torch.cond(p, true_fn, false_fn, (x,))
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(l_p_, cond_true_0, cond_false_0, (l_x_,));  l_p_ = cond_true_0 = cond_false_0 = l_x_ = None
        getitem: "f32[4, 4][4, 1]cpu" = cond[0];  cond = None
        return (getitem,)

    class cond_true_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 4][4, 1]cpu"):
            l_x__1 = l_x_

            # File: tests/conformance/programs/cond_false_mut_direct.py:13 in true_fn, code: return x.sin()
            sin: "f32[4, 4][4, 1]cpu" = l_x__1.sin();  l_x__1 = None
            return (sin,)

    class cond_false_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 4][4, 1]cpu"):
            l_x__1 = l_x_

            # File: tests/conformance/programs/cond_false_mut_direct.py:16 in false_fn, code: return x.add_(1)
            add_: "f32[4, 4][4, 1]cpu" = l_x__1.add_(1);  l_x__1 = None
            return (add_,)
