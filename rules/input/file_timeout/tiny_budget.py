# expect: FX910 {{gave up on}}
# expect-config: --file-timeout 0.000000001
# A budget of one nanosecond is spent before the first graph reaches the rules: the mutation
# below is not reported, the timeout is.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[4]"):
        add_: "f32[4]" = torch.ops.aten.add_.Tensor(arg0_1, 1)
        return (add_,)
