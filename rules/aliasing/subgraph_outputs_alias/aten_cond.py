# Both cond branches return two outputs sharing one intermediate's storage.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "b8[][]cpu", arg1_1: "f32[8][1]cpu"):
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1,));  arg0_1 = true_graph_0 = false_graph_0 = arg1_1 = None
        getitem: "f32[8][1]cpu" = cond[0]
        getitem_1: "f32[4][1]cpu" = cond[1];  cond = None
        return (getitem, getitem_1)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[8][1]cpu"):
            # File: /home/user/model.py:5 in true_fn, code: y = x.sin(); return y, y[:4]
            sin: "f32[8][1]cpu" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            slice_1: "f32[4][1]cpu" = torch.ops.aten.slice.Tensor(sin, 0, 0, 4)  # expect: FX202 {{true branch 'true_graph_0' returns 'sin' (output 0) and 'slice_1' (output 1), both in the storage of 'sin'}} {{"Encountered aliasing during higher order op tracing"}}
            return (sin, slice_1)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[8][1]cpu"):
            # File: /home/user/model.py:8 in false_fn, code: y = x.cos(); a, b = y.split(4); return y, b
            cos: "f32[8][1]cpu" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
            split = torch.ops.aten.split.Tensor(cos, 4)
            getitem_1: "f32[4][1]cpu" = split[1];  split = None  # expect: FX202 {{false branch}}
            return (cos, getitem_1)
