# expect-none
# ATen dialect, legal: a plain make_fx graph (no functionalization, so no tokens) may call
# aten._print and an effectful custom op bare; call_torchbind is printed bare by export when
# the torchbind class is not effectful, and ordinary ops are never effectful.
def forward(self, obj_attr, x: "f32[2, 3][3, 1]cpu"):
    _print = torch.ops.aten._print.default('moo')
    call_torchbind: "f32[2, 3][3, 1]cpu" = torch.ops.higher_order.call_torchbind(obj_attr, 'add_tensor', x);  obj_attr = None
    add: "f32[2, 3][3, 1]cpu" = torch.ops.aten.add.Tensor(x, call_torchbind);  x = call_torchbind = None
    foo: "f32[2, 3][3, 1]cpu" = torch.ops._mylib.foo.default(add)
    return (add, foo)
