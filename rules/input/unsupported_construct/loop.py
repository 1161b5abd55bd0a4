class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[4][1]cpu"):
        sin: "f32[4][1]cpu" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
        for i in range(3): sin = sin + 1  # expect: FX907
        return (sin,)
