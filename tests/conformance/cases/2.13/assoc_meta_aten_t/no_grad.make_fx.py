class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[3, 4, 4]"):
        # File: tests/conformance/programs/assoc_meta_aten_t.py:17 in forward, code: return torch.ops.higher_order.associative_scan(combine_fn, [xs], ())
        associative_scan_combine_graph_0 = self.associative_scan_combine_graph_0
        associative_scan = torch.ops.higher_order.associative_scan(associative_scan_combine_graph_0, [arg0_1], ());  associative_scan_combine_graph_0 = arg0_1 = None
        getitem: "f32[3, 4, 4]" = associative_scan[0];  associative_scan = None
        return (getitem,)

    class associative_scan_combine_graph_0(torch.nn.Module):
        def forward(self, a_1: "f32[4, 4]", b_1: "f32[4, 4]"):
            # No stacktrace found for following nodes
            t_: "f32[4, 4]" = torch.ops.aten.t_.default(a_1);  a_1 = None
            sin: "f32[4, 4]" = torch.ops.aten.sin.default(t_);  t_ = None
            clone: "f32[4, 4]" = torch.ops.aten.clone.default(sin, memory_format = torch.contiguous_format);  sin = None
            add: "f32[4, 4]" = torch.ops.aten.add.Tensor(clone, b_1);  clone = b_1 = None
            return [add]
