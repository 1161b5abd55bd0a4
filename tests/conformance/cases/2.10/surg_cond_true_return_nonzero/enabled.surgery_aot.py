# surgery surg_cond_true_return_nonzero: true_graph_0: output 0 := nonzero(arg0_1).float() (unbacked size)
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "b8[][]cpu", arg1_1: "f32[4, 4][4, 1]cpu"):
        # File: <eval_with_key>.N:9 in forward, code: cond = torch.ops.higher_order.cond(l_args_0_, cond_true_0, cond_false_0, (l_args_3_0_,));  l_args_0_ = cond_true_0 = cond_false_0 = l_args_3_0_ = None
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1,));  arg0_1 = true_graph_0 = false_graph_0 = arg1_1 = None
        getitem: "f32[4, 4][4, 1]cpu" = cond[0];  cond = None
        return getitem
        
    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 4][4, 1]cpu"):
            # No stacktrace found for following nodes
            sin: "f32[4, 4][4, 1]cpu" = torch.ops.aten.sin.default(arg0_1);  sin = None
            nonzero_default: "i64[u0, 2][1, u0]cpu" = torch.ops.aten.nonzero.default(arg0_1);  arg0_1 = None
            _to_copy_default: "f32[u0, 2][1, u0]cpu" = torch.ops.aten._to_copy.default(nonzero_default, dtype = torch.float32);  nonzero_default = None
            return (_to_copy_default,)
            
    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 4][4, 1]cpu"):
            # No stacktrace found for following nodes
            cos: "f32[4, 4][4, 1]cpu" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
            return (cos,)
            