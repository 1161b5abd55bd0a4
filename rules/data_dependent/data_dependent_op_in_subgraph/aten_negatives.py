# expect-none
# Legal: .item() and _local_scalar_dense in a cond branch (the HOP frontends force
# capture_scalar_outputs, so they trace as unbacked symbols), elementwise eq (a tensor), and
# aten.equal at the top level, outside any HOP (not this rule's concern).
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "b8[][]cpu", arg1_1: "f32[4][1]cpu", arg2_1: "f32[4][1]cpu"):
        equal = torch.ops.aten.equal.default(arg1_1, arg2_1)
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1, arg2_1));  arg0_1 = true_graph_0 = false_graph_0 = arg1_1 = arg2_1 = None
        getitem: "f32[4][1]cpu" = cond[0];  cond = None
        return (getitem, equal)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu", arg1_1: "f32[4][1]cpu"):
            sum_1: "f32[][]cpu" = torch.ops.aten.sum.default(arg0_1)
            item: "Sym(zuf0)" = torch.ops.aten.item.default(sum_1);  sum_1 = None
            eq: "b8[4][1]cpu" = torch.ops.aten.eq.Tensor(arg0_1, arg1_1)
            all_1: "b8[][]cpu" = torch.ops.aten.all.default(eq);  eq = None
            _local_scalar_dense: "Sym(u0)" = torch.ops.aten._local_scalar_dense.default(all_1);  all_1 = None
            mul: "f32[4][1]cpu" = torch.ops.aten.mul.Tensor(arg0_1, item);  arg0_1 = item = None
            mul_1: "f32[4][1]cpu" = torch.ops.aten.mul.Tensor(mul, _local_scalar_dense);  mul = _local_scalar_dense = None
            add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(mul_1, arg1_1);  mul_1 = arg1_1 = None
            return (add,)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu", arg1_1: "f32[4][1]cpu"):
            sub: "f32[4][1]cpu" = torch.ops.aten.sub.Tensor(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
            return (sub,)
