# surgery surg_assoc_combine_stride_transpose: associative_scan_combine_graph_0: output 0 := clone(t(output 0)) (transposed strides)
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[3, 4, 4][16, 4, 1]cpu"):
        # File: tests/conformance/programs/assoc_ok.py:16 in forward, code: return torch.ops.higher_order.associative_scan(combine_fn, [xs], ())
        associative_scan_combine_graph_0 = self.associative_scan_combine_graph_0
        associative_scan = torch.ops.higher_order.associative_scan(associative_scan_combine_graph_0, [arg0_1], ());  associative_scan_combine_graph_0 = arg0_1 = None
        getitem: "f32[3, 4, 4][16, 4, 1]cpu" = associative_scan[0];  associative_scan = None
        return (getitem,)
        
    class associative_scan_combine_graph_0(torch.nn.Module):
        def forward(self, a_1: "f32[4, 4][4, 1]cpu", b_1: "f32[4, 4][4, 1]cpu"):
            # No stacktrace found for following nodes
            add: "f32[4, 4][4, 1]cpu" = torch.ops.aten.add.Tensor(a_1, b_1);  a_1 = b_1 = None
            t_default: "f32[4, 4][1, 4]cpu" = torch.ops.aten.t.default(add);  add = None
            clone_default: "f32[4, 4][1, 4]cpu" = torch.ops.aten.clone.default(t_default);  t_default = None
            return [clone_default]
            