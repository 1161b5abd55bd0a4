class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/hints_mut_direct.py:17 in forward, code: return hints_wrapper(f, (x,), {}, hints={'outer_body': True})
        hints_wrapper_body_graph_0 = self.hints_wrapper_body_graph_0
        hints_wrapper: "f32[4, 4]" = torch.ops.higher_order.hints_wrapper(hints_wrapper_body_graph_0, (arg0_1,), {}, hints = {'outer_body': True});  hints_wrapper_body_graph_0 = arg0_1 = None
        return hints_wrapper
        
    class hints_wrapper_body_graph_0(torch.nn.Module):
        def forward(self, x_1: "f32[4, 4]"):
            # No stacktrace found for following nodes
            add_: "f32[4, 4]" = torch.ops.aten.add_.Tensor(x_1, 1);  x_1 = None
            sin: "f32[4, 4]" = torch.ops.aten.sin.default(add_);  add_ = None
            return sin
            