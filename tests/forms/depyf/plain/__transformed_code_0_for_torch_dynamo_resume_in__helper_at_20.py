def __transformed_code_0_for_torch_dynamo_resume_in__helper_at_20(__nested_resume_fns, __nested_frame_values, ___stack0, t):
    __is_tracing_resume_prologue = None # this line helps Python to generate bytecode with at least the same number of local variables as the original function

    tmp_1 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter
    tmp_2 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter()
    tmp_3 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit
    __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit(tmp_2)
    graph_out_0 = __compiled_fn_9_95312399_8dc4_437c_8285_b56121740252(t)
    []
    []
    __temp_43 = []
    __temp_43.extend([])
    [__temp_43]
    return graph_out_0[0]
