# expect-config: --target 2.5
# PyTorch 2.5 and older (trace_cond) require equal shape, dtype and stride: branches that
# differ only in size are an error there (newest PyTorch merges the sizes). Device is not
# compared, identical strided slices pass, and int outputs are let through.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "b8[][]cpu", arg1_1: "f32[4, 8][8, 1]cpu", arg2_1: "Sym(s0)", arg3_1: "f32[s0, 8][8, 1]cpu"):
        # File: /home/user/model.py:50 in forward, code: a = torch.cond(pred, f_all, f_head, (x,))
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1,));  true_graph_0 = false_graph_0 = None
        getitem: "f32[4, 8][8, 1]cpu" = cond[0]
        getitem_1 = cond[1];  cond = None

        # File: /home/user/model.py:51 in forward, code: b = torch.cond(pred, f_every_other, f_every_other_cuda, (x,))
        true_graph_1 = self.true_graph_1
        false_graph_1 = self.false_graph_1
        cond_1 = torch.ops.higher_order.cond(arg0_1, true_graph_1, false_graph_1, (arg1_1,));  true_graph_1 = false_graph_1 = arg1_1 = None
        getitem_2: "f32[4, 4][8, 2]cpu" = cond_1[0];  cond_1 = None

        # File: /home/user/model.py:52 in forward, code: c = torch.cond(pred, f_sym, f_four, (y,))
        true_graph_2 = self.true_graph_2
        false_graph_2 = self.false_graph_2
        cond_2 = torch.ops.higher_order.cond(arg0_1, true_graph_2, false_graph_2, (arg3_1, arg2_1));  arg0_1 = true_graph_2 = false_graph_2 = arg3_1 = arg2_1 = None
        getitem_3: "f32[s0, 8][8, 1]cpu" = cond_2[0];  cond_2 = None
        return (getitem, getitem_1, getitem_2, getitem_3)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu"):
            # File: /home/user/model.py:5 in f_all, code: return x.sin(), 5
            sin: "f32[4, 8][8, 1]cpu" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            return (sin, 5)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu"):
            # File: /home/user/model.py:8 in f_head, code: return x[:2].cos(), 6
            slice_1: "f32[2, 8][8, 1]cpu" = torch.ops.aten.slice.Tensor(arg0_1, 0, 0, 2);  arg0_1 = None
            cos: "f32[2, 8][8, 1]cpu" = torch.ops.aten.cos.default(slice_1);  slice_1 = None  # expect: FX401 {{differs between the branches in shape}} {{"Expected each tensor to have same metadata but got: ..." ('shape: torch.Size([4, 8]) vs torch.Size([2, 8])')}}
            return (cos, 6)

    class true_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu"):
            # File: /home/user/model.py:11 in f_every_other, code: return x.clone()[:, ::2]
            clone: "f32[4, 8][8, 1]cpu" = torch.ops.aten.clone.default(arg0_1);  arg0_1 = None
            slice_1: "f32[4, 4][8, 2]cpu" = torch.ops.aten.slice.Tensor(clone, 1, 0, 9223372036854775807, 2);  clone = None
            return (slice_1,)

    class false_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu"):
            # File: /home/user/model.py:14 in f_every_other_cuda, code: return x.cuda()[:, ::2]
            _to_copy: "f32[4, 8][8, 1]cuda:0" = torch.ops.aten._to_copy.default(arg0_1, device = device(type='cuda', index=0));  arg0_1 = None
            slice_1: "f32[4, 4][8, 2]cuda:0" = torch.ops.aten.slice.Tensor(_to_copy, 1, 0, 9223372036854775807, 2);  _to_copy = None
            return (slice_1,)

    class true_graph_2(torch.nn.Module):
        def forward(self, arg0_1: "f32[s0, 8][8, 1]cpu", arg1_1: "Sym(s0)"):
            # File: /home/user/model.py:17 in f_sym, code: return x.sin()
            sin: "f32[s0, 8][8, 1]cpu" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            return (sin,)

    class false_graph_2(torch.nn.Module):
        def forward(self, arg0_1: "f32[s0, 8][8, 1]cpu", arg1_1: "Sym(s0)"):
            # File: /home/user/model.py:20 in f_four, code: return x[:4].cos()
            slice_1: "f32[4, 8][8, 1]cpu" = torch.ops.aten.slice.Tensor(arg0_1, 0, 0, 4);  arg0_1 = None
            cos: "f32[4, 8][8, 1]cpu" = torch.ops.aten.cos.default(slice_1);  slice_1 = None  # expect: FX401 {{may differ between the branches in shape}} {{depend on symbol values}}
            return (cos,)
