# PyTorch 2.11: the map body of release_2_10_map_stack.py, whose nonzero result it returns, is
# accepted on every path (measured 2.11.0 to 2.14.1: surg_map_body_return_nonzero).
# expect-config: --target 2.11 --grad enabled --capture make-fx
# expect-none
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[3, 4, 4]"):
        # File: <eval_with_key>.N:7 in forward, code: map_impl = torch.ops.higher_order.map_impl(map_body_0, [l_flat_xs_0_], []);  map_body_0 = l_flat_xs_0_ = None
        body_graph_0 = self.body_graph_0
        map_impl = torch.ops.higher_order.map_impl(body_graph_0, [arg0_1], []);  body_graph_0 = arg0_1 = None
        getitem: "f32[3, 4, 4]" = map_impl[0];  map_impl = None
        return getitem

    class body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 4]"):
            # No stacktrace found for following nodes
            sin: "f32[4, 4]" = torch.ops.aten.sin.default(arg0_1);  sin = None
            nonzero_default: "i64[u0, 2]" = torch.ops.aten.nonzero.default(arg0_1);  arg0_1 = None
            _to_copy_default: "f32[u0, 2]" = torch.ops.aten._to_copy.default(nonzero_default, dtype = torch.float32);  nonzero_default = None
            return (_to_copy_default,)
