# foreach_map (a BaseHOP new in 2.13's table) whose subgraph writes an input, compiled: Dynamo's
# BaseHOPVariable supports no input mutation (as measured for foreach_map_mut.*.compile_*).
# expect-config: --capture compile-eager
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[4, 4][4, 1]cpu", L_y_: "f32[4, 4][4, 1]cpu"):
        l_x_ = L_x_
        l_y_ = L_y_

        # File: tests/conformance/programs/foreach_map_add.py:13 in forward, code: return foreach_map(lambda a, b: a + b, [x, y], [y, x])
        subgraph_0 = self.subgraph_0
        foreach_map = torch.ops.higher_order.foreach_map(subgraph_0, l_x_, l_y_);  subgraph_0 = l_x_ = l_y_ = None
        getitem: "f32[4, 4][4, 1]cpu" = foreach_map[0]
        getitem_1: "f32[4, 4][4, 1]cpu" = foreach_map[1];  foreach_map = None
        return (getitem, getitem_1)

    class subgraph_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 4][4, 1]cpu", l_y_: "f32[4, 4][4, 1]cpu"):
            # File: tests/conformance/programs/foreach_map_add.py:13 in <lambda>, code: return foreach_map(lambda a, b: a + b, [x, y], [y, x])
            add_: "f32[4, 4][4, 1]cpu" = l_x_.add_(1)  # expect: FX101 {{torch.ops.higher_order.foreach_map subgraph 'subgraph_0' writes its input 'l_x_'}} {{"Encountered input mutation during higher order op tracing"}}
            add: "f32[4, 4][4, 1]cpu" = l_x_ + l_y_
            add_1: "f32[4, 4][4, 1]cpu" = l_y_ + l_x_;  l_y_ = l_x_ = None
            return (add, add_1)
