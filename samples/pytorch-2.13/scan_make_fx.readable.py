class cumsum(torch.nn.Module):
    def forward(self, init_1: "f32[3]", xs_1: "f32[5, 3]"):
        # No stacktrace found for following nodes
        scan_combine_graph_0 = self.scan_combine_graph_0
        scan = torch.ops.higher_order.scan(scan_combine_graph_0, [init_1], [xs_1], ());  scan_combine_graph_0 = init_1 = xs_1 = None
        getitem: "f32[3]" = scan[0]
        getitem_1: "f32[5, 3]" = scan[1];  scan = None
        return (getitem, getitem_1)

    class scan_combine_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[3]", arg1_1: "f32[3]"):
            # No stacktrace found for following nodes
            add: "f32[3]" = torch.ops.aten.add.Tensor(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
            clone: "f32[3]" = torch.ops.aten.clone.default(add)
            return [add, clone]

