def __transformed_code_2_for__helper(t):
    tmp_1 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter
    tmp_2 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter()
    tmp_3 = __import_torch_dot__dynamo_dot_utils.call_size
    tmp_4 = t
    tmp_5 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit
    __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit(tmp_2)
    graph_out_0 = __compiled_fn_30_c9c7fe63_7b67_42f0_a487_2b5cd3694103(
        __import_torch_dot__dynamo_dot_utils.call_size(t, 0), tmp_4)
    __temp_137 = [graph_out_0[0]][slice(0, 1)]
    __temp_137.extend([])
    __temp_138 = [__temp_137]
    __temp_138[0][slice(0, 0)] = [torch._dynamo.graph_break()]
    __temp_141 = [__temp_138[0]]
    [[()][0]]
    __temp_141[0][slice(1, None)] = [__temp_141[0][1]]
    __temp_146 = [[], __temp_141]
    __temp_146.extend(__temp_141[-1])
    return __resume_at_70_31(*__temp_146)
