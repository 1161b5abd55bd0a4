# torch map iterates over the leading dimension of every xs together, so all xs must share it;
# a size only the symbol's value could settle (s0 against 4) is a warning.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[3, 4][4, 1]cpu", arg1_1: "f32[4, 4][4, 1]cpu", arg2_1: "Sym(s0)", arg3_1: "f32[s0, 4][4, 1]cpu"):
        # File: /home/user/model.py:20 in forward, code: a = map(f, (x, y))
        body_graph_0 = self.body_graph_0
        map_impl = torch.ops.higher_order.map_impl(body_graph_0, [arg0_1, arg1_1], []);  body_graph_0 = None  # expect: FX407 {{torch map xs 'arg1_1' has leading size 4 but xs 'arg0_1' has 3}} {{"Leading dimensions of mapped xs must be consistent. Got shapes [torch.Size([3, 4]), torch.Size([4, 4])]."}}
        getitem: "f32[3, 4][4, 1]cpu" = map_impl[0];  map_impl = None

        # File: /home/user/model.py:21 in forward, code: b = map(f, (z, y))
        body_graph_1 = self.body_graph_1
        map_impl_1 = torch.ops.higher_order.map_impl(body_graph_1, [arg3_1, arg1_1], [arg2_1]);  body_graph_1 = arg3_1 = arg1_1 = arg2_1 = None  # expect: FX407 {{has leading size 4 but xs 'arg3_1' has s0 (they may differ}} {{Got shapes [torch.Size([s0, 4]), torch.Size([4, 4])].}}
        getitem_1: "f32[s0, 4][4, 1]cpu" = map_impl_1[0];  map_impl_1 = None
        return (getitem, getitem_1)

    class body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu", arg1_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:5 in f, code: return x + y
            add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
            return [add]

    class body_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu", arg1_1: "f32[4][1]cpu", arg2_1: "Sym(s0)"):
            # File: /home/user/model.py:5 in f, code: return x + y
            add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
            return [add]
