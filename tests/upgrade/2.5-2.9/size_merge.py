# PyTorch 2.5 (trace_cond) requires cond branches to return equal shapes; 2.8 and later merge
# the sizes into an unbacked symbol: the graph 2.5 rejected is accepted by 2.9.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "b8[][]cpu", arg1_1: "f32[6, 3][3, 1]cpu"):
        # File: /home/user/crop.py:21 in forward, code: return torch.cond(keep, whole, head, (x,))
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1,));  arg0_1 = true_graph_0 = false_graph_0 = arg1_1 = None
        getitem: "f32[u0, 3][3, 1]cpu" = cond[0];  cond = None
        return (getitem,)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[6, 3][3, 1]cpu"):
            # File: /home/user/crop.py:12 in whole, code: return x.relu()
            relu: "f32[6, 3][3, 1]cpu" = torch.ops.aten.relu.default(arg0_1);  arg0_1 = None
            return (relu,)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[6, 3][3, 1]cpu"):
            # File: /home/user/crop.py:15 in head, code: return x[:2].relu()
            slice_1: "f32[2, 3][3, 1]cpu" = torch.ops.aten.slice.Tensor(arg0_1, 0, 0, 2);  arg0_1 = None
            relu: "f32[2, 3][3, 1]cpu" = torch.ops.aten.relu.default(slice_1);  slice_1 = None  # expect-upgrade: gone FX401
            return (relu,)
