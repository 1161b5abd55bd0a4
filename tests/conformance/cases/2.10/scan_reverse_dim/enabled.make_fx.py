class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]", arg1_1: "f32[4, 3, 4]"):
        # File: tests/conformance/programs/scan_reverse_dim.py:16 in forward, code: return scan(combine_fn, init, xs, dim=1, reverse=True)
        permute: "f32[3, 4, 4]" = torch.ops.aten.permute.default(arg1_1, [1, 0, 2]);  arg1_1 = None
        flip: "f32[3, 4, 4]" = torch.ops.aten.flip.default(permute, [0]);  permute = None
        
        # File: <eval_with_key>.N:8 in forward, code: scan = torch.ops.higher_order.scan(scan_combine_fn_0, [l_leaves_init_0_], [l_leaves_xs_0_], []);  scan_combine_fn_0 = l_leaves_init_0_ = l_leaves_xs_0_ = None
        scan_combine_graph_0 = self.scan_combine_graph_0
        scan = torch.ops.higher_order.scan(scan_combine_graph_0, [arg0_1], [flip], ());  scan_combine_graph_0 = arg0_1 = flip = None
        getitem: "f32[4, 4]" = scan[0]
        getitem_1: "f32[3, 4, 4]" = scan[1];  scan = None
        
        # File: tests/conformance/programs/scan_reverse_dim.py:16 in forward, code: return scan(combine_fn, init, xs, dim=1, reverse=True)
        flip_1: "f32[3, 4, 4]" = torch.ops.aten.flip.default(getitem_1, [0]);  getitem_1 = None
        return (getitem, flip_1)
        
    class scan_combine_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 4]", arg1_1: "f32[4, 4]"):
            # No stacktrace found for following nodes
            add: "f32[4, 4]" = torch.ops.aten.add.Tensor(arg0_1, arg1_1);  arg1_1 = None
            mul: "f32[4, 4]" = torch.ops.aten.mul.Tensor(arg0_1, 2);  arg0_1 = None
            return [add, mul]
            