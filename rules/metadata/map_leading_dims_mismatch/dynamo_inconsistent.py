# Dynamo output graph: torch map over two tensors of different lengths.
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[3, 4]", L_y_: "f32[5, 4]"):
        l_x_ = L_x_
        l_y_ = L_y_

        # File: /home/user/model.py:20 in forward, code: return map(f, (x, y))
        map_body_0 = self.map_body_0
        map_impl = torch.ops.higher_order.map_impl(map_body_0, [l_x_, l_y_], []);  map_body_0 = l_x_ = l_y_ = None  # expect: FX407 {{torch map xs 'l_y_' has leading size 5 but xs 'l_x_' has 3}} {{Got shapes [torch.Size([3, 4]), torch.Size([5, 4])].}}
        getitem: "f32[3, 4]" = map_impl[0];  map_impl = None
        return (getitem,)

    class map_body_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4]", l_y_: "f32[4]"):
            # File: /home/user/model.py:5 in f, code: return x + y
            add: "f32[4]" = l_x_ + l_y_;  l_x_ = l_y_ = None
            return (add,)
