class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/eff_print_mut.py:14 in forward, code: hop_print('x {}', x)
        print_1 = torch.ops.higher_order.print('x {}', arg0_1);  print_1 = None

        # File: tests/conformance/programs/eff_print_mut.py:15 in forward, code: self.buf.add_(1)
        _tensor_constant0: "f32[4, 4]" = self._tensor_constant0
        add_: "f32[4, 4]" = torch.ops.aten.add_.Tensor(_tensor_constant0, 1);  _tensor_constant0 = add_ = None

        # File: tests/conformance/programs/eff_print_mut.py:16 in forward, code: return x + self.buf
        _tensor_constant0_1: "f32[4, 4]" = self._tensor_constant0
        add: "f32[4, 4]" = torch.ops.aten.add.Tensor(arg0_1, _tensor_constant0_1);  arg0_1 = _tensor_constant0_1 = None
        return add
