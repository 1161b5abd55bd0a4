# surgery surg_strict_body_return_view: strict_graph_0: output 0: view.default(arg0_1, [4, 4])
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
            sin: "f32[4, 4][4, 1]cpu" = torch.ops.aten.sin.default(arg0_1);  sin = None
            view_default: "f32[4, 4][4, 1]cpu" = torch.ops.aten.view.default(arg0_1, [4, 4]);  arg0_1 = None
            return (view_default,)
            