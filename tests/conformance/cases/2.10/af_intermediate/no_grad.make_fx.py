class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/af_intermediate.py:32 in forward, code: y = x.clone()
        clone: "f32[4, 4]" = torch.ops.aten.clone.default(arg0_1);  arg0_1 = None
        
        # File: tests/conformance/programs/af_intermediate.py:33 in forward, code: af_intermediate(y)
        af_intermediate = torch.ops.conformance.af_intermediate.default(clone);  af_intermediate = None
        return clone
        