class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[16, 16][16, 1]cuda:0", arg1_1: "f32[4, 16][16, 1]cuda:0"):
         # File: /home/user/refiner.py:24 in forward, code: step = torch.zeros((), dtype=torch.int64, device=x.device)
        full: "i64[][]cuda:0" = torch.ops.aten.full.default([], 0, dtype = torch.int64, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        
         # File: /home/user/refiner.py:25 in forward, code: _, h = while_loop(cond_fn, body_fn, (step, x))
        while_loop_cond_graph_0 = self.while_loop_cond_graph_0
        while_loop_body_graph_0 = self.while_loop_body_graph_0
        while_loop = torch.ops.higher_order.while_loop(while_loop_cond_graph_0, while_loop_body_graph_0, (full, arg1_1), (arg0_1,));  while_loop_cond_graph_0 = while_loop_body_graph_0 = full = arg1_1 = arg0_1 = None
        getitem: "i64[][]cuda:0" = while_loop[0];  getitem = None
        getitem_1: "f32[4, 16][16, 1]cuda:0" = while_loop[1];  while_loop = None
        return (getitem_1,)
        
    class while_loop_cond_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "i64[][]cuda:0", arg1_1: "f32[4, 16][16, 1]cuda:0", arg2_1: "f32[16, 16][16, 1]cuda:0"):
             # File: /home/user/refiner.py:14 in cond_fn, code: return step < self.n_iters
            lt: "b8[][]cuda:0" = torch.ops.aten.lt.Scalar(arg0_1, 8);  arg0_1 = None
            return lt
            
    class while_loop_body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "i64[][]cuda:0", arg1_1: "f32[4, 16][16, 1]cuda:0", arg2_1: "f32[16, 16][16, 1]cuda:0"):
             # File: /home/user/refiner.py:18 in body_fn, code: h = torch.tanh(h.half() @ self.w.half())
            _to_copy: "f16[4, 16][16, 1]cuda:0" = torch.ops.aten._to_copy.default(arg1_1, dtype = torch.float16);  arg1_1 = None
            _to_copy_1: "f16[16, 16][16, 1]cuda:0" = torch.ops.aten._to_copy.default(arg2_1, dtype = torch.float16);  arg2_1 = None
            mm: "f16[4, 16][16, 1]cuda:0" = torch.ops.aten.mm.default(_to_copy, _to_copy_1);  _to_copy = _to_copy_1 = None
            tanh: "f16[4, 16][16, 1]cuda:0" = torch.ops.aten.tanh.default(mm);  mm = None
            
             # File: /home/user/refiner.py:19 in body_fn, code: return step + 1, h
            add: "i64[][]cuda:0" = torch.ops.aten.add.Tensor(arg0_1, 1);  arg0_1 = None
            return (add, tanh)
            
