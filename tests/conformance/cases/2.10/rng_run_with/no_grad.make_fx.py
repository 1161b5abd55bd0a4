class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/rng_run_with.py:14 in forward, code: r = run_with_rng_state(state, torch.ops.aten.rand.default, [4, 4], device='cpu')
        _tensor_constant0: "u8[5056]" = self._tensor_constant0
        run_with_rng_state: "f32[4, 4]" = torch.ops.higher_order.run_with_rng_state(_tensor_constant0, torch.ops.aten.rand.default, [4, 4], device = 'cpu');  _tensor_constant0 = None
        
        # File: tests/conformance/programs/rng_run_with.py:15 in forward, code: return x + r
        add: "f32[4, 4]" = torch.ops.aten.add.Tensor(arg0_1, run_with_rng_state);  arg0_1 = run_with_rng_state = None
        return add
        