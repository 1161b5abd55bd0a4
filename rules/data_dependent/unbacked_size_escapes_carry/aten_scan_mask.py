# expect-config: --capture-dynamic-output-shape-ops
# ATen dialect: a scan carry filtered with masked_select (new size u0 against the init's 4),
# and an associative_scan combine_fn whose output size comes from .item() (u1 against the xs
# slice's 4).
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[4][1]cpu", arg1_1: "f32[6, 4][4, 1]cpu"):
        scan_combine_graph_0 = self.scan_combine_graph_0
        scan = torch.ops.higher_order.scan(scan_combine_graph_0, [arg0_1], [arg1_1], ());  scan_combine_graph_0 = arg0_1 = None
        getitem: "f32[4][1]cpu" = scan[0]
        getitem_1: "f32[6, 4][4, 1]cpu" = scan[1];  scan = None
        associative_scan_combine_graph_0 = self.associative_scan_combine_graph_0
        associative_scan = torch.ops.higher_order.associative_scan(associative_scan_combine_graph_0, [arg1_1], ());  associative_scan_combine_graph_0 = arg1_1 = None
        getitem_2: "f32[6, 4][4, 1]cpu" = associative_scan[0];  associative_scan = None
        return (getitem, getitem_1, getitem_2)

    class scan_combine_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu", arg1_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:5 in combine, code: carry = torch.masked_select(carry + x, x > 0)
            add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(arg0_1, arg1_1);  arg0_1 = None
            gt: "b8[4][1]cpu" = torch.ops.aten.gt.Scalar(arg1_1, 0)
            masked_select: "f32[u0][1]cpu" = torch.ops.aten.masked_select.default(add, gt);  add = gt = None
            clone: "f32[4][1]cpu" = torch.ops.aten.clone.default(arg1_1);  arg1_1 = None
            return [masked_select, clone]  # expect: FX303 {{torch.ops.higher_order.scan combine_fn}} {{init 0 'arg0_1'}} {{u0}} {{Expected init and carry to have same metadata but found}}

    class associative_scan_combine_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu", arg1_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:9 in add_n, code: return torch.ones(int(y.sum().item()))
            add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
            sum_1: "f32[][]cpu" = torch.ops.aten.sum.default(add)  # expect: FX410 {{aten.sum.default}}
            _local_scalar_dense: "Sym(u1)" = torch.ops.aten._local_scalar_dense.default(sum_1);  sum_1 = None
            full: "f32[u1][1]cpu" = torch.ops.aten.full.default([_local_scalar_dense], 1.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False);  _local_scalar_dense = None  # expect: FX410 {{aten.full.default}}
            mul: "f32[u1][1]cpu" = torch.ops.aten.mul.Tensor(full, add);  full = add = None
            return (mul,)  # expect: FX303 {{xs slice 0 'arg0_1'}} {{u1}} {{_local_scalar_dense}} {{Expected init and carry}}
