class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/eff_print_in_region.py:18 in forward, code: return r(x) + r(x.cos())
        print_1 = torch.ops.higher_order.print('r {}', arg0_1);  print_1 = None
        sin: "f32[4, 4]" = torch.ops.aten.sin.default(arg0_1)
        cos: "f32[4, 4]" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
        print_2 = torch.ops.higher_order.print('r {}', cos);  print_2 = None
        sin_1: "f32[4, 4]" = torch.ops.aten.sin.default(cos);  cos = None
        add: "f32[4, 4]" = torch.ops.aten.add.Tensor(sin, sin_1);  sin = sin_1 = None
        return add
