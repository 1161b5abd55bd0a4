class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/isg_meta_t.py:21 in forward, code: a = region(x)
        t_: "f32[4, 4]" = torch.ops.aten.t_.default(arg0_1);  arg0_1 = None
        sin: "f32[4, 4]" = torch.ops.aten.sin.default(t_)
        clone: "f32[4, 4]" = torch.ops.aten.clone.default(sin, memory_format = torch.contiguous_format);  sin = None

        # File: tests/conformance/programs/isg_meta_t.py:22 in forward, code: b = region(x.cos())
        cos: "f32[4, 4]" = torch.ops.aten.cos.default(t_);  t_ = None
        t__1: "f32[4, 4]" = torch.ops.aten.t_.default(cos);  cos = None
        sin_1: "f32[4, 4]" = torch.ops.aten.sin.default(t__1);  t__1 = None

        # File: tests/conformance/programs/isg_meta_t.py:23 in forward, code: return a + b
        add: "f32[4, 4]" = torch.ops.aten.add.Tensor(clone, sin_1);  clone = sin_1 = None
        return add
