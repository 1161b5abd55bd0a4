class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/invoke_quant_ok.py:15 in forward, code: return InvokeQuant()(fn, x, scheme='nf4')
        sin: "f32[4, 4]" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
        mul: "f32[4, 4]" = torch.ops.aten.mul.Tensor(sin, 2);  sin = None
        return mul
        