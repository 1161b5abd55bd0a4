class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "b8[]", arg1_1: "f32[4, 4]"):
        # File: tests/conformance/programs/cond_pred_symbool.py:18 in forward, code: return torch.cond(x.shape[0] > 2, true_fn, false_fn, (x,))
        sin: "f32[4, 4]" = torch.ops.aten.sin.default(arg1_1);  arg1_1 = None
        return sin
        