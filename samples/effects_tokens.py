class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[0][1]cpu", arg1_1: "f32[64, 32][32, 1]cpu", arg2_1: "f32[64][1]cpu", arg3_1: "f32[8, 32][32, 1]cpu"):
        # File: /home/user/monitor.py:31 in forward, code: torch.ops.mylib.record_stats(x, "block_in")
        with_effects = torch.ops.higher_order.with_effects(arg0_1, torch.ops.mylib.record_stats.default, arg3_1, 'block_in');  arg0_1 = None
        getitem: "f32[0][1]cpu" = with_effects[0];  with_effects = None
        
        # File: /home/user/monitor.py:32 in forward, code: h = torch.relu(self.fc(x))
        permute: "f32[32, 64][1, 32]cpu" = torch.ops.aten.permute.default(arg1_1, [1, 0]);  arg1_1 = None
        addmm: "f32[8, 64][64, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg3_1, permute);  arg2_1 = arg3_1 = permute = None
        relu: "f32[8, 64][64, 1]cpu" = torch.ops.aten.relu.default(addmm);  addmm = None
        
        # File: /home/user/monitor.py:33 in forward, code: torch.ops.mylib.record_stats(h, "block_out")
        with_effects_1 = torch.ops.higher_order.with_effects(getitem, torch.ops.mylib.record_stats.default, relu, 'block_out');  getitem = None
        getitem_1: "f32[0][1]cpu" = with_effects_1[0];  with_effects_1 = getitem_1 = None
        return (relu,)
        
