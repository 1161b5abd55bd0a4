def __transformed_code_2_for_plain_fn(x, y):
    a = None; b = None # this line helps Python to generate bytecode with at least the same number of local variables as the original function

    tmp_1 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter
    tmp_2 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter()
    tmp_3 = __import_torch_dot__dynamo_dot_utils.call_size
    tmp_4 = x
    tmp_5 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit
    __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit(tmp_2)
    graph_out_0 = __compiled_fn_26_e62ff069_0b5e_421e_847d_d3e988b42b86(
        __import_torch_dot__dynamo_dot_utils.call_size(x, 0), tmp_4, y)
    []
    __temp_119 = []
    __temp_119.extend([y])
    __temp_120 = [__temp_119]
    __temp_120[0][slice(0, 0)] = [_helper(graph_out_0[0])]
    __temp_123 = [__temp_120[0]]
    [[()][0]]
    __temp_123[0][slice(1, None)] = [__temp_123[0][1]]
    __temp_128 = [[], __temp_123]
    __temp_128.extend(__temp_123[-1])
    return __resume_at_76_27(*__temp_128)
