# torch map needs something to iterate over: an xs with leading size 0, a 0-dim xs, and an int
# among the xs are all rejected.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[0, 4][4, 1]cpu", arg1_1: "f32[][]cpu", arg2_1: "f32[3, 4][4, 1]cpu"):
        # File: /home/user/model.py:30 in forward, code: a = map(f, x)
        body_graph_0 = self.body_graph_0
        map_impl = torch.ops.higher_order.map_impl(body_graph_0, [arg0_1], []);  body_graph_0 = arg0_1 = None  # expect: FX407 {{torch map xs 'arg0_1' (f32[0, 4][4, 1]cpu) has leading size 0}} {{"torch.map: improper inputs"}}
        getitem: "f32[0, 4][4, 1]cpu" = map_impl[0];  map_impl = None

        # File: /home/user/model.py:31 in forward, code: b = map(f, s)
        body_graph_1 = self.body_graph_1
        map_impl_1 = torch.ops.higher_order.map_impl(body_graph_1, [arg1_1], []);  body_graph_1 = arg1_1 = None  # expect: FX407 {{(f32[][]cpu) is 0-dim: it has no leading dimension to map over}}
        getitem_1: "f32[][]cpu" = map_impl_1[0];  map_impl_1 = None

        # File: /home/user/model.py:32 in forward, code: c = map(g, (3, y))
        body_graph_2 = self.body_graph_2
        map_impl_2 = torch.ops.higher_order.map_impl(body_graph_2, [3, arg2_1], []);  body_graph_2 = arg2_1 = None  # expect: FX407 {{torch map xs 3 is not a tensor}} {{"Mapped xs can only consist of tensors. Got xs [...]."}}
        getitem_2: "f32[3, 4][4, 1]cpu" = map_impl_2[0];  map_impl_2 = None
        return (getitem, getitem_1, getitem_2)

    class body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:5 in f, code: return x.sin()
            sin: "f32[4][1]cpu" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            return [sin]

    class body_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[][]cpu"):
            # File: /home/user/model.py:5 in f, code: return x.sin()
            sin: "f32[][]cpu" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            return [sin]

    class body_graph_2(torch.nn.Module):
        def forward(self, arg0_1, arg1_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:8 in g, code: return y * 2
            mul: "f32[4][1]cpu" = torch.ops.aten.mul.Tensor(arg1_1, 2);  arg1_1 = None
            return [mul]
