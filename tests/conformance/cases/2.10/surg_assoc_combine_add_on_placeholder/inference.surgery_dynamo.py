# surgery surg_assoc_combine_add_on_placeholder: associative_scan_combine_fn_0: inserted add_(child, 1)
class GraphModule(torch.nn.Module):
    def forward(self, L_xs_: "f32[3, 4, 4]"):
        l_xs_ = L_xs_
        
        # File: /venv/lib/python3.11/site-packages/torch/_higher_order_ops/utils.py:858 in first_slice_copy, code: return torch.select_copy(t, dim, 0)
        select_copy: "f32[4, 4]" = torch.select_copy(l_xs_, 0, 0);  select_copy = None
        
        # File: tests/conformance/programs/assoc_ok.py:16 in forward, code: return torch.ops.higher_order.associative_scan(combine_fn, [xs], ())
        associative_scan_combine_fn_0 = self.associative_scan_combine_fn_0
        associative_scan = torch.ops.higher_order.associative_scan(associative_scan_combine_fn_0, [l_xs_], ());  associative_scan_combine_fn_0 = l_xs_ = None
        getitem: "f32[3, 4, 4]" = associative_scan[0];  associative_scan = None
        return (getitem,)
        
    class associative_scan_combine_fn_0(torch.nn.Module):
        def forward(self, child: "f32[4, 4]", child_1: "f32[4, 4]"):
            # File: tests/conformance/programs/assoc_ok.py:14 in combine_fn, code: return [a + b]
            child_2: "f32[4, 4]" = child + child_1;  child_1 = None
            
            # No stacktrace found for following nodes
            add_: "f32[4, 4]" = child.add_(1);  child = add_ = None
            return [child_2]
            