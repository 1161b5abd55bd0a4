# A fixture whose expectations match: each diagnostic claimed, each expectation met.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[4]"):
        # expect@+1: FX903 {{'y'}}
        add: "f32[4]" = torch.ops.aten.add.Tensor(arg0_1, y)
        mul: "f32[4]" = torch.ops.aten.mul.Tensor(add, z)  # expect: undefined-name {{'z'}}
        return (mul,)
