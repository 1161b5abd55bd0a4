class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/setgrad_direct.py:13 in forward, code: return W.wrap_with_set_grad_enabled(False, lambda a: a.sin(), x)
        sin: "f32[4, 4]" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
        return sin
        