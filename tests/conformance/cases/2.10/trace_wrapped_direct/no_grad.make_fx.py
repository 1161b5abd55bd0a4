class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/trace_wrapped_direct.py:13 in forward, code: return trace_wrapped(x, fn=lambda a: a * 2)
        trace_wrapped: "f32[4, 4]" = torch__dynamo__trace_wrapped_higher_order_op_self_invoke(arg0_1);  arg0_1 = None
        return trace_wrapped
        