# A scan combine_fn returns its new carry also as the stacked output, and a map body returns a
# value together with a view of it.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[3][1]cpu", arg1_1: "f32[5, 3][3, 1]cpu"):
        # File: /home/user/model.py:20 in forward, code: carry, ys = scan(combine, init, xs)
        scan_combine_graph_0 = self.scan_combine_graph_0
        scan = torch.ops.higher_order.scan(scan_combine_graph_0, [arg0_1], [arg1_1], []);  scan_combine_graph_0 = arg0_1 = None
        getitem: "f32[3][1]cpu" = scan[0]
        getitem_1: "f32[5, 3][3, 1]cpu" = scan[1];  scan = None
        # File: /home/user/model.py:21 in forward, code: a, b = map(f, xs)
        body_graph_0 = self.body_graph_0
        map_impl = torch.ops.higher_order.map_impl(body_graph_0, [arg1_1], []);  body_graph_0 = arg1_1 = None
        getitem_2: "f32[5, 3][3, 1]cpu" = map_impl[0]
        getitem_3: "f32[5, 1, 3][3, 3, 1]cpu" = map_impl[1];  map_impl = None
        return (getitem, getitem_1, getitem_2, getitem_3)

    class scan_combine_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[3][1]cpu", arg1_1: "f32[3][1]cpu"):
            # File: /home/user/model.py:8 in combine, code: nxt = carry + x
            add: "f32[3][1]cpu" = torch.ops.aten.add.Tensor(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
            # File: /home/user/model.py:9 in combine, code: return nxt, nxt
            return (add, add)  # expect: FX202 {{torch.ops.higher_order.scan combine_fn 'scan_combine_graph_0' returns 'add' twice, as outputs 0 and 1}} {{"Encountered aliasing during higher order op tracing"}}

    class body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[3][1]cpu"):
            # File: /home/user/model.py:13 in f, code: y = x.sin()
            sin: "f32[3][1]cpu" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            # File: /home/user/model.py:14 in f, code: return y, y.unsqueeze(0)
            unsqueeze: "f32[1, 3][3, 1]cpu" = torch.ops.aten.unsqueeze.default(sin, 0)  # expect: FX202 {{returns 'sin' (output 0) and 'unsqueeze' (output 1), both in the storage of 'sin'}} {{"Encountered aliasing during higher order op tracing"}}
            return [sin, unsqueeze]
