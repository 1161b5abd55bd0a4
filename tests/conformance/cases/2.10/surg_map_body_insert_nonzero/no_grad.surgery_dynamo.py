# surgery surg_map_body_insert_nonzero: map_body_0: output 0 += sum(nonzero(child))
class GraphModule(torch.nn.Module):
    def forward(self, L_xs_: "f32[3, 4, 4]"):
        l_xs_ = L_xs_
        
        # File: /venv/lib/python3.11/site-packages/torch/_higher_order_ops/map.py:119 in run_flattened_map, code: return map_impl(inner_f, flat_xs, flat_args)
        map_body_0 = self.map_body_0
        map_impl = torch.ops.higher_order.map_impl(map_body_0, [l_xs_], []);  map_body_0 = l_xs_ = None
        getitem: "f32[3, 4, 4]" = map_impl[0];  map_impl = None
        return (getitem,)
        
    class map_body_0(torch.nn.Module):
        def forward(self, child: "f32[4, 4]"):
            # File: tests/conformance/programs/map_ok.py:14 in f, code: return x.sin()
            sin: "f32[4, 4]" = child.sin()
            
            # No stacktrace found for following nodes
            nonzero: "i64[u0, 2]" = child.nonzero();  child = None
            sum_1: "i64[]" = nonzero.sum();  nonzero = None
            add: "f32[4, 4]" = sin + sum_1;  sin = sum_1 = None
            return (add,)
            