# expect-config: --no-grad --target 2.14
# expect-none
# A map body transposes a view of its slice in place (x.view(4, 4).t_()): judged as any write of
# the slice, which 2.14 lets through on every path with grad off (measured 2.14.1,
# tests/conformance: map_meta_view_t). Dynamo's graph, as 2.14.1 printed it (TORCH_TRACE).
class GraphModule(torch.nn.Module):
    def forward(self, L_xs_: "f32[3, 4, 4][16, 4, 1]cpu"):
        l_xs_ = L_xs_

        # File: tests/conformance/programs/map_meta_view_t.py:17 in forward, code: return hop_map(f, xs)
        map_body_0 = self.map_body_0
        map_impl = torch.ops.higher_order.map_impl(map_body_0, [l_xs_], [], mutated_arg_indices = '0');  map_body_0 = l_xs_ = None
        getitem: "f32[3, 4, 4][16, 4, 1]cpu" = map_impl[0];  map_impl = None
        return (getitem,)

    class map_body_0(torch.nn.Module):
        def forward(self, child: "f32[4, 4][4, 1]cpu"):
            # File: tests/conformance/programs/map_meta_view_t.py:14 in f, code: x.view(4, 4).t_()
            view: "f32[4, 4][1, 4]cpu" = child.view(4, 4)
            t_: "f32[4, 4][1, 4]cpu" = view.t_();  view = t_ = None

            # File: tests/conformance/programs/map_meta_view_t.py:15 in f, code: return x.sin()
            sin: "f32[4, 4][4, 1]cpu" = child.sin();  child = None
            return (sin,)
