# ATen dialect (AOT forward graph of a torchbind custom op called twice): the last token,
# getitem_2, is not returned, so the graph has one token input and no output token.
# PyTorch's unlift_tokens counts output tokens against the token inputs.
class GraphModule(torch.nn.Module):
    def forward(self, token: "f32[0][1]cpu", obj_attr, x: "f32[2, 3][3, 1]cpu"):
        # File: /home/user/model.py:9 in forward, code: a = torch.ops._TorchScriptTesting.takes_foo(self.attr, x)
        with_effects = torch.ops.higher_order.with_effects(token, torch.ops._TorchScriptTesting.takes_foo.default, obj_attr, x);  token = None
        getitem: "f32[0][1]cpu" = with_effects[0]
        getitem_1: "f32[2, 3][3, 1]cpu" = with_effects[1];  with_effects = None

        # File: /home/user/model.py:10 in forward, code: b = torch.ops._TorchScriptTesting.takes_foo(self.attr, a)
        with_effects_1 = torch.ops.higher_order.with_effects(getitem, torch.ops._TorchScriptTesting.takes_foo.default, obj_attr, getitem_1);  getitem = obj_attr = getitem_1 = None  # expect: FX601 {{'getitem_2' is never used}} {{forward num_erased_outs:0 []!=expected 1}}
        getitem_2: "f32[0][1]cpu" = with_effects_1[0]
        getitem_3: "f32[2, 3][3, 1]cpu" = with_effects_1[1];  with_effects_1 = None
        add: "f32[2, 3][3, 1]cpu" = torch.ops.aten.add.Tensor(x, getitem_3);  x = getitem_3 = None
        return (add,)
