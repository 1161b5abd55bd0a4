# surgery surg_hints_body_stride_transpose: hints_wrapper_body_graph_0: output 0 := clone(t(output 0)) (transposed strides)
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4][4, 1]cpu"):
        # File: tests/conformance/programs/hints_ok.py:16 in forward, code: return hints_wrapper(f, (x,), {}, hints={'outer_body': True})
        hints_wrapper_body_graph_0 = self.hints_wrapper_body_graph_0
        hints_wrapper: "f32[4, 4][4, 1]cpu" = torch.ops.higher_order.hints_wrapper(hints_wrapper_body_graph_0, (arg0_1,), {}, hints = {'outer_body': True});  hints_wrapper_body_graph_0 = arg0_1 = None
        return hints_wrapper
        
    class hints_wrapper_body_graph_0(torch.nn.Module):
        def forward(self, x_1: "f32[4, 4][4, 1]cpu"):
            # No stacktrace found for following nodes
            sin: "f32[4, 4][4, 1]cpu" = torch.ops.aten.sin.default(x_1);  x_1 = None
            t_default: "f32[4, 4][1, 4]cpu" = torch.ops.aten.t.default(sin);  sin = None
            clone_default: "f32[4, 4][1, 4]cpu" = torch.ops.aten.clone.default(t_default);  t_default = None
            return clone_default
            