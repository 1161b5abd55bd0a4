# expect-none
# A Dynamo graph (torch.compile with inline_inbuilt_nn_modules off): parameters and buffers are
# fetched with get_attr, which is normal here; only ExportedProgram graphs must lift them.
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[4, 8]"):
        l_x_ = L_x_
        
        # File: /home/user/model.py:18 in forward, code: y = x + self.offset
        l__self___offset: "f32[8]" = self.L__self___offset
        y: "f32[4, 8]" = l_x_ + l__self___offset;  l_x_ = l__self___offset = None
        
        # File: /home/user/model.py:19 in forward, code: return F.linear(y, self.weight)
        l__self___weight: "f32[8, 8]" = self.L__self___weight
        linear: "f32[4, 8]" = torch._C._nn.linear(y, l__self___weight, None);  y = l__self___weight = None
        return (linear,)
