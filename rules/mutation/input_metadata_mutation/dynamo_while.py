# Dynamo dialect: a while_loop body_fn swaps the dimensions of its carried input in place, and
# its cond_fn reshapes a lifted buffer with resize_.
class GraphModule(torch.nn.Module):
    def forward(self, L_iter_: "i64[]", L_x_: "f32[4, 4]", L_self_buffers_scale_: "f32[4]"):
        l_iter_ = L_iter_
        l_x_ = L_x_
        l_self_buffers_scale_ = L_self_buffers_scale_

        # File: /home/user/loop.py:22 in forward, code: return while_loop(cond_fn, body_fn, (it, x))
        cond_fn_0 = self.cond_fn_0
        body_fn_0 = self.body_fn_0
        while_loop = torch.ops.higher_order.while_loop(cond_fn_0, body_fn_0, (l_iter_, l_x_), (l_self_buffers_scale_,));  cond_fn_0 = body_fn_0 = l_iter_ = l_x_ = l_self_buffers_scale_ = None
        getitem: "i64[]" = while_loop[0]
        getitem_1: "f32[4, 4]" = while_loop[1];  while_loop = None
        return (getitem, getitem_1)

    class cond_fn_0(torch.nn.Module):
        def forward(self, l_iter_: "i64[]", l_x_: "f32[4, 4]", l_self_buffers_scale_: "f32[4]"):
            # File: /home/user/loop.py:10 in cond_fn, code: self.scale.resize_(2, 2)
            resize_: "f32[2, 2]" = l_self_buffers_scale_.resize_(2, 2);  resize_ = None  # expect: FX102 {{torch.while_loop cond_fn 'cond_fn_0' changes the metadata of its input 'l_self_buffers_scale_'}}

            # File: /home/user/loop.py:11 in cond_fn, code: return it < 10
            lt: "b8[]" = l_iter_ < 10;  l_iter_ = None
            return lt

    class body_fn_0(torch.nn.Module):
        def forward(self, l_iter_: "i64[]", l_x_: "f32[4, 4]", l_self_buffers_scale_: "f32[4]"):
            # File: /home/user/loop.py:15 in body_fn, code: x.swapdims_(0, 1)
            swapdims_: "f32[4, 4]" = l_x_.swapdims_(0, 1);  swapdims_ = None  # expect: FX102 {{body_fn 'body_fn_0' changes the metadata of its input 'l_x_' (method swapdims_)}}

            # File: /home/user/loop.py:16 in body_fn, code: return it + 1, x * self.scale
            add: "i64[]" = l_iter_ + 1;  l_iter_ = None
            mul: "f32[4, 4]" = l_x_ * l_self_buffers_scale_;  l_x_ = l_self_buffers_scale_ = None
            return (add, mul)
