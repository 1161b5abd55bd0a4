class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/eff_aten_print.py:14 in forward, code: torch.ops.aten._print('hello')
        _print = torch.ops.aten._print.default('hello');  _print = None
        
        # File: tests/conformance/programs/eff_aten_print.py:15 in forward, code: return x.sin()
        sin: "f32[4, 4]" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
        return sin
        