# ATen dialect, after test_associative_scan_non_pointwise: the combine_fn multiplies by a
# weight matrix (x @ W), which is not a pointwise op.
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[10, 4, 4][16, 4, 1]cuda:0", arg1_1: "f32[4, 4][4, 1]cuda:0"):
        # File: /home/user/model.py:20 in forward, code: return associative_scan(combine, x, dim=0)
        associative_scan_combine_graph_0 = self.associative_scan_combine_graph_0
        associative_scan = torch.ops.higher_order.associative_scan(associative_scan_combine_graph_0, [arg0_1], (arg1_1,));  associative_scan_combine_graph_0 = arg0_1 = arg1_1 = None
        getitem: "f32[10, 4, 4][16, 4, 1]cuda:0" = associative_scan[0];  associative_scan = None
        return (getitem,)

    class associative_scan_combine_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 4][4, 1]cuda:0", arg1_1: "f32[4, 4][4, 1]cuda:0", arg2_1: "f32[4, 4][4, 1]cuda:0"):
            # File: /home/user/model.py:12 in combine, code: return x @ W + y
            mm: "f32[4, 4][4, 1]cuda:0" = torch.ops.aten.mm.default(arg0_1, arg2_1);  arg0_1 = arg2_1 = None  # expect: FX410 {{torch.ops.higher_order.associative_scan combine_fn 'associative_scan_combine_graph_0' calls aten.mm.default ('mm'), which is not a pointwise op}} {{"For combine_mode='pointwise', the combine_fn needs to be pointwise"}}
            add: "f32[4, 4][4, 1]cuda:0" = torch.ops.aten.add.Tensor(mm, arg1_1);  mm = arg1_1 = None
            return (add,)
