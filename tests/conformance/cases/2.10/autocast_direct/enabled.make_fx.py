class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/autocast_direct.py:13 in forward, code: return W.wrap_with_autocast('cpu', torch.bfloat16, True, None, lambda a: a @ a, x)
        _to_copy: "bf16[4, 4]" = torch.ops.aten._to_copy.default(arg0_1, dtype = torch.bfloat16)
        _to_copy_1: "bf16[4, 4]" = torch.ops.aten._to_copy.default(arg0_1, dtype = torch.bfloat16);  arg0_1 = None
        mm: "bf16[4, 4]" = torch.ops.aten.mm.default(_to_copy_1, _to_copy);  _to_copy_1 = _to_copy = None
        return mm
        