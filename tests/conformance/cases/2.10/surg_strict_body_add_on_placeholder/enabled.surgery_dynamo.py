# surgery surg_strict_body_add_on_placeholder: strict_mode_body_0: inserted add_(l_x_, 1)
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[4, 4]"):
        l_x_ = L_x_
        
        # File: /venv/lib/python3.11/site-packages/torch/_higher_order_ops/strict_mode.py:34 in strict_mode, code: return strict_mode_op(callable, operands)
        strict_mode_body_0 = self.strict_mode_body_0
        strict_mode = torch.ops.higher_order.strict_mode(strict_mode_body_0, (l_x_,));  strict_mode_body_0 = l_x_ = None
        getitem: "f32[4, 4]" = strict_mode[0];  strict_mode = None
        return (getitem,)
        
    class strict_mode_body_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 4]"):
            # File: tests/conformance/programs/strict_ok.py:14 in f, code: return x.sin()
            sin: "f32[4, 4]" = l_x_.sin()
            
            # No stacktrace found for following nodes
            add_: "f32[4, 4]" = l_x_.add_(1);  l_x_ = add_ = None
            return (sin,)
            