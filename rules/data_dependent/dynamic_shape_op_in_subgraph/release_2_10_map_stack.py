# PyTorch 2.10, make_fx: a map body edited to return nonzero(x).float() (the conformance
# surgery surg_map_body_return_nonzero, printed by 2.10.0): each iteration's nonzero has a size
# of its own, and 2.10's map cannot stack them ("Pending unbacked symbols {u2, u3} not in
# returned outputs", on every path); 2.11 and later accept it.
# expect-config: --target 2.10 --grad enabled --capture make-fx
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
            nonzero_default: "i64[u0, 2]" = torch.ops.aten.nonzero.default(arg0_1);  arg0_1 = None  # expect: FX301 {{map stacks one output per iteration}} {{"Pending unbacked symbols {...} not in returned outputs"}}
            _to_copy_default: "f32[u0, 2]" = torch.ops.aten._to_copy.default(nonzero_default, dtype = torch.float32);  nonzero_default = None
            return (_to_copy_default,)
