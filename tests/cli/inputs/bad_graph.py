class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4"):
        # File: /home/user/model.py:3 in forward, code: y = x.sin()
        sin: "f32[4, 4]" = torch.ops.aten.sin.default(arg0_1)
        # File: /home/user/model.py:4 in forward, code: return y + z
        add: "f32[4, 4]" = torch.ops.aten.add.Tensor(sin, z);  sin = None
        return (add,)
