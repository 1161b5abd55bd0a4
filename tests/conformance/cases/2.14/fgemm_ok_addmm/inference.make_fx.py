class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 8]", arg1_1: "f32[8, 4]", arg2_1: "f32[4, 1]"):
        # File: tests/conformance/programs/fgemm_ok_addmm.py:19 in forward, code: return flex_gemm(torch.addmm, (s, a, b), epilogue)
        flex_gemm_body_graph_0 = self.flex_gemm_body_graph_0
        flex_gemm: "f32[4, 4]" = torch.ops.higher_order.flex_gemm(torch.ops.aten.addmm.default, flex_gemm_body_graph_0, (arg2_1, arg0_1, arg1_1), {}, {'backend': 'TRITON'});  flex_gemm_body_graph_0 = arg2_1 = arg0_1 = arg1_1 = None
        return flex_gemm

    class flex_gemm_body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 1]", arg1_1: "f32[4, 8]", arg2_1: "f32[8, 4]"):
            # No stacktrace found for following nodes
            addmm: "f32[4, 4]" = torch.ops.aten.addmm.default(arg0_1, arg1_1, arg2_1);  arg0_1 = arg1_1 = arg2_1 = None
            sigmoid: "f32[4, 4]" = torch.ops.aten.sigmoid.default(addmm);  addmm = None
            return sigmoid
