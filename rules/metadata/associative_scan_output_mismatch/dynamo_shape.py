# Dynamo output graph: the combine_fn reduces its slice, changing its shape.
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[10, 4, 3]"):
        l_x_ = L_x_

        # File: /home/user/model.py:20 in forward, code: return associative_scan(combine_sum, x, 0)
        associative_scan_combine_fn_0 = self.associative_scan_combine_fn_0
        associative_scan = torch.ops.higher_order.associative_scan(associative_scan_combine_fn_0, [l_x_], ());  associative_scan_combine_fn_0 = l_x_ = None
        getitem: "f32[10, 4, 3]" = associative_scan[0];  associative_scan = None
        return (getitem,)

    class associative_scan_combine_fn_0(torch.nn.Module):
        def forward(self, child: "f32[4, 3]", child_1: "f32[4, 3]"):
            # File: /home/user/model.py:5 in combine_sum, code: return (x + y).sum(-1)
            add: "f32[4, 3]" = child + child_1;  child = child_1 = None
            sum_1: "f32[4]" = add.sum(-1);  add = None  # expect: FX405 {{output 0 'sum_1' (f32[4])}} {{pair[0] differ in 'shape: torch.Size([4, 3]) vs torch.Size([4])'}}, FX410 {{calls method sum}}
            return (sum_1,)
