class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/agf_view_input.py:9 in forward, code: return x.view(16)
        view: "f32[16]" = torch.ops.aten.view.default(arg0_1, [16]);  arg0_1 = None
        return view
        