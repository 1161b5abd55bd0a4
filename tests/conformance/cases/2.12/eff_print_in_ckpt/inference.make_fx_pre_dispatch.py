class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/eff_print_in_ckpt.py:18 in forward, code: return torch.utils.checkpoint.checkpoint(f, x, use_reentrant=False)
        print_1 = torch.ops.higher_order.print('c {}', arg0_1);  print_1 = None
        sin: "f32[4, 4]" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
        return sin
