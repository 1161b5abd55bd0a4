# torch.switch is PyTorch 2.14's (pytorch#182902): fxlint judges by 2.1 through 2.13 and says the
# branches went unchecked, even though branch0 writes its input.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "i64[]", arg1_1: "f32[4]"):
        branch0_graph_0 = self.branch0_graph_0
        branch1_graph_0 = self.branch1_graph_0
        switch = torch.ops.higher_order.switch(arg0_1, [branch0_graph_0, branch1_graph_0], [arg1_1])  # expect: FX909 {{torch.ops.higher_order.switch, which fxlint does not know (torch.switch, PyTorch 2.14 (pytorch#182902); not in PyTorch 2.13}} {{its subgraphs 'branch0_graph_0', 'branch1_graph_0' were not checked}}
        getitem: "f32[4]" = switch[0]
        return (getitem,)

    class branch0_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4]"):
            add_: "f32[4]" = torch.ops.aten.add_.Tensor(arg0_1, 1)
            return (add_,)

    class branch1_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4]"):
            cos: "f32[4]" = torch.ops.aten.cos.default(arg0_1)
            return (cos,)
