# surgery surg_strict_body_return_placeholder: strict_graph_0: output 0: sin -> placeholder arg0_1
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: <eval_with_key>.N:7 in forward, code: strict_mode = torch.ops.higher_order.strict_mode(strict_mode_body_0, (l_args_1_0_,));  strict_mode_body_0 = l_args_1_0_ = None
        strict_graph_0 = self.strict_graph_0
        strict_mode = torch.ops.higher_order.strict_mode(strict_graph_0, (arg0_1,));  strict_graph_0 = arg0_1 = None
        getitem: "f32[4, 4]" = strict_mode[0];  strict_mode = None
        return getitem
        
    class strict_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 4]"):
            # No stacktrace found for following nodes
            sin: "f32[4, 4]" = torch.ops.aten.sin.default(arg0_1);  sin = None
            return (arg0_1,)
            