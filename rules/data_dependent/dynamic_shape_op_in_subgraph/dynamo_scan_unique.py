# Dynamo dialect: torch.unique and a method-call repeat_interleave with tensor repeats inside a
# scan combine_fn, and bincount inside an invoke_subgraph (nested_compile_region) body. Printed by
# torch.compile, so traced: no finding (the ops' detection: tests/unit/test_hop_region.c).
# expect-none
# (--target 2.13: since 2.14 scan no longer lifts a size its combine_fn does not return, and PyTorch
# refuses these on every path: scan_dd_nonzero, measured)
# expect-config: --target 2.13
class GraphModule(torch.nn.Module):
    def forward(self, L_init_: "f32[]", L_xs_: "i64[5, 4]"):
        l_init_ = L_init_
        l_xs_ = L_xs_

        # File: /home/user/model.py:10 in forward, code: return scan(combine, init, xs)
        scan_combine_fn_0 = self.scan_combine_fn_0
        scan = torch.ops.higher_order.scan(scan_combine_fn_0, [l_init_], [l_xs_], []);  scan_combine_fn_0 = l_init_ = None
        getitem: "f32[]" = scan[0]
        getitem_1: "f32[5]" = scan[1];  scan = None
        subgraph_0 = self.subgraph_0
        invoke_subgraph = torch.ops.higher_order.invoke_subgraph(subgraph_0, 'subgraph_0', l_xs_);  subgraph_0 = l_xs_ = None
        getitem_2: "i64[]" = invoke_subgraph[0];  invoke_subgraph = None
        return (getitem, getitem_1, getitem_2)

    class scan_combine_fn_0(torch.nn.Module):
        def forward(self, l_init_: "f32[]", l_xs_: "i64[4]"):
            # File: /home/user/model.py:4 in combine, code: u = torch.unique(x)
            unique: "i64[u0]" = torch.unique(l_xs_)

            # File: /home/user/model.py:5 in combine, code: r = x.repeat_interleave(x)
            repeat_interleave: "i64[u1]" = l_xs_.repeat_interleave(l_xs_);  l_xs_ = None
            sum_1: "i64[]" = unique.sum();  unique = None
            sum_2: "i64[]" = repeat_interleave.sum();  repeat_interleave = None
            add: "f32[]" = l_init_ + sum_1;  l_init_ = sum_1 = None
            add_1: "f32[]" = add + sum_2;  sum_2 = None
            clone: "f32[]" = add_1.clone()
            return (add_1, clone)

    class subgraph_0(torch.nn.Module):
        def forward(self, l_xs_: "i64[5, 4]"):
            # File: /home/user/model.py:14 in counts, code: return torch.bincount(xs.flatten()).max()
            flatten: "i64[20]" = l_xs_.flatten();  l_xs_ = None
            bincount: "i64[u2]" = torch.bincount(flatten);  flatten = None
            max_1: "i64[]" = bincount.max();  bincount = None
            return (max_1,)
