# expect-none
# ATen dialect after unlift_tokens (what Inductor receives): the chain starts at
# prims._make_token() and its last token is collected by prims._sink_tokens instead of being
# returned.
def forward(self, arg1_1: "f32[2, 3][3, 1]cpu"):
    _make_token_default: "f32[0][1]cpu" = torch.ops.prims._make_token.default()
    with_effects = torch.ops.higher_order.with_effects(_make_token_default, torch.ops.aten._print.default, 'moo');  _make_token_default = None
    getitem: "f32[0][1]cpu" = with_effects[0];  with_effects = None
    add: "f32[2, 3][3, 1]cpu" = torch.ops.aten.add.Tensor(arg1_1, arg1_1);  arg1_1 = None
    with_effects_1 = torch.ops.higher_order.with_effects(getitem, torch.ops.aten._print.default, 'moo');  getitem = None
    getitem_2: "f32[0][1]cpu" = with_effects_1[0];  with_effects_1 = None
    _sink_tokens_default = torch.ops.prims._sink_tokens.default([getitem_2]);  getitem_2 = _sink_tokens_default = None
    return (add,)
