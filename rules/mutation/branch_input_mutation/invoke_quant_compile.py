# invoke_quant (compiled as invoke_quant_packed) whose subgraph writes its input: Dynamo rejects it
# (conformance case invoke_quant_mut.*.compile_*, "Higher Order Operator: invoke_quant_packed").
# expect-config: --capture compile
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[4, 4][4, 1]cpu"):
        l_x_ = L_x_

        # File: tests/conformance/programs/invoke_quant_ok.py:15 in forward, code: return InvokeQuant()(fn, x, scheme='nf4')
        subgraph_0 = self.subgraph_0

        # No stacktrace found for following nodes
        invoke_quant = torch._higher_order_ops._invoke_quant.InvokeQuant(codegen_low_precision = True)

        # File: tests/conformance/programs/invoke_quant_ok.py:15 in forward, code: return InvokeQuant()(fn, x, scheme='nf4')
        invoke_quant_packed = torch.ops.higher_order.invoke_quant_packed(subgraph_0, l_x_, scheme = 'nf4', quant_options = invoke_quant);  subgraph_0 = l_x_ = invoke_quant = None
        getitem: "f32[4, 4][4, 1]cpu" = invoke_quant_packed[0];  invoke_quant_packed = None
        return (getitem,)

    class subgraph_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 4][4, 1]cpu"):
            # File: tests/conformance/programs/invoke_quant_ok.py:14 in fn, code: return a.sin() * 2
            mul_: "f32[4, 4][4, 1]cpu" = l_x_.mul_(2)  # expect: FX101 {{writes its input 'l_x_'}} {{"Encountered input mutation during higher order op tracing"}}
            sin: "f32[4, 4][4, 1]cpu" = l_x_.sin();  l_x_ = None
            mul: "f32[4, 4][4, 1]cpu" = sin * 2;  sin = None
            return (mul,)
