class GraphModule(torch.nn.Module):
    def forward(self, s0: "Sym(s0)", L_x_: "f32[s0, 4][4, 1]cuda:0", L_y_: "f32[4][1]cuda:0"):
        l_x_ = L_x_
        l_y_ = L_y_
        
        # File: model.py:12 in forward, code: pred = x.sum() > 0
        sum_1: "f32[][]cuda:0" = l_x_.sum()
        gt: "b8[][]cuda:0" = sum_1 > 0;  sum_1 = None
        
        # File: model.py:13 in forward, code: out, y2 = torch.cond(pred, true_fn, false_fn, (x, y))
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(gt, cond_true_0, cond_false_0, (l_x_, l_y_, s0));  gt = cond_true_0 = cond_false_0 = l_x_ = l_y_ = s0 = None
        getitem: "f32[s0, 4][4, 1]cuda:0" = cond[0]
        getitem_1: "f32[4][1]cuda:0" = cond[1];  cond = None
        return (getitem, getitem_1)
        
    class cond_true_0(torch.nn.Module):
        def forward(self, l_x_: "f32[s0, 4][4, 1]cuda:0", l_y_: "f32[4][1]cuda:0", s0: "Sym(s0)"):
            # File: model.py:5 in true_fn, code: return wrap(inner, x, y)
            wrap_body_0 = self.wrap_body_0
            wrap = torch.ops.higher_order.wrap(wrap_body_0, l_x_, l_y_);  wrap_body_0 = l_x_ = l_y_ = None
            getitem: "f32[s0, 4][4, 1]cuda:0" = wrap[0]
            getitem_1: "f32[4][1]cuda:0" = wrap[1];  wrap = None
            return (getitem, getitem_1)
            
        class wrap_body_0(torch.nn.Module):
            def forward(self, l_x_: "f32[s0, 4][4, 1]cuda:0", l_y_: "f32[4][1]cuda:0"):
                # File: model.py:3 in inner, code: return x.sin() + y, y.clone().add_(1)
                sin: "f32[s0, 4][4, 1]cuda:0" = l_x_.sin();  l_x_ = None
                add: "f32[s0, 4][4, 1]cuda:0" = sin + l_y_;  sin = None
                clone: "f32[4][1]cuda:0" = l_y_.clone();  l_y_ = None
                add_: "f32[4][1]cuda:0" = clone.add_(1);  clone = None
                return (add, add_)
                
    class cond_false_0(torch.nn.Module):
        def forward(self, l_x_: "f32[s0, 4][4, 1]cuda:0", l_y_: "f32[4][1]cuda:0", s0: "Sym(s0)"):
             # File: model.py:8 in false_fn, code: return x * 2.5 - x.size(0), -y
            mul: "f32[s0, 4][4, 1]cuda:0" = l_x_ * 2.5;  l_x_ = None
            sub: "f32[s0, 4][4, 1]cuda:0" = mul - s0;  mul = s0 = None
            
             # File: model.py:9 in false_fn, code: -y
            neg: "f32[4][1]cuda:0" = -l_y_;  l_y_ = None
            
            # No stacktrace found for following nodes
            full: "f32[4][1]cuda:0" = torch.full([4], -inf, dtype = torch.float32, device = device(type='cuda', index=0), pin_memory = False)
            maximum: "f32[4][1]cuda:0" = torch.maximum(neg, full);  neg = full = None
            return (sub, maximum)
            
