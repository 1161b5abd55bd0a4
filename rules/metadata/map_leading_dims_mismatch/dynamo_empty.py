# Dynamo output graph: torch map over an empty tensor and over a 0-dim tensor.
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[0, 4]", L_s_: "f32[]"):
        l_x_ = L_x_
        l_s_ = L_s_

        # File: /home/user/model.py:30 in forward, code: a = map(f, x)
        map_body_0 = self.map_body_0
        map_impl = torch.ops.higher_order.map_impl(map_body_0, [l_x_], []);  map_body_0 = l_x_ = None  # expect: FX407 {{torch map xs 'l_x_' (f32[0, 4]) has leading size 0}} {{"torch.map: improper inputs" ("torch.map doesn't support scalar or non-zero sized tensors during tracing.")}}
        getitem: "f32[0, 4]" = map_impl[0];  map_impl = None

        # File: /home/user/model.py:31 in forward, code: b = map(f, s)
        map_body_1 = self.map_body_1
        map_impl_1 = torch.ops.higher_order.map_impl(map_body_1, [l_s_], []);  map_body_1 = l_s_ = None  # expect: FX407 {{(f32[]) is 0-dim}}
        getitem_1: "f32[]" = map_impl_1[0];  map_impl_1 = None
        return (getitem, getitem_1)

    class map_body_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4]"):
            # File: /home/user/model.py:5 in f, code: return x.sin()
            sin: "f32[4]" = l_x_.sin();  l_x_ = None
            return (sin,)

    class map_body_1(torch.nn.Module):
        def forward(self, l_s_: "f32[]"):
            # File: /home/user/model.py:5 in f, code: return x.sin()
            sin: "f32[]" = l_s_.sin();  l_s_ = None
            return (sin,)
