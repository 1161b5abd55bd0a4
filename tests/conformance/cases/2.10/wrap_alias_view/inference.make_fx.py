class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/wrap_alias_view.py:16 in forward, code: return wrap(f, x)
        view: "f32[4, 4]" = torch.ops.aten.view.default(arg0_1, [4, 4]);  arg0_1 = None
        return view
        