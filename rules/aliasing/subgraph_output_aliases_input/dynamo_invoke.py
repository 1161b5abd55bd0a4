# Dynamo dialect: a nested_compile_region body (invoke_subgraph) returns a transposed view of
# its input next to a computed value. invoke_subgraph may mutate its inputs but never alias.
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[4, 8]"):
        l_x_ = L_x_

        # File: /home/user/model.py:20 in forward, code: a, b = region(x)
        subgraph_0 = self.subgraph_0
        invoke_subgraph = torch.ops.higher_order.invoke_subgraph(subgraph_0, 'subgraph_0', l_x_);  subgraph_0 = l_x_ = None
        getitem: "f32[4, 8]" = invoke_subgraph[0]
        getitem_1: "f32[8, 4]" = invoke_subgraph[1];  invoke_subgraph = None
        return (getitem, getitem_1)

    class subgraph_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 8]"):
            # File: /home/user/model.py:11 in region, code: return x.sin(), x.t()
            sin: "f32[4, 8]" = l_x_.sin()
            t: "f32[8, 4]" = l_x_.t();  l_x_ = None  # expect: FX201 {{torch.ops.higher_order.invoke_subgraph subgraph 'subgraph_0' returns its input 'l_x_' as output 1 through 't' (t <- l_x_)}}
            return (sin, t)
