# expect-none
# Dynamo output graph, legal: two xs of the same length, an extra argument of another length,
# and a literal extra argument (3).
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[3, 4]", L_y_: "f32[3]", L_w_: "f32[4]"):
        l_x_ = L_x_
        l_y_ = L_y_
        l_w_ = L_w_

        # File: /home/user/model.py:20 in forward, code: a = map(f, (x, y), w)
        map_body_0 = self.map_body_0
        map_impl = torch.ops.higher_order.map_impl(map_body_0, [l_x_, l_y_], [l_w_]);  map_body_0 = l_w_ = None
        getitem: "f32[3, 4]" = map_impl[0];  map_impl = None

        # File: /home/user/model.py:21 in forward, code: b = map(g, x, 3)
        map_body_1 = self.map_body_1
        map_impl_1 = torch.ops.higher_order.map_impl(map_body_1, [l_x_], [3]);  map_body_1 = l_x_ = None
        getitem_1: "f32[3, 4]" = map_impl_1[0];  map_impl_1 = None
        return (getitem, getitem_1)

    class map_body_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4]", l_y_: "f32[]", l_w_: "f32[4]"):
            # File: /home/user/model.py:5 in f, code: return x * y + w
            mul: "f32[4]" = l_x_ * l_y_;  l_x_ = l_y_ = None
            add: "f32[4]" = mul + l_w_;  mul = l_w_ = None
            return (add,)

    class map_body_1(torch.nn.Module):
        def forward(self, l_x_: "f32[4]", const_unused):
            # File: /home/user/model.py:8 in g, code: return x + 3
            add: "f32[4]" = l_x_ + 3;  l_x_ = None
            return (add,)
