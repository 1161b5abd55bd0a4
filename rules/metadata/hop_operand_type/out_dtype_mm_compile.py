# The same call compiled with backend="eager": PyTorch 2.13 cannot run out_dtype there (no functorch
# grad rule: out_dtype_mm.*.compile_eager, KeyError <TransformType.Grad: 2>), a defect fxlint reports
# because the program will not run.
# expect-config: --capture compile-eager --target 2.13
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "i8[4, 4][4, 1]cpu", L_y_: "i8[4, 4][4, 1]cpu"):
        l_x_ = L_x_
        l_y_ = L_y_

        # File: tests/conformance/programs/out_dtype_mm.py:13 in forward, code: return out_dtype(torch.ops.aten.mm.default, torch.int32, x, y)
        out_dtype: "i32[4, 4][4, 1]cpu" = torch.ops.higher_order.out_dtype(torch.ops.aten.mm.default, torch.int32, l_x_, l_y_);  l_x_ = l_y_ = None  # expect: FX408 {{out_dtype(aten.mm.default) cannot run here in PyTorch 2.13}} {{KeyError: <TransformType.Grad: 2>}}
        return (out_dtype,)

