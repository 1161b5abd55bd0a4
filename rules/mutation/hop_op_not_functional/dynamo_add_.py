# out_dtype(torch.ops.aten.add_.Tensor, ...): the op writes its input (conformance case
# out_dtype_inplace, rejected on every path).
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[4, 4][4, 1]cpu", L_y_: "f32[4, 4][4, 1]cpu"):
        l_x_ = L_x_
        l_y_ = L_y_

        # File: tests/conformance/programs/out_dtype_inplace.py:13 in forward, code: return out_dtype(torch.ops.aten.add_.Tensor, torch.float32, x, y)
        out_dtype: "f32[4, 4][4, 1]cpu" = torch.ops.higher_order.out_dtype(torch.ops.aten.add_.Tensor, torch.float32, l_x_, l_y_);  l_x_ = l_y_ = None  # expect: FX104 {{runs aten.add_.Tensor under out_dtype, which writes its argument 'self'}} {{"out_dtype's first argument needs to be a functional operator"}}
        return (out_dtype,)
