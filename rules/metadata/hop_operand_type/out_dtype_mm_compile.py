# The same call compiled with backend="eager": accepted (out_dtype_mm.*.compile_eager; an earlier
# measurement's KeyError <TransformType.Grad: 2> was state a previous case left in the worker).
# expect-config: --capture compile-eager
# expect-none
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "i8[4, 4][4, 1]cpu", L_y_: "i8[4, 4][4, 1]cpu"):
        l_x_ = L_x_
        l_y_ = L_y_

        # File: tests/conformance/programs/out_dtype_mm.py:13 in forward, code: return out_dtype(torch.ops.aten.mm.default, torch.int32, x, y)
        out_dtype: "i32[4, 4][4, 1]cpu" = torch.ops.higher_order.out_dtype(torch.ops.aten.mm.default, torch.int32, l_x_, l_y_);  l_x_ = l_y_ = None
        return (out_dtype,)

