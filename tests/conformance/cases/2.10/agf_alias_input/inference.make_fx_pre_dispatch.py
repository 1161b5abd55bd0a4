class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/agf_alias_input.py:22 in forward, code: return Double.apply(x)
        detach: "f32[4, 4]" = torch.ops.aten.detach.default(arg0_1);  arg0_1 = None
        return detach
        