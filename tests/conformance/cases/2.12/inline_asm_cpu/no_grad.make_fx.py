class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/inline_asm_cpu.py:13 in forward, code: return inline_asm_elementwise(x, asm_str='mov.b32 $0, $1;', constraints='=r,r', dtype=torch.float32)
        inline_asm_elementwise: "f32[4, 4]" = torch.ops.higher_order.inline_asm_elementwise(arg0_1, asm_str = 'mov.b32 $0, $1;', constraints = '=r,r', dtype = torch.float32, is_pure = True, pack = 1);  arg0_1 = None
        return inline_asm_elementwise
