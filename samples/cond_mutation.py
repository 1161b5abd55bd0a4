class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "b8[][]cpu", primals_2: "f32[4, 8][8, 1]cpu"):
        # File: /home/user/model.py:21 in forward, code: return torch.cond(pred, self.true_fn, self.false_fn, (x,))
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(primals_1, true_graph_0, false_graph_0, (primals_2,));  primals_1 = true_graph_0 = false_graph_0 = primals_2 = None
        getitem: "f32[4, 8][8, 1]cpu" = cond[0];  cond = None
        return (getitem,)
        
    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu"):
            # File: /home/user/model.py:12 in true_fn, code: row = x.view(2, 16)[0]
            view: "f32[2, 16][16, 1]cpu" = torch.ops.aten.view.default(arg0_1, [2, 16])
            select: "f32[16][1]cpu" = torch.ops.aten.select.int(view, 0, 0);  view = None
            
            # File: /home/user/model.py:13 in true_fn, code: row.add_(1)
            add_: "f32[16][1]cpu" = torch.ops.aten.add_.Tensor(select, 1);  select = add_ = None
            
            # File: /home/user/model.py:14 in true_fn, code: return x.sin()
            sin: "f32[4, 8][8, 1]cpu" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            return (sin,)
            
    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu"):
            # File: /home/user/model.py:17 in false_fn, code: return x.cos()
            cos: "f32[4, 8][8, 1]cpu" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
            return (cos,)
            
