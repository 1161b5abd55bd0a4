# surgery surg_scan_combine_return_view: scan_combine_graph_0: output 0: view.default(arg0_1, [4, 4])
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4][4, 1]cpu", arg1_1: "f32[3, 4, 4][16, 4, 1]cpu"):
        # File: <eval_with_key>.N:8 in forward, code: scan = torch.ops.higher_order.scan(scan_combine_fn_0, [l_leaves_init_0_], [l_leaves_xs_0_], []);  scan_combine_fn_0 = l_leaves_init_0_ = l_leaves_xs_0_ = None
        scan_combine_graph_0 = self.scan_combine_graph_0
        scan = torch.ops.higher_order.scan(scan_combine_graph_0, [arg0_1], [arg1_1], ());  scan_combine_graph_0 = arg0_1 = arg1_1 = None
        getitem: "f32[4, 4][4, 1]cpu" = scan[0]
        getitem_1: "f32[3, 4, 4][16, 4, 1]cpu" = scan[1];  scan = None
        return (getitem, getitem_1)
        
    class scan_combine_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 4][4, 1]cpu", arg1_1: "f32[4, 4][4, 1]cpu"):
            # No stacktrace found for following nodes
            sin: "f32[4, 4][4, 1]cpu" = torch.ops.aten.sin.default(arg1_1);  arg1_1 = sin = None
            mul: "f32[4, 4][4, 1]cpu" = torch.ops.aten.mul.Tensor(arg0_1, 2)
            view_default: "f32[4, 4][4, 1]cpu" = torch.ops.aten.view.default(arg0_1, [4, 4]);  arg0_1 = None
            return [view_default, mul]
            