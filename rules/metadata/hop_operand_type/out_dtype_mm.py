# out_dtype(torch.ops.aten.mm.default, torch.int32, ...), the documented use: no finding.
# expect-none
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[4, 4][4, 1]cpu"):
        l_x_ = L_x_

        # File: tests/conformance/programs/out_dtype_view.py:13 in forward, code: return out_dtype(torch.ops.aten.mm.default, torch.int32, x, x)
        out_dtype: "f32[4, 4][1, 4]cpu" = torch.ops.higher_order.out_dtype(torch.ops.aten.mm.default, torch.int32, l_x_, l_x_);  l_x_ = None
        return (out_dtype,)
