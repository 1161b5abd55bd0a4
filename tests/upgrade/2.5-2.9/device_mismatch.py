# Branches that return the same shape on different devices: 2.5 did not compare devices,
# 2.6 and later do.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "b8[][]cpu", arg1_1: "f32[4, 8][8, 1]cpu"):
        # File: /home/user/place.py:50 in forward, code: return torch.cond(p, stay, move, (x,))
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1,));  arg0_1 = true_graph_0 = false_graph_0 = arg1_1 = None
        getitem: "f32[4, 8][8, 1]cpu" = cond[0];  cond = None
        return (getitem,)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu"):
            # File: /home/user/place.py:41 in stay, code: return x.clone()
            clone: "f32[4, 8][8, 1]cpu" = torch.ops.aten.clone.default(arg0_1);  arg0_1 = None
            return (clone,)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu"):
            # File: /home/user/place.py:44 in move, code: return x.cuda()
            _to_copy: "f32[4, 8][8, 1]cuda:0" = torch.ops.aten._to_copy.default(arg0_1, device = device(type='cuda', index=0));  arg0_1 = None  # expect-upgrade: new FX401
            return (_to_copy,)
