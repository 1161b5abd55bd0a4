def __transformed_code_0_for_plain_fn(x, y):
    a = None; b = None # this line helps Python to generate bytecode with at least the same number of local variables as the original function

    tmp_1 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter
    tmp_2 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter()
    tmp_3 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit
    __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit(tmp_2)
    graph_out_0 = __compiled_fn_2_e32b72bc_ba15_43a6_8281_1c39a2ff1e2f(x, y)
    []
    __temp_8 = []
    __temp_8.extend([y])
    __temp_9 = [__temp_8]
    __temp_9[0][slice(0, 0)] = [_helper(graph_out_0[0])]
    __temp_12 = [__temp_9[0]]
    [[()][0]]
    __temp_12[0][slice(1, None)] = [__temp_12[0][1]]
    __temp_17 = [[], __temp_12]
    __temp_17.extend(__temp_12[-1])
    return __resume_at_76_3(*__temp_17)
