def __transformed_code_0_for_torch_dynamo_resume_in_plain_fn_at_26(__nested_resume_fns, __nested_frame_values, ___stack0, y):
    __is_tracing_resume_prologue = None; a = None; b = None; x = None # this line helps Python to generate bytecode with at least the same number of local variables as the original function

    tmp_1 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter
    tmp_2 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter()
    tmp_3 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit
    __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit(tmp_2)
    graph_out_0 = __compiled_fn_11_48fcfbec_44b2_4f61_859f_1d6659fab69a(___stack0,
        y)
    []
    []
    __temp_52 = []
    __temp_52.extend([])
    [__temp_52]
    return graph_out_0[0]
