class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/af_slice.py:32 in forward, code: af_slice(x[1:3])
        slice_1: "f32[2, 4]" = torch.ops.aten.slice.Tensor(arg0_1, 0, 1, 3)
        af_slice = torch.ops.conformance.af_slice.default(slice_1);  slice_1 = af_slice = None
        
        # File: tests/conformance/programs/af_slice.py:33 in forward, code: return x.sin()
        sin: "f32[4, 4]" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
        return sin
        