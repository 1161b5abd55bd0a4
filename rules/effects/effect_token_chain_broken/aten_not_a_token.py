# ATen dialect (AOT backward graph): the second with_effects takes getitem_3, element 1 (the
# op's result) of the first, instead of its token getitem_2; the backward token tangents_token
# starts the chain and getitem_4 is returned last as the output token.
def forward(self, tangents_1: "f32[4][1]cpu", tangents_token: "f32[0][1]cpu"):
    with_effects_1 = torch.ops.higher_order.with_effects(tangents_token, torch.ops._mylib.foo.default, tangents_1);  tangents_token = None
    getitem_2: "f32[0][1]cpu" = with_effects_1[0]
    getitem_3: "f32[4][1]cpu" = with_effects_1[1];  with_effects_1 = None
    with_effects_2 = torch.ops.higher_order.with_effects(getitem_3, torch.ops._mylib.foo.default, tangents_1);  tangents_1 = None  # expect: FX601 {{takes 'getitem_3', element 1 of 'with_effects_1'}} {{not its token (element 0)}} {{_mylib.foo.default}}
    getitem_4: "f32[0][1]cpu" = with_effects_2[0]
    getitem_5: "f32[4][1]cpu" = with_effects_2[1];  with_effects_2 = None
    return (getitem_5, getitem_3, getitem_4)
