# expect-none
# The 2023 map_impl form, map_impl(f, num_mapped, *xs, *args): one mapped xs and one extra
# argument with a different leading size (extra arguments are not iterated over).
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[3, 2]", arg1_1: "f32[2]"):
        body_graph_0 = self.body_graph_0
        map_impl = torch.ops.higher_order.map_impl(body_graph_0, 1, arg0_1, arg1_1);  body_graph_0 = arg0_1 = arg1_1 = None
        getitem: "f32[3, 2]" = map_impl[0];  map_impl = None
        return [getitem]

    class body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[2]", arg1_1: "f32[2]"):
            add: "f32[2]" = torch.ops.aten.add.Tensor(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
            return [add]
