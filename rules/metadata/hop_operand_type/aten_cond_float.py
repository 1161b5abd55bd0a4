# ATen dialect: a cond passed a float literal and a SymFloat from .item() as operands.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 8][8, 1]cpu", arg1_1: "f32[][]cpu"):
        # File: /home/user/model.py:12 in forward, code: s = scale.item()
        _local_scalar_dense: "Sym(zuf0)" = torch.ops.aten._local_scalar_dense.default(arg1_1);  arg1_1 = None

        # File: /home/user/model.py:13 in forward, code: return torch.cond(x.sum() > 0, scale_up, scale_down, (x, s, 0.5))
        sum_1: "f32[][]cpu" = torch.ops.aten.sum.default(arg0_1)
        gt: "b8[][]cpu" = torch.ops.aten.gt.Scalar(sum_1, 0);  sum_1 = None
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(gt, true_graph_0, false_graph_0, (arg0_1, _local_scalar_dense, 0.5));  gt = true_graph_0 = false_graph_0 = arg0_1 = _local_scalar_dense = None  # expect: FX408 {{operands[1], '_local_scalar_dense' (Sym(zuf0)), is a SymFloat}}, FX408 {{operands[2], the literal 0.5, is a float}} {{but got (<class 'torch._subclasses.fake_tensor.FakeTensor'>, <class 'torch.SymFloat'>, <class 'float'>)}}
        getitem: "f32[4, 8][8, 1]cpu" = cond[0];  cond = None
        return (getitem,)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu", arg1_1: "Sym(zuf0)", arg2_1):
            # File: /home/user/model.py:5 in scale_up, code: return x * s
            mul: "f32[4, 8][8, 1]cpu" = torch.ops.aten.mul.Tensor(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
            return (mul,)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu", arg1_1: "Sym(zuf0)", arg2_1):
            # File: /home/user/model.py:8 in scale_down, code: return x * f
            mul: "f32[4, 8][8, 1]cpu" = torch.ops.aten.mul.Tensor(arg0_1, arg2_1);  arg0_1 = arg2_1 = None
            return (mul,)
