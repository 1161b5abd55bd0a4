# expect-none
# Dynamo output graph with a dynamic size: the combine keeps the slice's symbolic shape; the
# size symbol is lifted as an additional input.
class GraphModule(torch.nn.Module):
    def forward(self, s0: "Sym(s0)", L_x_: "f32[10, s0]"):
        l_x_ = L_x_

        # File: /home/user/model.py:30 in forward, code: return associative_scan(add, x, 0)
        associative_scan_combine_fn_0 = self.associative_scan_combine_fn_0
        associative_scan = torch.ops.higher_order.associative_scan(associative_scan_combine_fn_0, [l_x_], (s0,));  associative_scan_combine_fn_0 = l_x_ = s0 = None
        getitem: "f32[10, s0]" = associative_scan[0];  associative_scan = None
        return (getitem,)

    class associative_scan_combine_fn_0(torch.nn.Module):
        def forward(self, child: "f32[s0]", child_1: "f32[s0]", s0: "Sym(s0)"):
            # File: /home/user/model.py:5 in add, code: return x + y
            add: "f32[s0]" = child + child_1;  child = child_1 = None
            return (add,)
