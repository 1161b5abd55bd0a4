# ATen dialect (aot_export_module of a module printing twice): the second with_effects takes
# the token input arg0_1 again instead of `getitem`, the token the first call produced, so
# the chain forks and the two prints are no longer ordered.
def forward(self, arg0_1: "f32[0][1]cpu", arg1_1: "f32[2, 3][3, 1]cpu"):
    # File: /home/user/model.py:5 in forward, code: torch.ops.aten._print("moo")
    with_effects = torch.ops.higher_order.with_effects(arg0_1, torch.ops.aten._print.default, 'moo')
    getitem: "f32[0][1]cpu" = with_effects[0];  with_effects = None

    # File: /home/user/model.py:6 in forward, code: res = x + x
    add: "f32[2, 3][3, 1]cpu" = torch.ops.aten.add.Tensor(arg1_1, arg1_1);  arg1_1 = None

    # File: /home/user/model.py:7 in forward, code: torch.ops.aten._print("moo")
    with_effects_1 = torch.ops.higher_order.with_effects(arg0_1, torch.ops.aten._print.default, 'moo');  arg0_1 = None  # expect: FX601 {{'arg0_1'}} {{used twice}} {{with_effects 'with_effects'}} {{Could not find a token for effect _EffectType.ORDERED which came from the function aten._print.default}}
    getitem_2: "f32[0][1]cpu" = with_effects_1[0];  with_effects_1 = None
    return (getitem_2, add)
