# expect-none
# Legal writes PyTorch accepts: clone then mutate, mutate an intermediate, .item() in a
# branch, view_copy (never aliases), and the AOT epilogue copy_ into a top-level input.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "b8[][]cpu", arg1_1: "f32[4, 8][8, 1]cpu"):
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1,));  arg0_1 = true_graph_0 = false_graph_0 = None
        getitem: "f32[4, 8][8, 1]cpu" = cond[0];  cond = None
        copy_: "f32[4, 8][8, 1]cpu" = torch.ops.aten.copy_.default(arg1_1, getitem);  arg1_1 = copy_ = None
        return (getitem,)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu"):
            clone: "f32[4, 8][8, 1]cpu" = torch.ops.aten.clone.default(arg0_1)
            view: "f32[32][1]cpu" = torch.ops.aten.view.default(clone, [32])
            add_: "f32[32][1]cpu" = torch.ops.aten.add_.Tensor(view, 1);  view = add_ = None
            sin: "f32[4, 8][8, 1]cpu" = torch.ops.aten.sin.default(arg0_1)
            mul_: "f32[4, 8][8, 1]cpu" = torch.ops.aten.mul_.Tensor(sin, 2);  mul_ = None
            sum_1: "f32[][]cpu" = torch.ops.aten.sum.default(arg0_1)
            item: "Sym(zuf0)" = torch.ops.aten.item.default(sum_1);  sum_1 = item = None
            add: "f32[4, 8][8, 1]cpu" = torch.ops.aten.add.Tensor(clone, sin);  clone = sin = None
            return (add,)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu"):
            view_copy: "f32[32][1]cpu" = torch.ops.aten.view_copy.default(arg0_1, [32]);  arg0_1 = None
            add_: "f32[32][1]cpu" = torch.ops.aten.add_.Tensor(view_copy, 1);  add_ = None
            view_copy_1: "f32[4, 8][8, 1]cpu" = torch.ops.aten.view_copy.default(view_copy, [4, 8]);  view_copy = None
            return (view_copy_1,)
