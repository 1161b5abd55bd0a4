def __transformed_code_2_for_torch_dynamo_resume_in__helper_at_20(__nested_resume_fns, __nested_frame_values, ___stack0, t):
    __is_tracing_resume_prologue = None # this line helps Python to generate bytecode with at least the same number of local variables as the original function

    tmp_1 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter
    tmp_2 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter()
    tmp_3 = __import_torch_dot__dynamo_dot_utils.call_size
    tmp_4 = t
    tmp_5 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit
    __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit(tmp_2)
    graph_out_0 = __compiled_fn_33_1c65d9e3_88b3_4220_b619_18f492c51a48(
        __import_torch_dot__dynamo_dot_utils.call_size(t, 0), tmp_4)
    []
    []
    __temp_156 = []
    __temp_156.extend([])
    [__temp_156]
    return graph_out_0[0]
