# ATen dialect (AOT forward graph): the effectful custom op _mylib.foo is threaded through
# with_effects once, then called bare; an effectful op's calls are all wrapped by
# functionalization, so the bare one escaped the token chain.
def forward(self, primals_1: "f32[0][1]cpu", primals_2: "f32[4][1]cpu", primals_3: "f32[4][1]cpu"):
    with_effects = torch.ops.higher_order.with_effects(primals_1, torch.ops._mylib.foo.default, primals_2);  primals_1 = primals_2 = None
    getitem: "f32[0][1]cpu" = with_effects[0]
    getitem_1: "f32[4][1]cpu" = with_effects[1];  with_effects = None
    foo: "f32[4][1]cpu" = torch.ops._mylib.foo.default(primals_3);  primals_3 = None  # expect: FX602 {{_mylib.foo.default}} {{wraps it in with_effects elsewhere}}
    add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(getitem_1, foo);  getitem_1 = foo = None
    return (getitem, add)
