# PyTorch 2.10, make_fx: the same graph as release_2_10_setitem_make_fx.py edited by hand so
# that the value written is computed (x[0].fill_(x.sum())), not a Python number lifted to a
# constant: that is no item assignment, and Dynamo rejected such a write before 2.11 too.
# expect-config: --target 2.10 --grad enabled --capture make-fx
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "b8[]", arg1_1: "f32[4, 4]"):
        # File: <eval_with_key>.N:9 in forward, code: cond = torch.ops.higher_order.cond(l_args_0_, cond_true_0, cond_false_0, (l_args_3_0_,));  l_args_0_ = cond_true_0 = cond_false_0 = l_args_3_0_ = None
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1,));  arg0_1 = true_graph_0 = false_graph_0 = arg1_1 = None
        getitem: "f32[4, 4]" = cond[0];  cond = None
        return getitem

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 4]"):
            # No stacktrace found for following nodes
            sum_1: "f32[]" = torch.ops.aten.sum.default(arg0_1)
            select: "f32[4]" = torch.ops.aten.select.int(arg0_1, 0, 0)
            fill_: "f32[4]" = torch.ops.aten.fill_.Tensor(select, sum_1);  select = sum_1 = fill_ = None  # expect: FX101 {{"Encountered input mutation during higher order op tracing"}}
            sin: "f32[4, 4]" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            return (sin,)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 4]"):
            # No stacktrace found for following nodes
            cos: "f32[4, 4]" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
            return (cos,)
