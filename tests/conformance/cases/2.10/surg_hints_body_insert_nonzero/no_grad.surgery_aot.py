# surgery surg_hints_body_insert_nonzero: hints_wrapper_body_graph_0: output 0 += sum(nonzero(x_1))
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4][4, 1]cpu"):
        # File: tests/conformance/programs/hints_ok.py:16 in forward, code: return hints_wrapper(f, (x,), {}, hints={'outer_body': True})
        hints_wrapper_body_graph_0 = self.hints_wrapper_body_graph_0
        hints_wrapper: "f32[4, 4][4, 1]cpu" = torch.ops.higher_order.hints_wrapper(hints_wrapper_body_graph_0, (arg0_1,), {}, hints = {'outer_body': True});  hints_wrapper_body_graph_0 = arg0_1 = None
        return hints_wrapper
        
    class hints_wrapper_body_graph_0(torch.nn.Module):
        def forward(self, x_1: "f32[4, 4][4, 1]cpu"):
            # No stacktrace found for following nodes
            sin: "f32[4, 4][4, 1]cpu" = torch.ops.aten.sin.default(x_1)
            nonzero_default: "i64[u0, 2][1, u0]cpu" = torch.ops.aten.nonzero.default(x_1);  x_1 = None
            sum_default: "i64[][]cpu" = torch.ops.aten.sum.default(nonzero_default);  nonzero_default = None
            add_tensor: "f32[4, 4][4, 1]cpu" = torch.ops.aten.add.Tensor(sin, sum_default);  sin = sum_default = None
            return add_tensor
            