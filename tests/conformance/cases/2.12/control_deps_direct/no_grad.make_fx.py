class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/control_deps_direct.py:15 in forward, code: dep = x.cos()
        cos: "f32[4, 4]" = torch.ops.aten.cos.default(arg0_1);  cos = None

        # File: tests/conformance/programs/control_deps_direct.py:16 in forward, code: return control_deps((dep,), GM, x)
        sin: "f32[4, 4]" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
        return sin
