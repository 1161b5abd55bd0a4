# ATen dialect (make_fx / AOT): data-dependent output shapes inside torch.cond branches. The
# true branch calls nonzero; the false branch calls repeat_interleave without output_size.
# The root's inputs are printed without annotations, so the dump does not show its capture
# path (with strides and device it would read as AOTAutograd's, whose compile traced the op).
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1, arg1_1, arg2_1):
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1, arg2_1));  arg0_1 = true_graph_0 = false_graph_0 = arg1_1 = arg2_1 = None
        getitem: "f32[][]cpu" = cond[0];  cond = None
        return (getitem,)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[8][1]cpu", arg1_1: "i64[8][1]cpu"):
            # File: /home/user/model.py:6 in true_fn, code: idx = x.nonzero()
            nonzero: "i64[u0, 1][1, u0]cpu" = torch.ops.aten.nonzero.default(arg0_1)  # expect: FX301 {{aten.nonzero.default}} {{capture_dynamic_output_shape_ops}}
            sym_size_int: "Sym(u0)" = torch.ops.aten.sym_size.int(nonzero, 0);  nonzero = None
            ge: "Sym(u0 >= 0)" = sym_size_int >= 0
            _assert_scalar = torch.ops.aten._assert_scalar.default(ge, "Runtime assertion failed for expression u0 >= 0 on node 'ge'");  ge = _assert_scalar = None
            sum_1: "f32[][]cpu" = torch.ops.aten.sum.default(arg0_1);  arg0_1 = None
            mul: "f32[][]cpu" = torch.ops.aten.mul.Tensor(sum_1, sym_size_int);  sum_1 = sym_size_int = None
            return (mul,)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[8][1]cpu", arg1_1: "i64[8][1]cpu"):
            # File: /home/user/model.py:9 in false_fn, code: r = torch.repeat_interleave(counts)
            repeat_interleave: "i64[u1][1]cpu" = torch.ops.aten.repeat_interleave.Tensor(arg1_1);  arg1_1 = None  # expect: FX301 {{repeat_interleave}} {{false branch}}
            sum_1: "i64[][]cpu" = torch.ops.aten.sum.default(repeat_interleave);  repeat_interleave = None
            mean: "f32[][]cpu" = torch.ops.aten.mean.default(arg0_1);  arg0_1 = None
            add: "f32[][]cpu" = torch.ops.aten.add.Tensor(mean, sum_1);  mean = sum_1 = None
            return (add,)
