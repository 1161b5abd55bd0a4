# expect-none
# ATen dialect, correct chains: the token input `token` feeds the first with_effects, each next
# one takes element 0 of the previous, and the last token leaves first among the outputs. The
# list result of the first call is unpacked with nested getitems (test_custom_obj_list_out).
class GraphModule(torch.nn.Module):
    def forward(self, token: "f32[0][1]cpu", obj_attr, x: "f32[2, 3][3, 1]cpu"):
        with_effects = torch.ops.higher_order.with_effects(token, torch.ops._TorchScriptTesting.takes_foo_list_return.default, obj_attr, x);  token = None
        getitem: "f32[0][1]cpu" = with_effects[0]
        getitem_1 = with_effects[1];  with_effects = None
        getitem_2: "f32[2, 3][3, 1]cpu" = getitem_1[0]
        getitem_3: "f32[2, 3][3, 1]cpu" = getitem_1[1]
        getitem_4: "f32[2, 3][3, 1]cpu" = getitem_1[2];  getitem_1 = None
        add: "f32[2, 3][3, 1]cpu" = torch.ops.aten.add.Tensor(getitem_2, getitem_3);  getitem_2 = getitem_3 = None
        add_1: "f32[2, 3][3, 1]cpu" = torch.ops.aten.add.Tensor(add, getitem_4);  add = getitem_4 = None
        with_effects_1 = torch.ops.higher_order.with_effects(getitem, torch.ops._TorchScriptTesting.takes_foo.default, obj_attr, add_1);  getitem = obj_attr = add_1 = None
        getitem_5: "f32[0][1]cpu" = with_effects_1[0]
        getitem_6: "f32[2, 3][3, 1]cpu" = with_effects_1[1];  with_effects_1 = None
        with_effects_2 = torch.ops.higher_order.with_effects(getitem_5, torch.ops.aten._print.default, 'done');  getitem_5 = None
        getitem_7: "f32[0][1]cpu" = with_effects_2[0];  with_effects_2 = None
        add_2: "f32[2, 3][3, 1]cpu" = torch.ops.aten.add.Tensor(x, getitem_6);  x = getitem_6 = None
        return (getitem_7, add_2)
