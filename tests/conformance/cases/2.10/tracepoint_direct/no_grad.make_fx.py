class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/tracepoint_direct.py:13 in forward, code: (y,) = _export_tracepoint(x, kind='module_call_inputs', path='sub')
        _export_tracepoint = torch.ops.higher_order._export_tracepoint(arg0_1, kind = 'module_call_inputs', path = 'sub');  arg0_1 = None
        getitem: "f32[4, 4]" = _export_tracepoint[0];  _export_tracepoint = None
        
        # File: tests/conformance/programs/tracepoint_direct.py:14 in forward, code: return y.sin()
        sin: "f32[4, 4]" = torch.ops.aten.sin.default(getitem);  getitem = None
        return sin
        