def __transformed_code_0_for_forward(self, x, y):
    a = None; b = None # this line helps Python to generate bytecode with at least the same number of local variables as the original function

    tmp_1 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter
    tmp_2 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter()
    tmp_3 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit
    __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit(tmp_2)
    graph_out_0 = __compiled_fn_1_1c6decb8_7f88_456c_9bf1_b61c3c99bd5c(x, y)
    []
    []
    __temp_8 = []
    __temp_8.extend([])
    [__temp_8]
    return graph_out_0[0]
