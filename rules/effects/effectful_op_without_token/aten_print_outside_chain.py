# ATen dialect (aot_export_module): two prints are threaded through the token chain, but a
# third aten._print call sits between them bare, outside the chain, so nothing orders it.
def forward(self, arg0_1: "f32[0][1]cpu", arg1_1: "f32[2, 3][3, 1]cpu"):
    # File: /home/user/model.py:5 in forward, code: torch.ops.aten._print("moo")
    with_effects = torch.ops.higher_order.with_effects(arg0_1, torch.ops.aten._print.default, 'moo');  arg0_1 = None
    getitem: "f32[0][1]cpu" = with_effects[0];  with_effects = None

    # File: /home/user/model.py:6 in forward, code: torch.ops.aten._print("between")
    _print = torch.ops.aten._print.default('between')  # expect: FX602 {{aten._print.default}} {{registered with an ORDERED effect}} {{outside the token chain}} {{Could not find a token for effect _EffectType.ORDERED which came from the function aten._print.default}}
    add: "f32[2, 3][3, 1]cpu" = torch.ops.aten.add.Tensor(arg1_1, arg1_1);  arg1_1 = None

    # File: /home/user/model.py:8 in forward, code: torch.ops.aten._print("moo")
    with_effects_1 = torch.ops.higher_order.with_effects(getitem, torch.ops.aten._print.default, 'moo');  getitem = None
    getitem_2: "f32[0][1]cpu" = with_effects_1[0];  with_effects_1 = None
    return (getitem_2, add)
