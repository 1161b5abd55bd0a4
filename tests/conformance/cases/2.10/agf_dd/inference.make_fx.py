class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/agf_dd.py:9 in forward, code: return x * x.nonzero().shape[0]
        nonzero: "i64[u0, 2]" = torch.ops.aten.nonzero.default(arg0_1)
        sym_size_int: "Sym(u0)" = torch.ops.aten.sym_size.int(nonzero, 0);  nonzero = None
        mul: "f32[4, 4]" = torch.ops.aten.mul.Tensor(arg0_1, sym_size_int);  arg0_1 = sym_size_int = None
        return mul
        