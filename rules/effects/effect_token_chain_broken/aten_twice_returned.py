# ATen dialect (AOT forward graph): an intermediate token, getitem, is returned as well as
# passed on, so two tokens leave the graph for one token input; and a user tensor, primals_3,
# is passed where a token belongs.
def forward(self, primals_1: "f32[0][1]cpu", primals_2: "f32[4][1]cpu", primals_3: "f32[4][1]cpu"):
    with_effects = torch.ops.higher_order.with_effects(primals_1, torch.ops._mylib.zoo.default, primals_2);  primals_1 = primals_2 = None
    getitem: "f32[0][1]cpu" = with_effects[0]
    getitem_1: "f32[4][1]cpu" = with_effects[1];  with_effects = None
    with_effects_1 = torch.ops.higher_order.with_effects(getitem, torch.ops._mylib.zoo.default, getitem_1)
    getitem_2: "f32[0][1]cpu" = with_effects_1[0]
    getitem_3: "f32[4][1]cpu" = with_effects_1[1];  with_effects_1 = None
    with_effects_2 = torch.ops.higher_order.with_effects(primals_3, torch.ops._mylib.zoo.default, getitem_3)  # expect: FX601 {{takes 'primals_3', which is neither a token input}}
    getitem_4: "f32[4][1]cpu" = with_effects_2[1];  with_effects_2 = None
    return (getitem_2, getitem, getitem_4)  # expect: FX601 {{effect token 'getitem' (made by 'with_effects') is used twice}} {{the graph outputs}} {{forward num_erased_outs:2 [getitem_2, getitem]!=expected 1}}
