# torch associative_scan: combine_fn outputs that move to another device or to channels_last
# memory format, and one whose size only the symbol's value could settle (a warning).
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[10, 4][4, 1]cpu", arg1_1: "f32[5, 2, 3, 4, 4][96, 48, 16, 4, 1]cpu", arg2_1: "Sym(s0)", arg3_1: "f32[10, s0][s0, 1]cpu"):
        # File: /home/user/model.py:30 in forward, code: a = associative_scan(combine_cuda, x, 0)
        associative_scan_combine_graph_0 = self.associative_scan_combine_graph_0
        associative_scan = torch.ops.higher_order.associative_scan(associative_scan_combine_graph_0, [arg0_1], ());  associative_scan_combine_graph_0 = arg0_1 = None
        getitem: "f32[10, 4][4, 1]cpu" = associative_scan[0];  associative_scan = None

        # File: /home/user/model.py:31 in forward, code: b = associative_scan(combine_cl, img, 0)
        associative_scan_combine_graph_1 = self.associative_scan_combine_graph_1
        associative_scan_1 = torch.ops.higher_order.associative_scan(associative_scan_combine_graph_1, [arg1_1], ());  associative_scan_combine_graph_1 = arg1_1 = None
        getitem_1: "f32[5, 2, 3, 4, 4][96, 48, 16, 4, 1]cpu" = associative_scan_1[0];  associative_scan_1 = None

        # File: /home/user/model.py:32 in forward, code: c = associative_scan(combine_head, z, 0)
        associative_scan_combine_graph_2 = self.associative_scan_combine_graph_2
        associative_scan_2 = torch.ops.higher_order.associative_scan(associative_scan_combine_graph_2, [arg3_1], (arg2_1,));  associative_scan_combine_graph_2 = arg3_1 = arg2_1 = None
        getitem_2: "f32[10, s0][s0, 1]cpu" = associative_scan_2[0];  associative_scan_2 = None
        return (getitem, getitem_1, getitem_2)

    class associative_scan_combine_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu", arg1_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:5 in combine_cuda, code: return (x + y).cuda()
            add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
            _to_copy: "f32[4][1]cuda:0" = torch.ops.aten._to_copy.default(add, device = device(type='cuda', index=0));  add = None  # expect: FX405 {{pair[0] differ in device}}, FX410 {{aten._to_copy.default}}
            return (_to_copy,)

    class associative_scan_combine_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[2, 3, 4, 4][48, 16, 4, 1]cpu", arg1_1: "f32[2, 3, 4, 4][48, 16, 4, 1]cpu"):
            # File: /home/user/model.py:8 in combine_cl, code: return (x * y).to(memory_format=torch.channels_last)
            mul: "f32[2, 3, 4, 4][48, 16, 4, 1]cpu" = torch.ops.aten.mul.Tensor(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
            clone: "f32[2, 3, 4, 4][48, 1, 12, 3]cpu" = torch.ops.aten.clone.default(mul, memory_format = torch.channels_last);  mul = None  # expect: FX405 {{pair[0] differ in 'stride: (48, 16, 4, 1) vs (48, 1, 12, 3)'}}
            return (clone,)

    class associative_scan_combine_graph_2(torch.nn.Module):
        def forward(self, arg0_1: "f32[s0][1]cpu", arg1_1: "f32[s0][1]cpu", arg2_1: "Sym(s0)"):
            # File: /home/user/model.py:11 in combine_head, code: return (x[:4] + y[:4],)
            slice_1: "f32[4][1]cpu" = torch.ops.aten.slice.Tensor(arg0_1, 0, 0, 4);  arg0_1 = None
            slice_2: "f32[4][1]cpu" = torch.ops.aten.slice.Tensor(arg1_1, 0, 0, 4);  arg1_1 = None
            add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(slice_1, slice_2);  slice_1 = slice_2 = None  # expect: FX405 {{may not match the xs slice it combines}} {{'shape: torch.Size([s0]) vs torch.Size([4])'}}
            return (add,)
