# A branch writing its input is rejected by every release: the finding is in both.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "b8[][]cpu", arg1_1: "f32[4][1]cpu"):
        # File: /home/user/step.py:40 in forward, code: return torch.cond(p, bump, keep, (x,))
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1,));  arg0_1 = true_graph_0 = false_graph_0 = arg1_1 = None
        getitem: "f32[4][1]cpu" = cond[0];  cond = None
        return (getitem,)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu"):
            # File: /home/user/step.py:31 in bump, code: x.add_(1)
            add_: "f32[4][1]cpu" = torch.ops.aten.add_.Tensor(arg0_1, 1)  # expect-upgrade: both FX101
            # File: /home/user/step.py:32 in bump, code: return x.sin()
            sin: "f32[4][1]cpu" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            return (sin,)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu"):
            # File: /home/user/step.py:35 in keep, code: return x.cos()
            cos: "f32[4][1]cpu" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
            return (cos,)
