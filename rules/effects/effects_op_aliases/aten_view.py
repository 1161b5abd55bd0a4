# ATen dialect (AOT forward graph after a pass that wrapped calls in with_effects): view.default
# returns a view of its input and add_.Tensor writes its input in place; with_effects refuses
# ops whose schema has alias annotations.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[0][1]cpu", arg1_1: "f32[2, 3][3, 1]cpu", arg2_1: "f32[2, 3][3, 1]cpu"):
        # File: /home/user/model.py:9 in forward, code: flat = log_view(x)
        with_effects = torch.ops.higher_order.with_effects(arg0_1, torch.ops.aten.view.default, arg1_1, [6]);  arg0_1 = None  # expect: FX603 {{'with_effects' wraps aten.view.default}} {{argument 'self' is annotated Tensor(a) (the op returns a view of it)}} {{Ops with aliasing is not supported}}
        getitem: "f32[0][1]cpu" = with_effects[0]
        getitem_1: "f32[6][1]cpu" = with_effects[1];  with_effects = None
        
        # File: /home/user/model.py:10 in forward, code: log_add_(y, x)
        with_effects_1 = torch.ops.higher_order.with_effects(getitem, torch.ops.aten.add_.Tensor, arg2_1, arg1_1);  getitem = arg2_1 = arg1_1 = None  # expect: FX603 {{aten.add_.Tensor}} {{argument 'self' is annotated Tensor(a!) (the op writes it)}}
        getitem_2: "f32[0][1]cpu" = with_effects_1[0]
        getitem_3: "f32[2, 3][3, 1]cpu" = with_effects_1[1];  with_effects_1 = None
        return (getitem_2, getitem_1, getitem_3)
