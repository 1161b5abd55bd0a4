class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "i8[4, 4]", arg1_1: "i8[4, 4]"):
        # File: tests/conformance/programs/out_dtype_mm.py:13 in forward, code: return out_dtype(torch.ops.aten.mm.default, torch.int32, x, y)
        out_dtype: "i32[4, 4]" = torch.ops.higher_order.out_dtype(torch.ops.aten.mm.default, torch.int32, arg0_1, arg1_1);  arg0_1 = arg1_1 = None
        return out_dtype
        