class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: <eval_with_key>.N:8 in forward, code: strict_mode = torch.ops.higher_order.strict_mode(strict_mode_body_0, (l_args_0_closure_0_cell_contents_buffers_buf_, l_args_1_0_));  strict_mode_body_0 = l_args_0_closure_0_cell_contents_buffers_buf_ = l_args_1_0_ = None
        strict_graph_0 = self.strict_graph_0
        _tensor_constant0: "f32[4, 4]" = self._tensor_constant0
        strict_mode = torch.ops.higher_order.strict_mode(strict_graph_0, (_tensor_constant0, arg0_1));  strict_graph_0 = _tensor_constant0 = arg0_1 = None
        getitem: "f32[4, 4]" = strict_mode[0];  strict_mode = None
        return getitem
        
    class strict_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 4]", arg1_1: "f32[4, 4]"):
            # No stacktrace found for following nodes
            add_: "f32[4, 4]" = torch.ops.aten.add_.Tensor(arg0_1, 1);  add_ = None
            add: "f32[4, 4]" = torch.ops.aten.add.Tensor(arg1_1, arg0_1);  arg1_1 = arg0_1 = None
            return (add,)
            