# expect-none
# ATen dialect (AOT forward graph with a torchbind custom op and a print): every effectful call
# is wrapped in with_effects and threaded, and the bare call_torchbind of a non-effectful
# torchbind method is left alone.
def forward(self, arg0_1: "f32[0][1]cpu", obj_attr, arg1_1: "f32[2, 3][3, 1]cpu"):
    with_effects = torch.ops.higher_order.with_effects(arg0_1, torch.ops._TorchScriptTesting.takes_foo.default, obj_attr, arg1_1);  arg0_1 = None
    getitem: "f32[0][1]cpu" = with_effects[0]
    getitem_1: "f32[2, 3][3, 1]cpu" = with_effects[1];  with_effects = None
    call_torchbind: "f32[2, 3][3, 1]cpu" = torch.ops.higher_order.call_torchbind(obj_attr, 'add_tensor', getitem_1);  obj_attr = None
    with_effects_1 = torch.ops.higher_order.with_effects(getitem, torch.ops.aten._print.default, 'moo');  getitem = None
    getitem_2: "f32[0][1]cpu" = with_effects_1[0];  with_effects_1 = None
    add: "f32[2, 3][3, 1]cpu" = torch.ops.aten.add.Tensor(arg1_1, call_torchbind);  arg1_1 = call_torchbind = None
    return (getitem_2, add)
