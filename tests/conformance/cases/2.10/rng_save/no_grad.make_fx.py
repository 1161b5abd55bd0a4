class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/rng_save.py:13 in forward, code: state, r = run_and_save_rng_state(torch.ops.aten.rand.default, [4, 4], device='cpu')
        run_and_save_rng_state = torch.ops.higher_order.run_and_save_rng_state(torch.ops.aten.rand.default, [4, 4], device = 'cpu')
        getitem: "u8[5056]" = run_and_save_rng_state[0];  getitem = None
        getitem_1: "f32[4, 4]" = run_and_save_rng_state[1];  run_and_save_rng_state = None
        
        # File: tests/conformance/programs/rng_save.py:14 in forward, code: return x + r
        add: "f32[4, 4]" = torch.ops.aten.add.Tensor(arg0_1, getitem_1);  arg0_1 = getitem_1 = None
        return add
        