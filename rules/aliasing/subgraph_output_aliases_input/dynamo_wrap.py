# expect-none
# Dynamo dialect: wrap and activation-checkpoint bodies may return their inputs or views of
# them (PyTorch allows aliasing there).
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[4, 8]", L_y_: "f32[8]"):
        l_x_ = L_x_
        l_y_ = L_y_
        wrap_body_0 = self.wrap_body_0
        wrap = torch.ops.higher_order.wrap(wrap_body_0, l_x_, l_y_);  wrap_body_0 = None
        getitem: "f32[4, 8]" = wrap[0]
        getitem_1: "f32[8]" = wrap[1];  wrap = None
        wrap_body_1 = self.wrap_body_1
        tag_activation_checkpoint = torch.ops.higher_order.tag_activation_checkpoint(wrap_body_1, l_x_, use_reentrant = False);  wrap_body_1 = l_x_ = None
        getitem_2: "f32[32]" = tag_activation_checkpoint[0];  tag_activation_checkpoint = None
        add: "f32[4, 8]" = getitem + getitem_1;  getitem = getitem_1 = None
        return (add, getitem_2)

    class wrap_body_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 8]", l_y_: "f32[8]"):
            return (l_x_, l_y_)

    class wrap_body_1(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 8]"):
            view: "f32[32]" = l_x_.view(32);  l_x_ = None
            return (view,)
