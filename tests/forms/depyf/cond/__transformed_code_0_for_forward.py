def __transformed_code_0_for_forward(self, x):
    false_fn = None; r = None; true_fn = None # this line helps Python to generate bytecode with at least the same number of local variables as the original function

    tmp_1 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter
    tmp_2 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter()
    tmp_3 = self._modules['lin']._parameters
    tmp_4 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit
    __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit(tmp_2)
    graph_out_0 = __compiled_fn_1_f33866b6_fb81_4e09_b0eb_d28d4a447ef5(x, self.
        _modules['lin']._parameters['weight'], tmp_3['bias'])
    []
    []
    __temp_8 = []
    __temp_8.extend([])
    [__temp_8]
    return graph_out_0[0]
