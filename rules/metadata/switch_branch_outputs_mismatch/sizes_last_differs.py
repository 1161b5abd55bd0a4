# PyTorch 2.14.1's make_fx(M(), tracing_mode="fake")(torch.tensor(1), torch.randn(4, 4)).print_readable() of
#     def forward(self, i, x):
#         def branch0(x): return x[:2].clone()
#         def branch1(x): return x[2:].sin()
#         def branch2(x): return x[1:].cos()
#         return switch(i, [branch0, branch1, branch2], (x,))
# Only the last branch returns another size (3 rows): PyTorch accepts it and merges the size into u0.
# expect-config: --target 2.14
# expect-none
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "i64[]", arg1_1: "f32[4, 4]"):
        # No stacktrace found for following nodes
        clamp: "i64[]" = torch.ops.aten.clamp.default(arg0_1, 0, 2);  arg0_1 = None
        branch0_graph_0 = self.branch0_graph_0
        branch1_graph_0 = self.branch1_graph_0
        branch2_graph_0 = self.branch2_graph_0
        switch = torch.ops.higher_order.switch(clamp, [branch0_graph_0, branch1_graph_0, branch2_graph_0], (arg1_1,));  clamp = branch0_graph_0 = branch1_graph_0 = branch2_graph_0 = arg1_1 = None
        getitem: "f32[u0, 4]" = switch[0];  switch = None
        sym_size_int: "Sym(u0)" = torch.ops.aten.sym_size.int(getitem, 0)
        ge: "Sym(u0 >= 2)" = sym_size_int >= 2
        _assert_scalar = torch.ops.aten._assert_scalar.default(ge, "Runtime assertion failed for expression u0 >= 2 on node 'ge'");  ge = _assert_scalar = None
        le: "Sym(u0 <= 3)" = sym_size_int <= 3;  sym_size_int = None
        _assert_scalar_1 = torch.ops.aten._assert_scalar.default(le, "Runtime assertion failed for expression u0 <= 3 on node 'le'");  le = _assert_scalar_1 = None
        return getitem

    class branch0_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 4]"):
            # No stacktrace found for following nodes
            slice_1: "f32[2, 4]" = torch.ops.aten.slice.Tensor(arg0_1, 0, 0, 2);  arg0_1 = None
            clone: "f32[2, 4]" = torch.ops.aten.clone.default(slice_1);  slice_1 = None
            return (clone,)

    class branch1_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 4]"):
            # No stacktrace found for following nodes
            slice_1: "f32[2, 4]" = torch.ops.aten.slice.Tensor(arg0_1, 0, 2, 9223372036854775807);  arg0_1 = None
            sin: "f32[2, 4]" = torch.ops.aten.sin.default(slice_1);  slice_1 = None
            return (sin,)

    class branch2_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 4]"):
            # No stacktrace found for following nodes
            slice_1: "f32[3, 4]" = torch.ops.aten.slice.Tensor(arg0_1, 0, 1, 9223372036854775807);  arg0_1 = None
            cos: "f32[3, 4]" = torch.ops.aten.cos.default(slice_1);  slice_1 = None
            return (cos,)

