class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4][4, 1]cpu"):
        add: "f32[4, 4" = torch.ops.aten.add.Tensor(arg0_1, 1);  arg0_1 = None  # expect: FX902
        return (add,)
