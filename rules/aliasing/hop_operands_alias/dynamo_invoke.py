# Dynamo dialect: a nested_compile_region gets a tensor and a slice of it; invoke_subgraph
# forbids input-input aliasing.
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[4, 8]"):
        l_x_ = L_x_

        # File: /home/user/model.py:20 in forward, code: return region(x, x[0])
        getitem: "f32[8]" = l_x_[0]
        subgraph_0 = self.subgraph_0
        invoke_subgraph = torch.ops.higher_order.invoke_subgraph(subgraph_0, 'subgraph_0', l_x_, getitem);  subgraph_0 = l_x_ = getitem = None  # expect: FX203 {{torch.ops.higher_order.invoke_subgraph call passes 'l_x_' (operand 0) and 'getitem' (operand 1), both in the storage of 'L_x_'}} {{"Input-to-input aliasing detected at nodes l_x_ and getitem"}}
        getitem_1: "f32[4, 8]" = invoke_subgraph[0];  invoke_subgraph = None
        return (getitem_1,)

    class subgraph_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 8]", getitem: "f32[8]"):
            # File: /home/user/model.py:11 in region, code: return x * row
            mul: "f32[4, 8]" = l_x_ * getitem;  l_x_ = getitem = None
            return (mul,)
