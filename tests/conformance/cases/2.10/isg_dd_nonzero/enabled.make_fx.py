class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/isg_dd_nonzero.py:21 in forward, code: a = region(x)
        nonzero: "i64[u0, 2]" = torch.ops.aten.nonzero.default(arg0_1)
        sym_size_int: "Sym(u0)" = torch.ops.aten.sym_size.int(nonzero, 0);  nonzero = None
        add: "f32[4, 4]" = torch.ops.aten.add.Tensor(arg0_1, sym_size_int);  sym_size_int = None
        
        # File: tests/conformance/programs/isg_dd_nonzero.py:22 in forward, code: b = region(x.cos())
        cos: "f32[4, 4]" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
        nonzero_1: "i64[u1, 2]" = torch.ops.aten.nonzero.default(cos)
        sym_size_int_1: "Sym(u1)" = torch.ops.aten.sym_size.int(nonzero_1, 0);  nonzero_1 = None
        add_1: "f32[4, 4]" = torch.ops.aten.add.Tensor(cos, sym_size_int_1);  cos = sym_size_int_1 = None
        
        # File: tests/conformance/programs/isg_dd_nonzero.py:23 in forward, code: return a + b
        add_2: "f32[4, 4]" = torch.ops.aten.add.Tensor(add, add_1);  add = add_1 = None
        return add_2
        