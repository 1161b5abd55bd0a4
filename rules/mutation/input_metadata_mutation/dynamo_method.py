# Dynamo dialect: a cond branch calls x.transpose_(0, 1) on its input, and a scan combine_fn
# calls unsqueeze_ on its carry.
class GraphModule(torch.nn.Module):
    def forward(self, L_pred_: "b8[]", L_x_: "f32[4, 8]", L_init_: "f32[3]", L_xs_: "f32[5, 3]"):
        l_pred_ = L_pred_
        l_x_ = L_x_
        l_init_ = L_init_
        l_xs_ = L_xs_

        # File: /home/user/model.py:20 in forward, code: y = torch.cond(pred, true_fn, false_fn, (x,))
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(l_pred_, cond_true_0, cond_false_0, (l_x_,));  l_pred_ = cond_true_0 = cond_false_0 = l_x_ = None
        getitem: "f32[8, 4]" = cond[0];  cond = None

        # File: /home/user/model.py:21 in forward, code: c, ys = scan(combine, init, xs)
        scan_combine_fn_0 = self.scan_combine_fn_0
        scan = torch.ops.higher_order.scan(scan_combine_fn_0, [l_init_], [l_xs_], []);  scan_combine_fn_0 = l_init_ = l_xs_ = None
        getitem_1: "f32[3]" = scan[0]
        getitem_2: "f32[5, 3]" = scan[1];  scan = None
        return (getitem, getitem_1, getitem_2)

    class cond_true_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 8]"):
            l_x__1 = l_x_

            # File: /home/user/model.py:6 in true_fn, code: x.transpose_(0, 1)
            transpose_: "f32[8, 4]" = l_x__1.transpose_(0, 1);  transpose_ = None  # expect: FX102 {{changes the metadata of its input 'l_x_' (method transpose_)}} {{"Encountered input mutation during higher order op tracing"}}

            # File: /home/user/model.py:7 in true_fn, code: return x.sin()
            sin: "f32[8, 4]" = l_x__1.sin();  l_x__1 = None
            return (sin,)

    class cond_false_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 8]"):
            l_x__1 = l_x_

            # File: /home/user/model.py:10 in false_fn, code: return x.cos().t().contiguous()
            cos: "f32[4, 8]" = l_x__1.cos();  l_x__1 = None
            t: "f32[8, 4]" = cos.t();  cos = None
            contiguous: "f32[8, 4]" = t.contiguous();  t = None
            return (contiguous,)

    class scan_combine_fn_0(torch.nn.Module):
        def forward(self, l_init_: "f32[3]", l_xs_: "f32[3]"):
            # File: /home/user/model.py:14 in combine, code: carry.unsqueeze_(0)
            unsqueeze_: "f32[1, 3]" = l_init_.unsqueeze_(0)  # expect: FX102 {{scan combine_fn}} {{Found in <bound method HigherOrderOperator.name of <torch._higher_order_ops.scan.ScanOp object at 0x...>>}}
            squeeze_: "f32[3]" = l_init_.squeeze_(0)  # expect: FX102 {{squeeze_}}

            # File: /home/user/model.py:15 in combine, code: nxt = carry + x
            add: "f32[3]" = l_init_ + l_xs_;  l_init_ = l_xs_ = None
            clone: "f32[3]" = add.clone()
            return (add, clone)
