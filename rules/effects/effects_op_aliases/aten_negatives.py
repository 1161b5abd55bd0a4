# expect-none
# ATen dialect (AOT forward graph): the ops PyTorch wraps in with_effects have no alias
# annotations: aten._print, a torchbind custom op and call_torchbind (a HOP). A custom op's
# schema is not printed, so it is not judged.
def forward(self, arg0_1: "f32[0][1]cpu", obj_attr, arg1_1: "f32[2, 3][3, 1]cpu"):
    # File: /home/user/model.py:8 in forward, code: torch.ops._TorchScriptTesting.takes_foo(self.attr, x)
    with_effects = torch.ops.higher_order.with_effects(arg0_1, torch.ops._TorchScriptTesting.takes_foo.default, obj_attr, arg1_1);  arg0_1 = None
    getitem: "f32[0][1]cpu" = with_effects[0]
    getitem_1: "f32[2, 3][3, 1]cpu" = with_effects[1];  with_effects = None
    
    # File: /home/user/model.py:9 in forward, code: y = self.attr.add_tensor(y)
    with_effects_1 = torch.ops.higher_order.with_effects(getitem, torch.ops.higher_order.call_torchbind, obj_attr, 'add_tensor', getitem_1);  getitem = obj_attr = getitem_1 = None
    getitem_2: "f32[0][1]cpu" = with_effects_1[0]
    getitem_3: "f32[2, 3][3, 1]cpu" = with_effects_1[1];  with_effects_1 = None
    
    # File: /home/user/model.py:10 in forward, code: torch.ops.aten._print("moo")
    with_effects_2 = torch.ops.higher_order.with_effects(getitem_2, torch.ops.aten._print.default, 'moo');  getitem_2 = None
    getitem_4: "f32[0][1]cpu" = with_effects_2[0];  with_effects_2 = None
    add: "f32[2, 3][3, 1]cpu" = torch.ops.aten.add.Tensor(arg1_1, getitem_3);  arg1_1 = getitem_3 = None
    return (getitem_4, add)
