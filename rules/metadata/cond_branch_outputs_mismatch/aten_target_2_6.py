# expect-config: --target 2.6
# PyTorch 2.6 and 2.7 compare the branch outputs with check_meta_consistency: shape, dtype,
# stride, memory format and device must all be equal; int outputs are not compared by value.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "b8[][]cpu", arg1_1: "f32[2, 3, 4, 4][48, 16, 4, 1]cpu"):
        # File: /home/user/model.py:70 in forward, code: a, n = torch.cond(pred, f_all, f_head, (x,))
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1,));  true_graph_0 = false_graph_0 = None
        getitem: "f32[2, 3, 4, 4][48, 16, 4, 1]cpu" = cond[0]
        getitem_1: "Sym(u0)" = cond[1];  cond = None

        # File: /home/user/model.py:71 in forward, code: b = torch.cond(pred, f_sin, f_channels_last, (x,))
        true_graph_1 = self.true_graph_1
        false_graph_1 = self.false_graph_1
        cond_1 = torch.ops.higher_order.cond(arg0_1, true_graph_1, false_graph_1, (arg1_1,));  true_graph_1 = false_graph_1 = None
        getitem_2: "f32[2, 3, 4, 4][48, 16, 4, 1]cpu" = cond_1[0];  cond_1 = None

        # File: /home/user/model.py:72 in forward, code: c = torch.cond(pred, f_sin, f_cuda, (x,))
        true_graph_2 = self.true_graph_2
        false_graph_2 = self.false_graph_2
        cond_2 = torch.ops.higher_order.cond(arg0_1, true_graph_2, false_graph_2, (arg1_1,));  arg0_1 = true_graph_2 = false_graph_2 = arg1_1 = None
        getitem_3: "f32[2, 3, 4, 4][48, 16, 4, 1]cpu" = cond_2[0];  cond_2 = None
        return (getitem, getitem_1, getitem_2, getitem_3)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[2, 3, 4, 4][48, 16, 4, 1]cpu"):
            # File: /home/user/model.py:5 in f_all, code: return x.sin(), 5
            sin: "f32[2, 3, 4, 4][48, 16, 4, 1]cpu" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            return (sin, 5)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[2, 3, 4, 4][48, 16, 4, 1]cpu"):
            # File: /home/user/model.py:8 in f_head, code: return x[:1].cos(), 6
            slice_1: "f32[1, 3, 4, 4][48, 16, 4, 1]cpu" = torch.ops.aten.slice.Tensor(arg0_1, 0, 0, 1);  arg0_1 = None
            cos: "f32[1, 3, 4, 4][48, 16, 4, 1]cpu" = torch.ops.aten.cos.default(slice_1);  slice_1 = None  # expect: FX401 {{in shape}} {{"Expected true_fn_output and false_fn_output to have same metadata but found: pair[0] differ in 'shape: torch.Size([2, 3, 4, 4]) vs torch.Size([1, 3, 4, 4])'"}}
            return (cos, 6)

    class true_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[2, 3, 4, 4][48, 16, 4, 1]cpu"):
            # File: /home/user/model.py:11 in f_sin, code: return x.sin()
            sin: "f32[2, 3, 4, 4][48, 16, 4, 1]cpu" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            return (sin,)

    class false_graph_1(torch.nn.Module):
        def forward(self, arg0_1: "f32[2, 3, 4, 4][48, 16, 4, 1]cpu"):
            # File: /home/user/model.py:14 in f_channels_last, code: return x.to(memory_format=torch.channels_last)
            clone: "f32[2, 3, 4, 4][48, 1, 12, 3]cpu" = torch.ops.aten.clone.default(arg0_1, memory_format = torch.channels_last);  arg0_1 = None  # expect: FX401 {{in stride, memory format}} {{'stride: (48, 16, 4, 1) vs (48, 1, 12, 3)', 'memory_format: torch.contiguous_format vs torch.channels_last'}}
            return (clone,)

    class true_graph_2(torch.nn.Module):
        def forward(self, arg0_1: "f32[2, 3, 4, 4][48, 16, 4, 1]cpu"):
            # File: /home/user/model.py:11 in f_sin, code: return x.sin()
            sin: "f32[2, 3, 4, 4][48, 16, 4, 1]cpu" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            return (sin,)

    class false_graph_2(torch.nn.Module):
        def forward(self, arg0_1: "f32[2, 3, 4, 4][48, 16, 4, 1]cpu"):
            # File: /home/user/model.py:17 in f_cuda, code: return x.cuda()
            _to_copy: "f32[2, 3, 4, 4][48, 16, 4, 1]cuda:0" = torch.ops.aten._to_copy.default(arg0_1, device = device(type='cuda', index=0));  arg0_1 = None  # expect: FX401 {{in device}} {{pair[0] differ in device}}
            return (_to_copy,)
