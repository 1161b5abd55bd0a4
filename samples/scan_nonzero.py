class GraphModule(torch.nn.Module):
    def forward(self, L_readings_: "f32[32, 16][16, 1]cpu"):
        l_readings_ = L_readings_
        
         # File: /home/user/tracker.py:15 in forward, code: count = torch.zeros(())
        count: "f32[][]cpu" = torch.zeros(())
        
         # File: /home/user/tracker.py:16 in forward, code: count, hot_mean = scan(step, count, readings)
        scan_combine_fn_0 = self.scan_combine_fn_0
        scan = torch.ops.higher_order.scan(scan_combine_fn_0, [count], [l_readings_], []);  scan_combine_fn_0 = count = l_readings_ = None
        getitem: "f32[][]cpu" = scan[0]
        getitem_1: "f32[32][1]cpu" = scan[1];  scan = None
        return (getitem, getitem_1)
        
    class scan_combine_fn_0(torch.nn.Module):
        def forward(self, child: "f32[][]cpu", child_1: "f32[16][1]cpu"):
             # File: /home/user/tracker.py:8 in step, code: hot = torch.nonzero(x > 0.5).squeeze(-1)
            gt: "b8[16][1]cpu" = child_1 > 0.5
            nonzero: "i64[u0, 1][1, 1]cpu" = torch.nonzero(gt);  gt = None
            hot: "i64[u0][1]cpu" = nonzero.squeeze(-1);  nonzero = None
            
             # File: /home/user/tracker.py:9 in step, code: n = (x > 0.5).sum().item()
            gt_1: "b8[16][1]cpu" = child_1 > 0.5
            sum_1: "i64[][]cpu" = gt_1.sum();  gt_1 = None
            item: "Sym(u1)" = sum_1.item();  sum_1 = None
            
             # File: /home/user/tracker.py:10 in step, code: return count + n, x[hot].mean()
            add: "f32[][]cpu" = child + item;  child = item = None
            getitem: "f32[u0][1]cpu" = child_1[hot];  child_1 = hot = None
            mean: "f32[][]cpu" = getitem.mean();  getitem = None
            return [add, mean]
            
