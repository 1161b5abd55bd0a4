# A cond branch writing its input under torch.no_grad(): rejected by 2.9's Dynamo, accepted by 2.13
# (pytorch#172836: Dynamo supports input mutation when grad is off; AOTAutograd auto-functionalizes it).
# Printed by PyTorch 2.13.0 (the dynamo_output_graph of tests/conformance/cases/2.13/cond_mut_direct/no_grad.compile_aot_eager.log,
# the conformance program tests/conformance/programs/cond_mut_direct.py run under torch.no_grad() with torch.compile(backend="aot_eager")).
class GraphModule(torch.nn.Module):
    def forward(self, L_p_: "b8[][]cpu", L_x_: "f32[4, 4][4, 1]cpu"):
        l_p_ = L_p_
        l_x_ = L_x_

        # File: tests/conformance/programs/cond_mut_direct.py:19 in forward, code: return torch.cond(p, true_fn, false_fn, (x,))
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(l_p_, cond_true_0, cond_false_0, (l_x_,));  l_p_ = cond_true_0 = cond_false_0 = l_x_ = None
        getitem: "f32[4, 4][4, 1]cpu" = cond[0];  cond = None
        return (getitem,)

    class cond_true_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 4][4, 1]cpu"):
            l_x__1 = l_x_

            # File: tests/conformance/programs/cond_mut_direct.py:13 in true_fn, code: x.add_(1)
            add_: "f32[4, 4][4, 1]cpu" = l_x__1.add_(1);  add_ = None  # expect-upgrade: gone FX101

            # File: tests/conformance/programs/cond_mut_direct.py:14 in true_fn, code: return x.sin()
            sin: "f32[4, 4][4, 1]cpu" = l_x__1.sin();  l_x__1 = None
            return (sin,)

    class cond_false_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 4][4, 1]cpu"):
            l_x__1 = l_x_

            # File: tests/conformance/programs/cond_mut_direct.py:17 in false_fn, code: return x.cos()
            cos: "f32[4, 4][4, 1]cpu" = l_x__1.cos();  l_x__1 = None
            return (cos,)
