# A cond branch transposes its input in place (t_), and the other branch resizes its input.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "b8[][]cpu", arg1_1: "f32[4, 8][8, 1]cpu"):
        # File: /home/user/model.py:21 in forward, code: return torch.cond(pred, true_fn, false_fn, (x,))
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1,));  arg0_1 = true_graph_0 = false_graph_0 = arg1_1 = None
        getitem: "f32[8, 4][1, 8]cpu" = cond[0];  cond = None
        return (getitem,)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu"):
            # File: /home/user/model.py:12 in true_fn, code: x.t_()
            t_: "f32[8, 4][1, 8]cpu" = torch.ops.aten.t_.default(arg0_1)  # expect: FX102 {{changes the metadata of its input 'arg0_1' (t_.default)}} {{"Encountered input mutation during higher order op tracing"}}
            # File: /home/user/model.py:13 in true_fn, code: return x.sin()
            sin: "f32[8, 4][1, 8]cpu" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            return (sin,)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu"):
            # File: /home/user/model.py:16 in false_fn, code: x.resize_(8, 4)
            resize_: "f32[8, 4][4, 1]cpu" = torch.ops.aten.resize_.default(arg0_1, [8, 4])  # expect: FX102 {{false branch}}
            # File: /home/user/model.py:17 in false_fn, code: return x.cos().t().contiguous().t()
            cos: "f32[8, 4][4, 1]cpu" = torch.ops.aten.cos.default(resize_);  resize_ = None
            permute: "f32[4, 8][1, 4]cpu" = torch.ops.aten.permute.default(cos, [1, 0]);  cos = None
            clone: "f32[4, 8][8, 1]cpu" = torch.ops.aten.clone.default(permute, memory_format = torch.contiguous_format);  permute = None
            permute_1: "f32[8, 4][1, 8]cpu" = torch.ops.aten.permute.default(clone, [1, 0]);  clone = None
            return (permute_1,)
