# Dynamo output graph: a branch closes over a float read with .item(); the lifted SymFloat
# becomes a cond operand, which cond's operand check rejects.
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[4, 8][8, 1]cpu", L_scale_: "f32[][]cpu"):
        l_x_ = L_x_
        l_scale_ = L_scale_

        # File: /home/user/model.py:12 in forward, code: s = scale.item()
        item: "Sym(zuf0)" = l_scale_.item();  l_scale_ = None

        # File: /home/user/model.py:13 in forward, code: return torch.cond(x.sum() > 0, lambda x: x * s, lambda x: x / s, (x,))
        sum_1: "f32[][]cpu" = l_x_.sum()
        gt: "b8[][]cpu" = sum_1 > 0;  sum_1 = None
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(gt, cond_true_0, cond_false_0, (l_x_, item));  gt = cond_true_0 = cond_false_0 = l_x_ = item = None  # expect: FX408 {{torch.cond operands[1], 'item' (Sym(zuf0)), is a SymFloat}} {{but got (<class 'torch._subclasses.fake_tensor.FakeTensor'>, <class 'torch.SymFloat'>)}}
        getitem: "f32[4, 8][8, 1]cpu" = cond[0];  cond = None
        return (getitem,)

    class cond_true_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 8][8, 1]cpu", item: "Sym(zuf0)"):
            l_x__1 = l_x_

            # File: /home/user/model.py:13 in <lambda>, code: lambda x: x * s
            mul: "f32[4, 8][8, 1]cpu" = l_x__1 * item;  l_x__1 = item = None
            return (mul,)

    class cond_false_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 8][8, 1]cpu", item: "Sym(zuf0)"):
            l_x__1 = l_x_

            # File: /home/user/model.py:13 in <lambda>, code: lambda x: x / s
            truediv: "f32[4, 8][8, 1]cpu" = l_x__1 / item;  l_x__1 = item = None
            return (truediv,)
