# expect-config: --no-grad --target 2.14 --capture compile
# A map body transposes its slice in place (x.t_()): with grad off 2.14 lets that through
# Dynamo, export and make_fx, but AOTAutograd's compiled call cannot replay it on the real input
# (measured 2.14.1, tests/conformance: map_meta_t). Dynamo's graph, as 2.14.1 printed it.
class GraphModule(torch.nn.Module):
    def forward(self, L_xs_: "f32[3, 4, 4][16, 4, 1]cpu"):
        l_xs_ = L_xs_

        # File: tests/conformance/programs/map_meta_t.py:17 in forward, code: return hop_map(f, xs)
        map_body_0 = self.map_body_0
        map_impl = torch.ops.higher_order.map_impl(map_body_0, [l_xs_], [], mutated_arg_indices = '0');  map_body_0 = l_xs_ = None
        getitem: "f32[3, 4, 4][16, 4, 1]cpu" = map_impl[0];  map_impl = None
        return (getitem,)

    class map_body_0(torch.nn.Module):
        def forward(self, child: "f32[4, 4][1, 4]cpu"):
            # File: tests/conformance/programs/map_meta_t.py:14 in f, code: x.t_()
            t_: "f32[4, 4][1, 4]cpu" = child.t_();  t_ = None  # expect: FX102 {{changes the metadata of its input 'child' (method t_)}} {{"unsupported operation: some elements of the input tensor and the written-to tensor refer to a single memory location.}}

            # File: tests/conformance/programs/map_meta_t.py:15 in f, code: return x.sin().contiguous()
            sin: "f32[4, 4][1, 4]cpu" = child.sin();  child = None
            contiguous: "f32[4, 4][4, 1]cpu" = sin.contiguous();  sin = None
            return (contiguous,)
