# ATen dialect (a bare forward, as gm.code prints it): split.Tensor returns a list of views
# (Tensor(a)[]) and t.default a transposed view; both alias their input.
def forward(self, arg0_1: "f32[0][1]cpu", arg1_1: "f32[4, 6][6, 1]cpu"):
    # File: /home/user/model.py:14 in forward, code: parts = traced_split(x, 2)
    with_effects = torch.ops.higher_order.with_effects(arg0_1, torch.ops.aten.split.Tensor, arg1_1, 2);  arg0_1 = None  # expect: FX603 {{aten.split.Tensor}} {{Tensor(a -> *)}}
    getitem: "f32[0][1]cpu" = with_effects[0]
    getitem_1 = with_effects[1];  with_effects = None
    getitem_2: "f32[2, 6][6, 1]cpu" = getitem_1[0]
    getitem_3: "f32[2, 6][6, 1]cpu" = getitem_1[1];  getitem_1 = None
    
    # File: /home/user/model.py:15 in forward, code: xt = traced_t(x)
    with_effects_1 = torch.ops.higher_order.with_effects(getitem, torch.ops.aten.t.default, arg1_1);  getitem = arg1_1 = None  # expect: FX603 {{aten.t.default}}
    getitem_4: "f32[0][1]cpu" = with_effects_1[0]
    getitem_5: "f32[6, 4][1, 6]cpu" = with_effects_1[1];  with_effects_1 = None
    return (getitem_4, getitem_2, getitem_3, getitem_5)
