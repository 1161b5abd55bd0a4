# expect-none
# A Dynamo graph (what torch.compile and strict export see before lowering): submodule calls
# and tensor methods are its normal spelling, and no verifier checks them.
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2, 4]"):
        l_x_ = L_x_
        
        # File: /home/user/model.py:12 in forward, code: y = self.linear(x)
        y: "f32[2, 4]" = self.L__self___linear(l_x_);  l_x_ = None
        
        # File: /home/user/model.py:13 in forward, code: return y.view(8).sin()
        view: "f32[8]" = y.view(8);  y = None
        sin: "f32[8]" = view.sin();  view = None
        return (sin,)
