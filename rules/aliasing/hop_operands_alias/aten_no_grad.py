# expect-config: --no-grad
# With grad disabled Dynamo accepts aliased cond operands; AOTAutograd's functionalization
# still rejects them ("cond_true might be aliasing the input or the output!"), and this graph's
# inputs are annotated with strides and device, as AOTAutograd prints them: an error.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "b8[][]cpu", arg1_1: "f32[4, 8][8, 1]cpu"):
        view: "f32[4, 8][8, 1]cpu" = torch.ops.aten.view.default(arg1_1, [4, 8])
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1, view));  arg0_1 = true_graph_0 = false_graph_0 = arg1_1 = view = None  # expect: FX203
        getitem: "f32[4, 8][8, 1]cpu" = cond[0];  cond = None
        return (getitem,)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu", arg1_1: "f32[4, 8][8, 1]cpu"):
            add: "f32[4, 8][8, 1]cpu" = torch.ops.aten.add.Tensor(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
            return (add,)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu", arg1_1: "f32[4, 8][8, 1]cpu"):
            sub: "f32[4, 8][8, 1]cpu" = torch.ops.aten.sub.Tensor(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
            return (sub,)
