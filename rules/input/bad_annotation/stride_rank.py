class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[2][1, 1]cpu"):  # expect: FX902 {{f32[2][1, 1]cpu}}
        mul: "f32[2][1]cpu" = torch.ops.aten.mul.Tensor(arg0_1, 2);  arg0_1 = None
        return (mul,)
