# A HOP no PyTorch release has (made up), whose body writes its input: fxlint cannot know its
# contract, so the body is not checked and a note says so instead of a silent pass.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[4]"):
        body_graph_0 = self.body_graph_0
        frobnicate = torch.ops.higher_order.frobnicate(body_graph_0, (arg0_1,), {})
        getitem: "f32[4]" = frobnicate[0]
        return (getitem,)

    class body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4]"):
            add_: "f32[4]" = torch.ops.aten.add_.Tensor(arg0_1, 1)
            return (add_,)
