class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/af_returns.py:32 in forward, code: z = af_returns_ret(x, x.cos())
        cos: "f32[4, 4]" = torch.ops.aten.cos.default(arg0_1)
        af_returns_ret: "f32[4, 4]" = torch.ops.conformance.af_returns_ret.default(arg0_1, cos);  arg0_1 = cos = None
        return af_returns_ret
        