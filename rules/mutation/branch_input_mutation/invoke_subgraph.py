# expect-none
# invoke_subgraph may mutate its inputs (PyTorch auto-functionalizes it later).
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[8][1]cpu"):
        repeated_subgraph0 = self.repeated_subgraph0
        invoke_subgraph = torch.ops.higher_order.invoke_subgraph(repeated_subgraph0, 'subgraph_0', arg0_1);  repeated_subgraph0 = arg0_1 = None
        getitem: "f32[8][1]cpu" = invoke_subgraph[0];  invoke_subgraph = None
        return (getitem,)

    class repeated_subgraph0(torch.nn.Module):
        def forward(self, arg0_1: "f32[8][1]cpu"):
            add_: "f32[8][1]cpu" = torch.ops.aten.add_.Tensor(arg0_1, 1);  add_ = None
            mul: "f32[8][1]cpu" = torch.ops.aten.mul.Tensor(arg0_1, 2);  arg0_1 = None
            return (mul,)
