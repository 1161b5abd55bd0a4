class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "i64[]", arg1_1: "f32[4, 4]"):
        # File: /venv/lib/python3.11/site-packages/torch/_higher_order_ops/while_loop.py:717 in forward, code: fw_outputs = while_loop_stack_output_op(
        while_loop_cond_graph_0 = self.while_loop_cond_graph_0
        while_loop_body_graph_0 = self.while_loop_body_graph_0
        _param_constant0: "f32[4, 4]" = self._param_constant0
        while_loop_stack_output = torch.ops.higher_order.while_loop_stack_output(while_loop_cond_graph_0, while_loop_body_graph_0, (arg0_1, arg1_1), (_param_constant0,));  while_loop_cond_graph_0 = while_loop_body_graph_0 = arg0_1 = arg1_1 = _param_constant0 = None
        getitem: "i64[u0]" = while_loop_stack_output[0]
        getitem_1: "f32[u0, 4, 4]" = while_loop_stack_output[1];  while_loop_stack_output = None
        
        # File: /venv/lib/python3.11/site-packages/torch/_higher_order_ops/while_loop.py:760 in forward, code: return tuple(ckp[-1] for ckp in fw_outputs)
        select: "i64[]" = torch.ops.aten.select.int(getitem, 0, -1);  getitem = None
        select_1: "f32[4, 4]" = torch.ops.aten.select.int(getitem_1, 0, -1);  getitem_1 = None
        return (select, select_1)
        
    class while_loop_cond_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "i64[]", arg1_1: "f32[4, 4]", arg2_1: "f32[4, 4]"):
            # No stacktrace found for following nodes
            lt: "b8[]" = torch.ops.aten.lt.Scalar(arg0_1, 3);  arg0_1 = None
            return lt
            
    class while_loop_body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "i64[]", arg1_1: "f32[4, 4]", arg2_1: "f32[4, 4]"):
            # No stacktrace found for following nodes
            add: "i64[]" = torch.ops.aten.add.Tensor(arg0_1, 1);  arg0_1 = None
            mul: "f32[4, 4]" = torch.ops.aten.mul.Tensor(arg1_1, arg2_1);  arg1_1 = arg2_1 = None
            return (add, mul)
            