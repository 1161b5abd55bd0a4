class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/bypass_direct.py:15 in forward, code: return W.dynamo_bypassing_wrapper(wrapper, lambda a: a.sin(), x)
        sin: "f32[4, 4]" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
        return sin
        