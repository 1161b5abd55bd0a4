# Dynamo output graph: the associative_scan combine_fn casts to int64, and another returns
# two values for a single xs leaf.
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[10, 4]"):
        l_x_ = L_x_

        # File: /home/user/model.py:20 in forward, code: a = associative_scan(combine_long, x, 0)
        associative_scan_combine_fn_0 = self.associative_scan_combine_fn_0
        associative_scan = torch.ops.higher_order.associative_scan(associative_scan_combine_fn_0, [l_x_], ());  associative_scan_combine_fn_0 = None
        getitem: "f32[10, 4]" = associative_scan[0];  associative_scan = None

        # File: /home/user/model.py:21 in forward, code: b = associative_scan(combine_two, x, 0)
        associative_scan_combine_fn_1 = self.associative_scan_combine_fn_1
        associative_scan_1 = torch.ops.higher_order.associative_scan(associative_scan_combine_fn_1, [l_x_], ());  associative_scan_combine_fn_1 = l_x_ = None
        getitem_1: "f32[10, 4]" = associative_scan_1[0];  associative_scan_1 = None
        return (getitem, getitem_1)

    class associative_scan_combine_fn_0(torch.nn.Module):
        def forward(self, child: "f32[4]", child_1: "f32[4]"):
            # File: /home/user/model.py:5 in combine_long, code: return (x + y).to(torch.int64)
            add: "f32[4]" = child + child_1;  child = child_1 = None
            to: "i64[4]" = add.to(torch.int64);  add = None  # expect: FX405 {{output 0 'to' (i64[4]) does not match the xs slice it combines, 'child' (f32[4])}} {{pair[0] differ in 'dtype: torch.float32 vs torch.int64'}}, FX410 {{calls method to}}
            return (to,)

    class associative_scan_combine_fn_1(torch.nn.Module):
        def forward(self, child: "f32[4]", child_1: "f32[4]"):
            # File: /home/user/model.py:8 in combine_two, code: return x + y, x * y
            add: "f32[4]" = child + child_1
            mul: "f32[4]" = child * child_1;  child = child_1 = None
            return (add, mul)  # expect: FX405 {{returns 2 values for 1 xs leaf}} {{PyTorch: "torch.associative_scan: combine_fn improper number of leaves"}}
