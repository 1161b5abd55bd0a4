class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 8]", arg1_1: "f32[8, 4]", arg2_1: "f32[4, 1]"):
        # File: tests/conformance/programs/fgemm_ok.py:19 in forward, code: return flex_gemm(torch.mm, (a, b), epilogue)
        flex_gemm_body_graph_0 = self.flex_gemm_body_graph_0
        flex_gemm: "f32[4, 4]" = torch.ops.higher_order.flex_gemm(torch.ops.aten.mm.default, flex_gemm_body_graph_0, (arg0_1, arg1_1), {}, {'backend': 'TRITON'});  flex_gemm_body_graph_0 = arg0_1 = arg1_1 = None
        return flex_gemm

    class flex_gemm_body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8]", arg1_1: "f32[8, 4]"):
            # No stacktrace found for following nodes
            mm: "f32[4, 4]" = torch.ops.aten.mm.default(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
            relu: "f32[4, 4]" = torch.ops.aten.relu.default(mm);  mm = None
            return relu
