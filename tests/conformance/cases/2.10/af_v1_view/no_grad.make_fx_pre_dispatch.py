class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/af_v1_view.py:32 in forward, code: af_v1_view(x[0])
        select: "f32[4]" = torch.ops.aten.select.int(arg0_1, 0, 0)
        af_v1_view = torch.ops.conformance.af_v1_view.default(select);  select = af_v1_view = None
        
        # File: tests/conformance/programs/af_v1_view.py:33 in forward, code: return x.sin()
        sin: "f32[4, 4]" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
        return sin
        