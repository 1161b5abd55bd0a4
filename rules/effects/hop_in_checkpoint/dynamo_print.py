# The print HOP inside torch.utils.checkpoint, compiled with grad enabled (conformance case
# eff_print_in_ckpt.enabled.compile_eager, rejected).
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[4, 4][4, 1]cpu"):
        l_x_ = L_x_

        # File: tests/conformance/programs/eff_print_in_ckpt.py:18 in forward, code: return torch.utils.checkpoint.checkpoint(f, x, use_reentrant=False)
        wrap_body_0 = self.wrap_body_0
        tag_activation_checkpoint = torch.ops.higher_order.tag_activation_checkpoint(wrap_body_0, l_x_, use_reentrant = False);  wrap_body_0 = l_x_ = None
        getitem: "f32[4, 4][4, 1]cpu" = tag_activation_checkpoint[0];  tag_activation_checkpoint = None
        return (getitem,)

    class wrap_body_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 4][4, 1]cpu"):
            # File: tests/conformance/programs/eff_print_in_ckpt.py:16 in f, code: hop_print('c {}', x)
            print_1 = torch.ops.higher_order.print('c {}', l_x_);  print_1 = None  # expect: FX604 {{calls the print HOP inside an activation checkpoint}} {{"There was no rule registered for HigherOrderOperator print and mode <torch.utils.checkpoint._CachingTorchDispatchMode object at 0x...>."}}

            # File: tests/conformance/programs/eff_print_in_ckpt.py:17 in f, code: return x.sin()
            sin: "f32[4, 4][4, 1]cpu" = l_x_.sin();  l_x_ = None
            return (sin,)
