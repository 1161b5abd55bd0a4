# expect-none
# Dynamo output graph of pointwise combine_fns: Python operators, torch.maximum, torch.where,
# torch.sigmoid, Tensor.clamp and F.relu (all with a pointwise ATen overload), basic indexing
# and view (views whose users are pointwise).
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[10, 4][4, 1]cuda:0", L_y_: "f32[10, 4][4, 1]cuda:0"):
        l_x_ = L_x_
        l_y_ = L_y_

        # File: /home/user/model.py:40 in forward, code: a, b = associative_scan(combine_pair, (x, y), 0)
        associative_scan_combine_fn_0 = self.associative_scan_combine_fn_0
        associative_scan = torch.ops.higher_order.associative_scan(associative_scan_combine_fn_0, [l_x_, l_y_], ());  associative_scan_combine_fn_0 = l_x_ = l_y_ = None
        getitem: "f32[10, 4][4, 1]cuda:0" = associative_scan[0]
        getitem_1: "f32[10, 4][4, 1]cuda:0" = associative_scan[1];  associative_scan = None
        return (getitem, getitem_1)

    class associative_scan_combine_fn_0(torch.nn.Module):
        def forward(self, child: "f32[4][1]cuda:0", child_1: "f32[4][1]cuda:0", child_2: "f32[4][1]cuda:0", child_3: "f32[4][1]cuda:0"):
            # File: /home/user/model.py:8 in combine_pair, code: m = torch.maximum(xa, xb)
            maximum: "f32[4][1]cuda:0" = torch.maximum(child, child_2)

            # File: /home/user/model.py:9 in combine_pair, code: g = torch.sigmoid(xa - xb).clamp(min=0.1)
            sub: "f32[4][1]cuda:0" = child - child_2
            sigmoid: "f32[4][1]cuda:0" = torch.sigmoid(sub);  sub = None
            clamp: "f32[4][1]cuda:0" = sigmoid.clamp(min = 0.1);  sigmoid = None

            # File: /home/user/model.py:10 in combine_pair, code: h = F.relu(yb.view(2, 2)[0:2]).view(4) * 2
            view: "f32[2, 2][2, 1]cuda:0" = child_3.view(2, 2);  child_3 = None
            getitem: "f32[2, 2][2, 1]cuda:0" = view[slice(0, 2, None)];  view = None
            relu: "f32[2, 2][2, 1]cuda:0" = torch.nn.functional.relu(getitem);  getitem = None
            view_1: "f32[4][1]cuda:0" = relu.view(4);  relu = None
            mul: "f32[4][1]cuda:0" = view_1 * 2;  view_1 = None

            # File: /home/user/model.py:11 in combine_pair, code: return m, torch.where(xa > xb, ya * g, h)
            gt: "b8[4][1]cuda:0" = child > child_2;  child = child_2 = None
            mul_1: "f32[4][1]cuda:0" = child_1 * clamp;  child_1 = clamp = None
            where: "f32[4][1]cuda:0" = torch.where(gt, mul_1, mul);  gt = mul_1 = mul = None
            return (maximum, where)
