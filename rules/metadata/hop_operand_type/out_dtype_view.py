# out_dtype(torch.ops.aten.t.default, ...): t is functional but not one of the ops out_dtype
# accepts (conformance case out_dtype_view, rejected on every path).
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[4, 4][4, 1]cpu"):
        l_x_ = L_x_

        # File: tests/conformance/programs/out_dtype_view.py:13 in forward, code: return out_dtype(torch.ops.aten.t.default, torch.float32, x)
        out_dtype: "f32[4, 4][1, 4]cpu" = torch.ops.higher_order.out_dtype(torch.ops.aten.t.default, torch.float32, l_x_);  l_x_ = None  # expect: FX408 {{out_dtype runs aten.t.default, which is not one of the ops it accepts}} {{"out_dtype only allows the following operators: [<OpOverload(op='aten.linear'}}
        return (out_dtype,)
