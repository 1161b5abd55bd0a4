class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[3, 4, 4]"):
        # File: <eval_with_key>.N:7 in forward, code: map_impl = torch.ops.higher_order.map_impl(map_body_0, [l_flat_xs_0_], [], mutated_arg_indices = '0');  map_body_0 = l_flat_xs_0_ = None
        body_graph_0 = self.body_graph_0
        map_impl = torch.ops.higher_order.map_impl(body_graph_0, [arg0_1], [], mutated_arg_indices = '0');  body_graph_0 = arg0_1 = None
        getitem: "f32[3, 4, 4]" = map_impl[0];  map_impl = None
        return getitem

    class body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 4]"):
            # No stacktrace found for following nodes
            t_: "f32[4, 4]" = torch.ops.aten.t_.default(arg0_1);  arg0_1 = None
            sin: "f32[4, 4]" = torch.ops.aten.sin.default(t_);  t_ = None
            clone: "f32[4, 4]" = torch.ops.aten.clone.default(sin, memory_format = torch.contiguous_format);  sin = None
            return (clone,)
