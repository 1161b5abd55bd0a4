def __transformed_code_1_for__helper(t):
    tmp_1 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter
    tmp_2 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter()
    tmp_3 = __import_torch_dot__dynamo_dot_utils.call_size
    tmp_4 = t
    tmp_5 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit
    __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit(tmp_2)
    graph_out_0 = __compiled_fn_18_602c5bd6_7232_480e_bd6b_d6008d411c68(
        __import_torch_dot__dynamo_dot_utils.call_size(t, 0), tmp_4)
    __temp_80 = [graph_out_0[0]][slice(0, 1)]
    __temp_80.extend([])
    __temp_81 = [__temp_80]
    __temp_81[0][slice(0, 0)] = [torch._dynamo.graph_break()]
    __temp_84 = [__temp_81[0]]
    [[()][0]]
    __temp_84[0][slice(1, None)] = [__temp_84[0][1]]
    __temp_89 = [[], __temp_84]
    __temp_89.extend(__temp_84[-1])
    return __resume_at_70_19(*__temp_89)
