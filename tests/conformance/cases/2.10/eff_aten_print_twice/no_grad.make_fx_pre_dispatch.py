class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/eff_aten_print_twice.py:14 in forward, code: torch.ops.aten._print('a')
        _print = torch.ops.aten._print.default('a');  _print = None
        
        # File: tests/conformance/programs/eff_aten_print_twice.py:15 in forward, code: y = x.sin()
        sin: "f32[4, 4]" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
        
        # File: tests/conformance/programs/eff_aten_print_twice.py:16 in forward, code: torch.ops.aten._print('b')
        _print_1 = torch.ops.aten._print.default('b');  _print_1 = None
        return sin
        