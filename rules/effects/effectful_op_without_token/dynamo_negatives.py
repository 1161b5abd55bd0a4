# expect-none
# Dynamo dialect: effect tokens do not exist yet, so effectful calls are bare by design: the
# print HOP, aten._print, a custom op registered with an effect, a torchbind method. AOTAutograd
# wraps them in with_effects later.
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2, 3]", L_self_attr):
        l_x_ = L_x_
        l_self_attr = L_self_attr

        # File: /home/user/model.py:7 in forward, code: torch._higher_order_ops.print("x is {}", x=x)
        print_1 = torch.ops.higher_order.print('x is {}', x = l_x_)

        # File: /home/user/model.py:8 in forward, code: torch.ops.aten._print("moo")
        _print = torch.ops.aten._print.default('moo')

        # File: /home/user/model.py:9 in forward, code: torch.ops._mylib.foo(x)
        foo: "f32[2, 3]" = torch.ops._mylib.foo.default(l_x_)

        # File: /home/user/model.py:10 in forward, code: y = torch.ops._TorchScriptTesting.takes_foo(self.attr, x)
        takes_foo: "f32[2, 3]" = torch.ops._TorchScriptTesting.takes_foo.default(l_self_attr, l_x_);  l_self_attr = l_x_ = None
        add: "f32[2, 3]" = takes_foo + foo;  takes_foo = foo = None
        return (add,)
