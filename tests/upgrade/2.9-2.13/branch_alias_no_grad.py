# A cond branch returning its input under torch.no_grad(): Dynamo rejects it in 2.9; in 2.13 Dynamo
# lets it through with grad off but AOTAutograd still rejects it (aliasing cannot be auto-functionalized).
# Printed by PyTorch 2.13.0 (the dynamo_output_graph of tests/conformance/cases/2.13/cond_alias_input/no_grad.compile_aot_eager.log,
# the conformance program tests/conformance/programs/cond_alias_input.py run under torch.no_grad() with torch.compile(backend="aot_eager")).
class GraphModule(torch.nn.Module):
    def forward(self, L_p_: "b8[][]cpu", L_x_: "f32[4, 4][4, 1]cpu"):
        l_p_ = L_p_
        l_x_ = L_x_

        # File: tests/conformance/programs/cond_alias_input.py:18 in forward, code: return torch.cond(p, true_fn, false_fn, (x,))
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(l_p_, cond_true_0, cond_false_0, (l_x_,));  l_p_ = cond_true_0 = cond_false_0 = l_x_ = None
        getitem: "f32[4, 4][4, 1]cpu" = cond[0];  cond = None
        return (getitem,)

    class cond_true_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 4][4, 1]cpu"):
            l_x__1 = l_x_
            return (l_x__1,)  # expect-upgrade: both FX201

    class cond_false_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 4][4, 1]cpu"):
            l_x__1 = l_x_

            # File: tests/conformance/programs/cond_alias_input.py:16 in false_fn, code: return x.cos()
            cos: "f32[4, 4][4, 1]cpu" = l_x__1.cos();  l_x__1 = None
            return (cos,)
