class <lambda>(torch.nn.Module):
    def forward(
        self,
        arg0_1: "f32[8, 16][16, 1]cuda:0",  # PlainAOTInput(idx=0)
        arg1_1: "f32[16][1]cuda:0",  # PlainAOTInput(idx=1)
        arg2_1: "i64[][]cpu",  # PlainAOTInput(idx=2)
    ):
         # File: /srv/app/net.py:40 in forward, code: h = torch.addmm(self.bias, x, self.weight.t())
        permute: "f32[16, 8][1, 16]cuda:0" = torch.ops.aten.permute.default(arg0_1, [1, 0])
        mm: "f32[8, 8][8, 1]cuda:0" = torch.ops.aten.mm.default(arg0_1, permute);  permute = None
        
         # File: /srv/app/net.py:41 in forward, code: n = int(step.item())
        _local_scalar_dense: "Sym(u0)" = torch.ops.aten._local_scalar_dense.default(arg2_1);  arg2_1 = None
        ge: "Sym(u0 >= 0)" = _local_scalar_dense >= 0
        _assert_scalar = torch.ops.aten._assert_scalar.default(ge, "Runtime assertion failed for expression u0 >= 0 on node 'ge'");  ge = _assert_scalar = None
        
         # File: /srv/app/net.py:42 in forward, code: return h * n, self.bias.mul_(0.9)
        mul: "f32[8, 8][8, 1]cuda:0" = torch.ops.aten.mul.Tensor(mm, _local_scalar_dense);  mm = _local_scalar_dense = None
        mul_1: "f32[16][1]cuda:0" = torch.ops.aten.mul.Tensor(arg1_1, 0.9)
        
        # No stacktrace found for following nodes
        copy_: "f32[16][1]cuda:0" = torch.ops.aten.copy_.default(arg1_1, mul_1);  arg1_1 = mul_1 = copy_ = None
        return (mul, arg0_1)
        
