def __transformed_code_0_for__helper(t):
    tmp_1 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter
    tmp_2 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter()
    tmp_3 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit
    __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit(tmp_2)
    graph_out_0 = __compiled_fn_6_5762785a_41f0_43f9_b947_69434daa5489(t)
    __temp_25 = [graph_out_0[0]][slice(0, 1)]
    __temp_25.extend([])
    __temp_26 = [__temp_25]
    __temp_26[0][slice(0, 0)] = [torch._dynamo.graph_break()]
    __temp_29 = [__temp_26[0]]
    [[()][0]]
    __temp_29[0][slice(1, None)] = [__temp_29[0][1]]
    __temp_34 = [[], __temp_29]
    __temp_34.extend(__temp_29[-1])
    return __resume_at_70_7(*__temp_34)
