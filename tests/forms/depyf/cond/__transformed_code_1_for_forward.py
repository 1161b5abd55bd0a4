def __transformed_code_1_for_forward(self, x):
    false_fn = None; r = None; true_fn = None # this line helps Python to generate bytecode with at least the same number of local variables as the original function

    tmp_1 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter
    tmp_2 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter()
    tmp_3 = self._modules['lin']._parameters
    tmp_4 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit
    __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit(tmp_2)
    graph_out_0 = __compiled_fn_3_fde3b35d_115b_40a3_87fe_1b23dfda47e5(x, self.
        _modules['lin']._parameters['weight'], tmp_3['bias'])
    []
    []
    __temp_17 = []
    __temp_17.extend([])
    [__temp_17]
    return graph_out_0[0]
