class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/cfc_mut.py:9 in forward, code: x.mul_(2)
        mul_: "f32[4, 4]" = torch.ops.aten.mul_.Tensor(arg0_1, 2);  arg0_1 = None
        
        # File: tests/conformance/programs/cfc_mut.py:10 in forward, code: return x.clone()
        clone: "f32[4, 4]" = torch.ops.aten.clone.default(mul_);  mul_ = None
        return clone
        