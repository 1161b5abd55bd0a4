# A pre-dispatch graph runs the cond inside wrap_with_set_grad_enabled(False, ...): with grad
# disabled Dynamo accepts aliased operands, and so do export and make_fx, whose printout this
# is (no strides): nothing. AOTAutograd's functionalization, and export's run_decompositions()
# after it, would reject them (aten_no_grad.py, printed as AOTAutograd prints).
# expect-none
class GraphModule(torch.nn.Module):
    def forward(self, pred: "b8[]", x: "f32[4]"):
        submod_3 = self.submod_3
        wrap_with_set_grad_enabled = torch.ops.higher_order.wrap_with_set_grad_enabled(False, submod_3, pred, x);  submod_3 = pred = x = None
        getitem: "f32[4]" = wrap_with_set_grad_enabled[0];  wrap_with_set_grad_enabled = None
        return (getitem,)

    class submod_3(torch.nn.Module):
        def forward(self, pred: "b8[]", x: "f32[4]"):
            true_graph_0 = self.true_graph_0
            false_graph_0 = self.false_graph_0
            cond = torch.ops.higher_order.cond(pred, true_graph_0, false_graph_0, (x, x));  pred = true_graph_0 = false_graph_0 = x = None 
            getitem: "f32[4]" = cond[0];  cond = None
            return (getitem,)

        class true_graph_0(torch.nn.Module):
            def forward(self, x: "f32[4]", x_1: "f32[4]"):
                add: "f32[4]" = torch.ops.aten.add.Tensor(x, x_1);  x = x_1 = None
                return (add,)

        class false_graph_0(torch.nn.Module):
            def forward(self, x: "f32[4]", x_1: "f32[4]"):
                mul: "f32[4]" = torch.ops.aten.mul.Tensor(x, x_1);  x = x_1 = None
                return (mul,)
