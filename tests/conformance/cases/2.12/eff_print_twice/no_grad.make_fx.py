class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/eff_print_twice.py:14 in forward, code: hop_print('a {}', x)
        print_1 = torch.ops.higher_order.print('a {}', arg0_1);  print_1 = None

        # File: tests/conformance/programs/eff_print_twice.py:15 in forward, code: y = x.sin()
        sin: "f32[4, 4]" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None

        # File: tests/conformance/programs/eff_print_twice.py:16 in forward, code: hop_print('b {}', y)
        print_2 = torch.ops.higher_order.print('b {}', sin);  print_2 = None
        return sin
