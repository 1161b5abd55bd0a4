def __transformed_code_1_for_plain_fn(x, y):
    a = None; b = None # this line helps Python to generate bytecode with at least the same number of local variables as the original function

    tmp_1 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter
    tmp_2 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter()
    tmp_3 = __import_torch_dot__dynamo_dot_utils.call_size
    tmp_4 = x
    tmp_5 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit
    __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit(tmp_2)
    graph_out_0 = __compiled_fn_14_ab00fb83_4fd4_4bab_9c5b_7eaf950950d7(
        __import_torch_dot__dynamo_dot_utils.call_size(x, 0), tmp_4, y)
    []
    __temp_62 = []
    __temp_62.extend([y])
    __temp_63 = [__temp_62]
    __temp_63[0][slice(0, 0)] = [_helper(graph_out_0[0])]
    __temp_66 = [__temp_63[0]]
    [[()][0]]
    __temp_66[0][slice(1, None)] = [__temp_66[0][1]]
    __temp_71 = [[], __temp_66]
    __temp_71.extend(__temp_66[-1])
    return __resume_at_76_15(*__temp_71)
