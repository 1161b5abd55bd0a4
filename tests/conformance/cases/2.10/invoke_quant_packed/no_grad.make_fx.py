class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/invoke_quant_packed.py:14 in forward, code: return torch.ops.higher_order.invoke_quant_packed(GM, x, scheme='nf4')
        subgraph0 = self.subgraph0
        invoke_quant_packed: "f32[4, 4]" = torch.ops.higher_order.invoke_quant_packed(subgraph0, arg0_1, scheme = 'nf4', quant_options = None);  subgraph0 = arg0_1 = None
        return invoke_quant_packed
        
    class subgraph0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 4]"):
            # No stacktrace found for following nodes
            sin: "f32[4, 4]" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            mul: "f32[4, 4]" = torch.ops.aten.mul.Tensor(sin, 2);  sin = None
            return mul
            