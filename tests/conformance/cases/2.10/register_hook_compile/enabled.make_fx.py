class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/register_hook_compile.py:12 in forward, code: y = x * 2
        mul: "f32[4, 4]" = torch.ops.aten.mul.Tensor(arg0_1, 2);  arg0_1 = None
        
        # File: tests/conformance/programs/register_hook_compile.py:14 in forward, code: return y.sum()
        sum_1: "f32[]" = torch.ops.aten.sum.default(mul);  mul = None
        return sum_1
        