# PyTorch 2.10, make_fx: the branch's item assignment x[0] = 0.0 traced to aten (select, then
# fill_.Tensor of the number lifted to a constant tensor). Dynamo, which make_fx runs on the
# branches, let it through before 2.11 (measured 2.9.1 and 2.10.0: cond_mut_setitem.*.make_fx).
# Printed by 2.10.0 (tests/conformance/cases/2.10).
# expect-config: --target 2.10 --grad enabled --capture make-fx
# expect-none
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
            _tensor_constant0: "f32[]" = self._tensor_constant0
            lift_fresh_copy: "f32[]" = torch.ops.aten.lift_fresh_copy.default(_tensor_constant0);  _tensor_constant0 = None
            select: "f32[4]" = torch.ops.aten.select.int(arg0_1, 0, 0)
            fill_: "f32[4]" = torch.ops.aten.fill_.Tensor(select, lift_fresh_copy);  select = lift_fresh_copy = fill_ = None
            sin: "f32[4, 4]" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            return (sin,)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 4]"):
            # No stacktrace found for following nodes
            cos: "f32[4, 4]" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
            return (cos,)
