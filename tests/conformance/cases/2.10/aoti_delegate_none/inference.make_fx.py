class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/aoti_delegate_none.py:13 in forward, code: return aoti_call_delegate(None, torch.fx.symbolic_trace(lambda a: a), [], [x])[0]
        original_gm = self.original_gm
        aoti_call_delegate: "f32[4, 4]" = torch.ops.higher_order.aoti_call_delegate(None, original_gm, [], [arg0_1]);  original_gm = arg0_1 = None
        select: "f32[4]" = torch.ops.aten.select.int(aoti_call_delegate, 0, 0);  aoti_call_delegate = None
        return select
        
    class original_gm(torch.nn.Module):
        def forward(self, a):
            return a
            