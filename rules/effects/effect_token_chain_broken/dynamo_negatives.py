# expect-none
# Dynamo dialect: effect tokens do not exist yet. Dynamo records effectful calls (a custom op
# registered with an effect, torch._higher_order_ops.print, a torchbind method) as plain calls;
# AOTAutograd adds with_effects and the token chain later. Nothing to check here.
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2, 3]", L_self_attr):
        l_x_ = L_x_
        l_self_attr = L_self_attr

        # File: /home/user/model.py:8 in forward, code: torch.ops._mylib.foo(x)
        foo = torch.ops._mylib.foo.default(l_x_)

        # File: /home/user/model.py:9 in forward, code: y = torch.ops._TorchScriptTesting.takes_foo(self.attr, x)
        takes_foo: "f32[2, 3]" = torch.ops._TorchScriptTesting.takes_foo.default(l_self_attr, l_x_);  l_self_attr = None
        add: "f32[2, 3]" = l_x_ + takes_foo;  l_x_ = takes_foo = None
        return (add,)
