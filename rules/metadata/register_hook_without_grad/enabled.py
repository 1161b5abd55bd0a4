# The same graph traced with grad enabled: PyTorch accepted it (register_hook_mut.enabled.*).
# expect-config: --grad enabled
# expect-none
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[4, 4][4, 1]cpu"):
        l_x_ = L_x_

        # File: tests/conformance/programs/register_hook_mut.py:12 in forward, code: y = x * 2
        y: "f32[4, 4][4, 1]cpu" = l_x_ * 2;  l_x_ = None

        # File: tests/conformance/programs/register_hook_mut.py:13 in forward, code: y.register_hook(lambda g: g.mul_(3))
        hook_body_0 = self.hook_body_0
        register_hook: "f32[4, 4][4, 1]cpu" = torch.ops.higher_order.register_hook(y, hook_body_0);  y = hook_body_0 = None

        # File: tests/conformance/programs/register_hook_mut.py:14 in forward, code: return y.sum()
        sum_1: "f32[][]cpu" = register_hook.sum();  register_hook = None
        return (sum_1,)

    class hook_body_0(torch.nn.Module):
        def forward(self, g: "f32[4, 4][4, 1]cpu"):
            # File: tests/conformance/programs/register_hook_mut.py:13 in <lambda>, code: y.register_hook(lambda g: g.mul_(3))
            mul_: "f32[4, 4][4, 1]cpu" = g.mul_(3);  g = None
            return mul_
