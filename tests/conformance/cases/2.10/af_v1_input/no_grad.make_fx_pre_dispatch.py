class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/af_v1_input.py:32 in forward, code: y = x.clone()
        clone: "f32[4, 4]" = torch.ops.aten.clone.default(arg0_1)
        
        # File: tests/conformance/programs/af_v1_input.py:33 in forward, code: af_v1_input(x)
        af_v1_input = torch.ops.conformance.af_v1_input.default(arg0_1);  af_v1_input = None
        
        # File: tests/conformance/programs/af_v1_input.py:34 in forward, code: return x + y
        add: "f32[4, 4]" = torch.ops.aten.add.Tensor(arg0_1, clone);  arg0_1 = clone = None
        return add
        