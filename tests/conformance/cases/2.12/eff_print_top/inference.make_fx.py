class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/eff_print_top.py:14 in forward, code: hop_print('x = {}', x)
        print_1 = torch.ops.higher_order.print('x = {}', arg0_1);  print_1 = None

        # File: tests/conformance/programs/eff_print_top.py:15 in forward, code: return x.sin()
        sin: "f32[4, 4]" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
        return sin
