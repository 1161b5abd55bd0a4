# surgery surg_map_body_rank_unsqueeze: body_graph_0: output 0 := clone(unsqueeze(output 0, 0))
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[3, 4, 4][16, 4, 1]cpu"):
        # File: <eval_with_key>.N:7 in forward, code: map_impl = torch.ops.higher_order.map_impl(map_body_0, [l_flat_xs_0_], []);  map_body_0 = l_flat_xs_0_ = None
        body_graph_0 = self.body_graph_0
        map_impl = torch.ops.higher_order.map_impl(body_graph_0, [arg0_1], []);  body_graph_0 = arg0_1 = None
        getitem: "f32[3, 4, 4][16, 4, 1]cpu" = map_impl[0];  map_impl = None
        return getitem
        
    class body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 4][4, 1]cpu"):
            # No stacktrace found for following nodes
            sin: "f32[4, 4][4, 1]cpu" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            unsqueeze_default: "f32[1, 4, 4][16, 4, 1]cpu" = torch.ops.aten.unsqueeze.default(sin, 0);  sin = None
            clone_default: "f32[1, 4, 4][16, 4, 1]cpu" = torch.ops.aten.clone.default(unsqueeze_default);  unsqueeze_default = None
            return (clone_default,)
            