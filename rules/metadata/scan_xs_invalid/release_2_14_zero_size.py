# A scan over an xs with nothing along the scan dimension: PyTorch 2.14.1 runs it over zero steps
# on every path (conformance case scan_xs_empty, measured; 2.13 refused it, aten_zero_size.py).
# expect-none
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4][1]cpu", arg1_1: "f32[0, 4][4, 1]cpu"):
        # File: /home/user/model.py:30 in forward, code: c, ys = scan(step, init, xs)
        scan_combine_graph_0 = self.scan_combine_graph_0
        scan = torch.ops.higher_order.scan(scan_combine_graph_0, [arg0_1], [arg1_1], []);  scan_combine_graph_0 = arg0_1 = arg1_1 = None
        getitem: "f32[4][1]cpu" = scan[0]
        getitem_1: "f32[0, 4][4, 1]cpu" = scan[1];  scan = None
        return (getitem, getitem_1)

    class scan_combine_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu", arg1_1: "f32[4][1]cpu"):
            add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
            clone: "f32[4][1]cpu" = torch.ops.aten.clone.default(add)
            return (add, clone)
