# expect-none
# A Dynamo graph (what torch.compile and strict export trace before lowering to ATen): torch
# functions, torch._C._nn.linear and Python operators are its normal spelling, and the export
# verifier never sees it.
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[4, 8]", L_self_modules_proj_parameters_weight_: "f32[8, 8]", L_self_modules_proj_parameters_bias_: "f32[8]"):
        l_x_ = L_x_
        l_self_modules_proj_parameters_weight_ = L_self_modules_proj_parameters_weight_
        l_self_modules_proj_parameters_bias_ = L_self_modules_proj_parameters_bias_
        
        # File: /home/user/model.py:14 in forward, code: h = torch.sin(x)
        h: "f32[4, 8]" = torch.sin(l_x_);  l_x_ = None
        
        # File: /home/user/model.py:15 in forward, code: h = self.proj(h)
        h_1: "f32[4, 8]" = torch._C._nn.linear(h, l_self_modules_proj_parameters_weight_, l_self_modules_proj_parameters_bias_);  h = l_self_modules_proj_parameters_weight_ = l_self_modules_proj_parameters_bias_ = None
        
        # File: /home/user/model.py:16 in forward, code: return h @ h.T
        getattr_1: "f32[8, 4]" = h_1.T
        matmul: "f32[4, 4]" = h_1 @ getattr_1;  h_1 = getattr_1 = None
        return (matmul,)
