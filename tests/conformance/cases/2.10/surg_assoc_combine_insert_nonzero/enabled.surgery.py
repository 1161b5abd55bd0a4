# surgery surg_assoc_combine_insert_nonzero: associative_scan_combine_graph_0: output 0 += sum(nonzero(a_1))
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[3, 4, 4]"):
        # File: tests/conformance/programs/assoc_ok.py:16 in forward, code: return torch.ops.higher_order.associative_scan(combine_fn, [xs], ())
        associative_scan_combine_graph_0 = self.associative_scan_combine_graph_0
        associative_scan = torch.ops.higher_order.associative_scan(associative_scan_combine_graph_0, [arg0_1], ());  associative_scan_combine_graph_0 = arg0_1 = None
        getitem: "f32[3, 4, 4]" = associative_scan[0];  associative_scan = None
        return (getitem,)
        
    class associative_scan_combine_graph_0(torch.nn.Module):
        def forward(self, a_1: "f32[4, 4]", b_1: "f32[4, 4]"):
            # No stacktrace found for following nodes
            add: "f32[4, 4]" = torch.ops.aten.add.Tensor(a_1, b_1);  b_1 = None
            nonzero_default: "i64[u0, 2]" = torch.ops.aten.nonzero.default(a_1);  a_1 = None
            sum_default: "i64[]" = torch.ops.aten.sum.default(nonzero_default);  nonzero_default = None
            add_tensor: "f32[4, 4]" = torch.ops.aten.add.Tensor(add, sum_default);  add = sum_default = None
            return [add_tensor]
            