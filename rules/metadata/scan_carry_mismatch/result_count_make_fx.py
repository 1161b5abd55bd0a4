# expect-config: --capture make-fx
# A scan whose combine_fn returns one value for its one carry and no ys, while the call's
# result 1 (a ys) is read: make_fx and export run the printed graph and fail reading it (tests/conformance surg_scan_combine_drop_output).
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]", arg1_1: "f32[3, 4, 4]"):
        scan_combine_graph_0 = self.scan_combine_graph_0
        scan = torch.ops.higher_order.scan(scan_combine_graph_0, [arg0_1], [arg1_1], ());  scan_combine_graph_0 = arg0_1 = arg1_1 = None
        getitem: "f32[4, 4]" = scan[0]
        getitem_1: "f32[3, 4, 4]" = scan[1];  scan = None
        return (getitem, getitem_1)

    class scan_combine_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 4]", arg1_1: "f32[4, 4]"):
            sin: "f32[4, 4]" = torch.ops.aten.sin.default(arg1_1);  arg1_1 = None
            mul: "f32[4, 4]" = torch.ops.aten.mul.Tensor(arg0_1, 2);  arg0_1 = mul = None
            return [sin]  # expect: FX404 {{returns 1 value, but the call's result 1 is read}} {{PyTorch: "tuple index out of range"}}
