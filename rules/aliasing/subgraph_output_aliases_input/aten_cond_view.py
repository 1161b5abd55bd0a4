# The true branch returns a view of its input; the false branch returns the input itself.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "b8[][]cpu", arg1_1: "f32[4, 8][8, 1]cpu"):
        # File: /home/user/model.py:21 in forward, code: return torch.cond(pred, true_fn, false_fn, (x,))
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1,));  arg0_1 = true_graph_0 = false_graph_0 = arg1_1 = None
        getitem: "f32[4, 8][8, 1]cpu" = cond[0];  cond = None
        return (getitem,)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu"):
            # File: /home/user/model.py:12 in true_fn, code: return x.view(4, 8)
            view: "f32[4, 8][8, 1]cpu" = torch.ops.aten.view.default(arg0_1, [4, 8]);  arg0_1 = None  # expect: FX201 {{returns its input 'arg0_1' as output 0 through 'view' (view <- arg0_1)}} {{"Encountered aliasing during higher order op tracing"}}
            return (view,)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu"):
            return (arg0_1,)  # expect: FX201 {{false branch 'false_graph_0' returns its input 'arg0_1' as output 0 unchanged}} {{"Encountered aliasing during higher order op tracing"}}
