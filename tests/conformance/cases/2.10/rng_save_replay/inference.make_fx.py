class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/rng_save_replay.py:13 in forward, code: state, r = run_and_save_rng_state(torch.ops.aten.rand.default, [4, 4], device='cpu')
        run_and_save_rng_state = torch.ops.higher_order.run_and_save_rng_state(torch.ops.aten.rand.default, [4, 4], device = 'cpu')
        getitem: "u8[5056]" = run_and_save_rng_state[0]
        getitem_1: "f32[4, 4]" = run_and_save_rng_state[1];  run_and_save_rng_state = None
        
        # File: tests/conformance/programs/rng_save_replay.py:14 in forward, code: r2 = run_with_rng_state(state, torch.ops.aten.rand.default, [4, 4], device='cpu')
        run_with_rng_state: "f32[4, 4]" = torch.ops.higher_order.run_with_rng_state(getitem, torch.ops.aten.rand.default, [4, 4], device = 'cpu');  getitem = None
        
        # File: tests/conformance/programs/rng_save_replay.py:15 in forward, code: return x + r + r2
        add: "f32[4, 4]" = torch.ops.aten.add.Tensor(arg0_1, getitem_1);  arg0_1 = getitem_1 = None
        add_1: "f32[4, 4]" = torch.ops.aten.add.Tensor(add, run_with_rng_state);  add = run_with_rng_state = None
        return add_1
        