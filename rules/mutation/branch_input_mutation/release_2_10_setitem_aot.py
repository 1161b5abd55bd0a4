# PyTorch 2.10, torch.compile with AOTAutograd: Dynamo let the item assignment through, but
# AOTAutograd's functionalization finds the write (measured 2.9.1 and 2.10.0:
# cond_mut_setitem.*.compile_aot_eager), in its own words.
# expect-config: --target 2.10 --grad enabled --capture compile
class GraphModule(torch.nn.Module):
    def forward(self, L_p_: "b8[][]cpu", L_x_: "f32[4, 4][4, 1]cpu"):
        l_p_ = L_p_
        l_x_ = L_x_

        # File: /venv/lib/python3.11/site-packages/torch/_higher_order_ops/cond.py:170 in cond, code: return cond_op(pred, true_fn, false_fn, operands)
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(l_p_, cond_true_0, cond_false_0, (l_x_,));  l_p_ = cond_true_0 = cond_false_0 = l_x_ = None
        getitem: "f32[4, 4][4, 1]cpu" = cond[0];  cond = None
        return (getitem,)

    class cond_true_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 4][4, 1]cpu"):
            l_x__1 = l_x_

            # File: tests/conformance/programs/cond_mut_setitem.py:13 in true_fn, code: x[0] = 0.0
            l_x__1[0] = 0.0;  setitem = l_x__1;  setitem = None  # expect: FX101 {{"cond_true might be modifying the input!"}}

            # File: tests/conformance/programs/cond_mut_setitem.py:14 in true_fn, code: return x.sin()
            sin: "f32[4, 4][4, 1]cpu" = l_x__1.sin();  l_x__1 = None
            return (sin,)

    class cond_false_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 4][4, 1]cpu"):
            l_x__1 = l_x_

            # File: tests/conformance/programs/cond_mut_setitem.py:17 in false_fn, code: return x.cos()
            cos: "f32[4, 4][4, 1]cpu" = l_x__1.cos();  l_x__1 = None
            return (cos,)

