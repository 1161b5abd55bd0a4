# A cond branch that returns one tensor as two outputs: 2.5 checked branch outputs against the
# inputs only; from 2.8 on, output-output aliasing is rejected too.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "b8[][]cpu", arg1_1: "f32[8][1]cpu"):
        # File: /home/user/pair.py:30 in forward, code: a, b = torch.cond(p, twice_sin, twice_cos, (x,))
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1,));  arg0_1 = true_graph_0 = false_graph_0 = arg1_1 = None
        getitem: "f32[8][1]cpu" = cond[0]
        getitem_1: "f32[8][1]cpu" = cond[1];  cond = None
        return (getitem, getitem_1)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[8][1]cpu"):
            # File: /home/user/pair.py:5 in twice_sin, code: s = x.sin()
            sin: "f32[8][1]cpu" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            return (sin, sin)  # expect-upgrade: new FX202

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[8][1]cpu"):
            # File: /home/user/pair.py:9 in twice_cos, code: c = x.cos()
            cos: "f32[8][1]cpu" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
            return (cos, cos)  # expect-upgrade: new FX202
