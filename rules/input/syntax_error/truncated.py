class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[4][1]cpu"):
        sin: "f32[4][1]cpu" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
        # the dump was cut off inside the next call:
        add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(sin, 1  # expect: FX901
