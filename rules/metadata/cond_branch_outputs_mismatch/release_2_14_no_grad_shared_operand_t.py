# PyTorch 2.14.1, torch.no_grad(), backend="eager" (conformance case
# cond_meta_aten_t.no_grad.compile_eager): the true branch transposes its operand in place, and
# Dynamo traces both branches on one fake operand, so the false branch was traced on the
# transposed one: its `cos` of a [4, 1]-strided placeholder prints [1, 4]. PyTorch accepted the
# call; the strides printed after the change are not compared.
# expect-config: --grad no-grad --capture compile-eager --target 2.14
# expect-none
class GraphModule(torch.nn.Module):
    def forward(self, L_p_: "b8[][]cpu", L_x_: "f32[4, 4][4, 1]cpu"):
        l_p_ = L_p_
        l_x_ = L_x_

        # File: tests/conformance/programs/cond_meta_aten_t.py:19 in forward, code: return torch.cond(p, true_fn, false_fn, (x,))
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(l_p_, cond_true_0, cond_false_0, (l_x_,));  l_p_ = cond_true_0 = cond_false_0 = l_x_ = None
        getitem: "f32[4, 4][4, 1]cpu" = cond[0];  cond = None
        return (getitem,)

    class cond_true_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 4][4, 1]cpu"):
            l_x__1 = l_x_

            # File: tests/conformance/programs/cond_meta_aten_t.py:13 in true_fn, code: torch.ops.aten.t_.default(x)
            t__default: "f32[4, 4][4, 1]cpu" = torch.ops.aten.t_.default(l_x__1);  t__default = None

            # File: tests/conformance/programs/cond_meta_aten_t.py:14 in true_fn, code: return x.sin().contiguous()
            sin: "f32[4, 4][1, 4]cpu" = l_x__1.sin();  l_x__1 = None
            contiguous: "f32[4, 4][4, 1]cpu" = sin.contiguous();  sin = None
            return (contiguous,)

    class cond_false_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 4][4, 1]cpu"):
            l_x__1 = l_x_

            # File: tests/conformance/programs/cond_meta_aten_t.py:17 in false_fn, code: return x.cos()
            cos: "f32[4, 4][1, 4]cpu" = l_x__1.cos();  l_x__1 = None
            return (cos,)
