# expect-none
# Dynamo output graph with dynamic shapes: both xs have the leading size s0.
class GraphModule(torch.nn.Module):
    def forward(self, s0: "Sym(s0)", L_x_: "f32[s0, 4]", L_y_: "f32[s0]"):
        l_x_ = L_x_
        l_y_ = L_y_

        # File: /home/user/model.py:30 in forward, code: return map(f, (x, y))
        map_body_0 = self.map_body_0
        map_impl = torch.ops.higher_order.map_impl(map_body_0, [l_x_, l_y_], [s0]);  map_body_0 = l_x_ = l_y_ = s0 = None
        getitem: "f32[s0, 4]" = map_impl[0];  map_impl = None
        return (getitem,)

    class map_body_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4]", l_y_: "f32[]", s0: "Sym(s0)"):
            # File: /home/user/model.py:5 in f, code: return x * y
            mul: "f32[4]" = l_x_ * l_y_;  l_x_ = l_y_ = None
            return (mul,)
