# surgery surg_strict_body_stride_transpose: strict_graph_0: output 0 := clone(t(output 0)) (transposed strides)
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4][4, 1]cpu"):
        # File: <eval_with_key>.N:7 in forward, code: strict_mode = torch.ops.higher_order.strict_mode(strict_mode_body_0, (l_args_1_0_,));  strict_mode_body_0 = l_args_1_0_ = None
        strict_graph_0 = self.strict_graph_0
        strict_mode = torch.ops.higher_order.strict_mode(strict_graph_0, (arg0_1,));  strict_graph_0 = arg0_1 = None
        getitem: "f32[4, 4][4, 1]cpu" = strict_mode[0];  strict_mode = None
        return getitem
        
    class strict_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 4][4, 1]cpu"):
            # No stacktrace found for following nodes
            sin: "f32[4, 4][4, 1]cpu" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            t_default: "f32[4, 4][1, 4]cpu" = torch.ops.aten.t.default(sin);  sin = None
            clone_default: "f32[4, 4][1, 4]cpu" = torch.ops.aten.clone.default(t_default);  t_default = None
            return (clone_default,)
            