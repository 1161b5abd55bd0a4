class <lambda>(torch.nn.Module):
    def forward(self, arg0_1, arg1_1: "f32[4, 4]"):
        # File: tests/conformance/programs/cond_pred_pyint.py:18 in forward, code: return torch.cond(p, true_fn, false_fn, (x,))
        sin: "f32[4, 4]" = torch.ops.aten.sin.default(arg1_1);  arg1_1 = None
        return sin
        