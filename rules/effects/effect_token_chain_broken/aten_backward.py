# expect-none
# ATen dialect, AOT backward graph: the backward token tangents_token starts the chain, two
# effectful calls thread it, and the last token is returned after the gradients.
def forward(self, tangents_1: "f32[4][1]cpu", tangents_2: "f32[4][1]cpu", tangents_token: "f32[0][1]cpu"):
    with_effects_2 = torch.ops.higher_order.with_effects(tangents_token, torch.ops._mylib.zoo2.default, tangents_1);  tangents_token = None
    getitem_4: "f32[0][1]cpu" = with_effects_2[0];  with_effects_2 = None
    with_effects_3 = torch.ops.higher_order.with_effects(getitem_4, torch.ops._mylib.zoo2.default, tangents_2);  getitem_4 = None
    getitem_6: "f32[0][1]cpu" = with_effects_3[0];  with_effects_3 = None
    clone: "f32[4][1]cpu" = torch.ops.aten.clone.default(tangents_1)
    clone_1: "f32[4][1]cpu" = torch.ops.aten.clone.default(tangents_2)
    return (clone, clone_1, tangents_1, tangents_2, getitem_6)
