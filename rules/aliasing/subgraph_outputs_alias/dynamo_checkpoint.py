# expect-none
# Dynamo dialect: an activation-checkpoint body returns a value and a view of it; checkpoint
# bodies are inlined by AOTAutograd and may alias. A nested_compile_region body returns two
# separate computations of the same input.
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[4, 4]"):
        l_x_ = L_x_
        wrap_body_0 = self.wrap_body_0
        tag_activation_checkpoint = torch.ops.higher_order.tag_activation_checkpoint(wrap_body_0, l_x_, use_reentrant = False);  wrap_body_0 = None
        getitem: "f32[4, 4]" = tag_activation_checkpoint[0]
        getitem_1: "f32[16]" = tag_activation_checkpoint[1];  tag_activation_checkpoint = None
        subgraph_0 = self.subgraph_0
        invoke_subgraph = torch.ops.higher_order.invoke_subgraph(subgraph_0, 'subgraph_0', l_x_);  subgraph_0 = l_x_ = None
        getitem_2: "f32[4, 4]" = invoke_subgraph[0]
        getitem_3: "f32[4, 4]" = invoke_subgraph[1];  invoke_subgraph = None
        return (getitem, getitem_1, getitem_2, getitem_3)

    class wrap_body_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 4]"):
            relu: "f32[4, 4]" = torch.relu(l_x_);  l_x_ = None
            view: "f32[16]" = relu.view(16)
            return (relu, view)

    class subgraph_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 4]"):
            sin: "f32[4, 4]" = l_x_.sin()
            cos: "f32[4, 4]" = l_x_.cos();  l_x_ = None
            return (sin, cos)
