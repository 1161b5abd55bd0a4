class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[4][1]cpu"):
        add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(arg0_1, missing_1);  arg0_1 = None  # expect: FX903 {{missing_1}}
        return (add,)
