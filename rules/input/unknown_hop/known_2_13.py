# Every HOP PyTorch 2.13 registers is known, even those fxlint has no check for: no note.
# expect-none
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[4]"):
        _export_tracepoint = torch.ops.higher_order._export_tracepoint(arg0_1, kind = 'module_call_inputs', path = 'sub')
        subgraph_0 = self.subgraph_0
        foreach_map = torch.ops.higher_order.foreach_map(subgraph_0, arg0_1)
        getitem: "f32[4]" = foreach_map[0]
        inline_asm_elementwise: "f32[4]" = torch.ops.higher_order.inline_asm_elementwise(getitem, asm_str = 'mov.b32 $0, $1;', constraints = '=r,r', dtype = torch.float32, is_pure = True, pack = 1)
        return (inline_asm_elementwise,)

    class subgraph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4]"):
            sin: "f32[4]" = torch.ops.aten.sin.default(arg0_1)
            return (sin,)
