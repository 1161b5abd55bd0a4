# Dynamo dialect: torch.equal in a cond branch and Tensor.allclose in a map body.
class GraphModule(torch.nn.Module):
    def forward(self, L_pred_: "b8[]", L_x_: "f32[4]", L_y_: "f32[4]", L_xs_: "f32[3, 4]"):
        l_pred_ = L_pred_
        l_x_ = L_x_
        l_y_ = L_y_
        l_xs_ = L_xs_
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(l_pred_, cond_true_0, cond_false_0, (l_x_, l_y_));  l_pred_ = cond_true_0 = cond_false_0 = l_x_ = None
        getitem: "f32[4]" = cond[0];  cond = None
        map_body_0 = self.map_body_0
        map_impl = torch.ops.higher_order.map_impl(map_body_0, [l_xs_], [l_y_]);  map_body_0 = l_xs_ = l_y_ = None
        getitem_1: "f32[3, 4]" = map_impl[0];  map_impl = None
        return (getitem, getitem_1)

    class cond_true_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4]", l_y_: "f32[4]"):
            l_x__1 = l_x_
            l_y__1 = l_y_

            # File: /home/user/model.py:5 in true_fn, code: if torch.equal(x, y):
            equal = torch.equal(l_x__1, l_y__1)  # expect: FX302 {{aten.equal.default}} {{cond_true_0}}
            mul: "f32[4]" = l_x__1 * equal;  l_x__1 = equal = None
            add: "f32[4]" = mul + l_y__1;  mul = l_y__1 = None
            return (add,)

    class cond_false_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4]", l_y_: "f32[4]"):
            l_x__1 = l_x_
            l_y__1 = l_y_
            sub: "f32[4]" = l_x__1 - l_y__1;  l_x__1 = l_y__1 = None
            return (sub,)

    class map_body_0(torch.nn.Module):
        def forward(self, l_xs_: "f32[4]", l_y_: "f32[4]"):
            # File: /home/user/model.py:9 in body, code: close = x.allclose(y)
            allclose = l_xs_.allclose(l_y_)  # expect: FX302 {{aten.allclose.default}} {{map_body_0}}
            mul: "f32[4]" = l_xs_ * allclose;  l_xs_ = allclose = None
            add: "f32[4]" = mul + l_y_;  mul = l_y_ = None
            return (add,)
