class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[3, 4, 4]"):
        # File: tests/conformance/programs/assoc_api_pointwise_cpu.py:16 in forward, code: return associative_scan(combine_fn, xs, dim=0, combine_mode='pointwise')
        permute: "f32[3, 4, 4]" = torch.ops.aten.permute.default(arg0_1, [0, 1, 2]);  arg0_1 = None

        # File: <eval_with_key>.N:6 in forward, code: select_copy = torch.select_copy(l_leaves_xs_0_, 0, 0);  select_copy = None
        select_copy: "f32[4, 4]" = torch.ops.aten.select_copy.int(permute, 0, 0);  select_copy = None

        # File: <eval_with_key>.N:8 in forward, code: associative_scan = torch.ops.higher_order.associative_scan(associative_scan_combine_fn_0, [l_leaves_xs_0_], ());  associative_scan_combine_fn_0 = l_leaves_xs_0_ = None
        associative_scan_combine_graph_0 = self.associative_scan_combine_graph_0
        associative_scan = torch.ops.higher_order.associative_scan(associative_scan_combine_graph_0, [permute], ());  associative_scan_combine_graph_0 = permute = None
        getitem: "f32[3, 4, 4]" = associative_scan[0];  associative_scan = None

        # File: tests/conformance/programs/assoc_api_pointwise_cpu.py:16 in forward, code: return associative_scan(combine_fn, xs, dim=0, combine_mode='pointwise')
        permute_1: "f32[3, 4, 4]" = torch.ops.aten.permute.default(getitem, [0, 1, 2]);  getitem = None
        return permute_1

    class associative_scan_combine_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 4]", arg1_1: "f32[4, 4]"):
            # No stacktrace found for following nodes
            add: "f32[4, 4]" = torch.ops.aten.add.Tensor(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
            return [add]
