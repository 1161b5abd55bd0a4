class GraphModule(torch.nn.Module):
    def forward(self, L_self_buffers_step_: "i64[][]cuda:0", L_x_: "f32[8, 128][128, 1]cuda:0"):
        l_self_buffers_step_ = L_self_buffers_step_
        l_x_ = L_x_
        
         # File: /home/user/gate.py:21 in forward, code: mask = torch.cond(self.step > self.warmup, hard_mask, soft_mask, (x,))
        gt: "b8[][]cuda:0" = l_self_buffers_step_ > 1000;  l_self_buffers_step_ = None
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(gt, cond_true_0, cond_false_0, (l_x_,));  gt = cond_true_0 = cond_false_0 = None
        mask: "b8[8, 128][128, 1]cuda:0" = cond[0];  cond = None
        
         # File: /home/user/gate.py:22 in forward, code: return x * mask
        mul: "f32[8, 128][128, 1]cuda:0" = l_x_ * mask;  l_x_ = mask = None
        return (mul,)
        
    class cond_true_0(torch.nn.Module):
        def forward(self, l_x_: "f32[8, 128][128, 1]cuda:0"):
            l_x__1 = l_x_
            
             # File: /home/user/gate.py:12 in hard_mask, code: return x > 0
            gt: "b8[8, 128][128, 1]cuda:0" = l_x__1 > 0;  l_x__1 = None
            return (gt,)
            
    class cond_false_0(torch.nn.Module):
        def forward(self, l_x_: "f32[8, 128][128, 1]cuda:0"):
            l_x__1 = l_x_
            
             # File: /home/user/gate.py:15 in soft_mask, code: return torch.sigmoid(x)
            sigmoid: "f32[8, 128][128, 1]cuda:0" = torch.sigmoid(l_x__1);  l_x__1 = None
            return (sigmoid,)
            
