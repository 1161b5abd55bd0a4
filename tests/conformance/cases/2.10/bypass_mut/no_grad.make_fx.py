class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/bypass_mut.py:15 in forward, code: return W.dynamo_bypassing_wrapper(wrapper, lambda a: a.add_(1), x)
        add_: "f32[4, 4]" = torch.ops.aten.add_.Tensor(arg0_1, 1);  arg0_1 = None
        return add_
        