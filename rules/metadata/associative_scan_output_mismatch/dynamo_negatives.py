# expect-none
# Dynamo output graph, legal: a cumulative max and a two-leaf combine that keep each slice's
# shape and dtype.
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[10, 4]", L_y_: "f32[10, 4]"):
        l_x_ = L_x_
        l_y_ = L_y_

        # File: /home/user/model.py:20 in forward, code: a = associative_scan(torch.maximum, x, 0)
        associative_scan_combine_fn_0 = self.associative_scan_combine_fn_0
        associative_scan = torch.ops.higher_order.associative_scan(associative_scan_combine_fn_0, [l_x_], ());  associative_scan_combine_fn_0 = None
        getitem: "f32[10, 4]" = associative_scan[0];  associative_scan = None

        # File: /home/user/model.py:21 in forward, code: b, c = associative_scan(combine_pair, (x, y), 0)
        associative_scan_combine_fn_1 = self.associative_scan_combine_fn_1
        associative_scan_1 = torch.ops.higher_order.associative_scan(associative_scan_combine_fn_1, [l_x_, l_y_], ());  associative_scan_combine_fn_1 = l_x_ = l_y_ = None
        getitem_1: "f32[10, 4]" = associative_scan_1[0]
        getitem_2: "f32[10, 4]" = associative_scan_1[1];  associative_scan_1 = None
        return (getitem, getitem_1, getitem_2)

    class associative_scan_combine_fn_0(torch.nn.Module):
        def forward(self, child: "f32[4]", child_1: "f32[4]"):
            # File: /home/user/model.py:5 in maximum, code: return torch.maximum(x, y)
            maximum: "f32[4]" = torch.maximum(child, child_1);  child = child_1 = None
            return (maximum,)

    class associative_scan_combine_fn_1(torch.nn.Module):
        def forward(self, child: "f32[4]", child_1: "f32[4]", child_2: "f32[4]", child_3: "f32[4]"):
            # File: /home/user/model.py:8 in combine_pair, code: return xa * xb, ya * xb + yb
            mul: "f32[4]" = child * child_2;  child = None
            mul_1: "f32[4]" = child_1 * child_2;  child_1 = child_2 = None
            add: "f32[4]" = mul_1 + child_3;  mul_1 = child_3 = None
            return (mul, add)
