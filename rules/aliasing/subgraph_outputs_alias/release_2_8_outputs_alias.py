# A cond branch returning one value twice, torch.compile(backend="eager") with grad enabled: Dynamo
# checks output-output aliasing since the storage-based analysis (pytorch#146658, 2.8).
# expect-config: --target 2.8 --capture compile-eager
class GraphModule(torch.nn.Module):
    def forward(self, L_p_: "b8[][]cpu", L_x_: "f32[4, 4][4, 1]cpu"):
        l_p_ = L_p_
        l_x_ = L_x_

        # File: tests/conformance/programs/cond_alias_out_out.py:19 in forward, code: return torch.cond(p, true_fn, false_fn, (x,))
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(l_p_, cond_true_0, cond_false_0, (l_x_,));  l_p_ = cond_true_0 = cond_false_0 = l_x_ = None
        getitem: "f32[4, 4][4, 1]cpu" = cond[0]
        getitem_1: "f32[4, 4][4, 1]cpu" = cond[1];  cond = None
        return (getitem, getitem_1)

    class cond_true_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 4][4, 1]cpu"):
            l_x__1 = l_x_

            # File: tests/conformance/programs/cond_alias_out_out.py:13 in true_fn, code: y = x.sin()
            y: "f32[4, 4][4, 1]cpu" = l_x__1.sin();  l_x__1 = None
            return (y, y)  # expect: FX202 {{returns 'y' twice, as outputs 0 and 1}} {{Output-to-output aliasing detected at nodes y and y}}

    class cond_false_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 4][4, 1]cpu"):
            l_x__1 = l_x_

            # File: tests/conformance/programs/cond_alias_out_out.py:17 in false_fn, code: return (x.cos(), x.sin())
            child: "f32[4, 4][4, 1]cpu" = l_x__1.cos()
            child_1: "f32[4, 4][4, 1]cpu" = l_x__1.sin();  l_x__1 = None
            return (child, child_1)
