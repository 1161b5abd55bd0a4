
# Note: the following variables are used inside the guard function.
___check_tensors = '''None'''
___check_tensors_verbose = '''None'''
___check_global_state = '''<built-in method check of torch._C._dynamo.guards.GlobalStateGuard object at 0x7fe7f75b7a30>'''
___check_torch_function_mode_stack = '''<function make_torch_function_mode_stack_guard.<locals>.check_torch_function_mode_stack at 0x7fe7f5ec3ce0>'''
IsNonOverlappingAndDenseIndicator = '''<function _eval_is_non_overlapping_and_dense_flat at 0x7fe7fa8b6980>'''
cast_symbool_to_symint_guardless = '''<function cast_symbool_to_symint_guardless at 0x7fe7fa8b68e0>'''
math = '''<module 'math' from '/root/.pyenv/versions/3.11.7/lib/python3.11/lib-dynload/math.cpython-311-x86_64-linux-gnu.so'>'''
torch = '''<module 'torch' from '/workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/__init__.py'>'''
___check_type_id = '''<built-in function check_type_id>'''
___check_obj_id = '''<built-in function check_obj_id>'''
___odict_getitem = '''<method '__getitem__' of 'dict' objects>'''
___key_to_id = '''<function key_to_id at 0x7fe7fa8185e0>'''
___dict_version = '''<built-in function dict_version>'''
___dict_contains = '''<function _get_closure_vars.<locals>.<lambda> at 0x7fe7f5ec2200>'''
___tuple_iterator_len = '''<method '__length_hint__' of 'tuple_iterator' objects>'''
___normalize_count_iter = '''<function normalize_count_iter at 0x7fe7fa807e20>'''
___normalize_range_iter = '''<function normalize_range_iter at 0x7fe7fa807ec0>'''
___tuple_iterator_getitem = '''<function tuple_iterator_getitem at 0x7fe7fa807ce0>'''
___dataclass_fields = '''<function dataclass_fields at 0x7fe7fa807d80>'''
___namedtuple_fields = '''<function _get_closure_vars.<locals>.<lambda> at 0x7fe7f5ec27a0>'''
___get_torch_function_mode_stack_at = '''<function get_torch_function_mode_stack_at at 0x7fe7fa820b80>'''
___get_current_stream = '''<function get_current_stream at 0x7fe7fa820d60>'''
__math_isnan = '''<built-in function isnan>'''
__numpy_isnan = '''<ufunc 'isnan'>'''
inf = '''inf'''
__load_module = '''<function import_module at 0x7fe81d317920>'''
utils_device = '''<module 'torch.utils._device' from '/workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/utils/_device.py'>'''
device = '''<class 'torch.device'>'''
___from_numpy = '''<function from_numpy at 0x7fe7fa1c28e0>'''
___as_tensor = '''<function _as_tensor_fullprec at 0x7fe7fc056e80>'''
inspect = '''<module 'inspect' from '/root/.pyenv/versions/3.11.7/lib/python3.11/inspect.py'>'''
def __guard_0_for_forward(L, G, **___kwargs_ignored):
    __guard_hit = True
    __guard_hit = __guard_hit and torch._functorch.aot_autograd.utils.top_saved_tensors_hooks ids == None  # _dynamo/output_graph.py:1135 in init_ambient_guards
    __guard_hit = __guard_hit and ___check_global_state() against {"allow_bf16_reduce":0,"allow_fp16_reduce":0,"allow_tf32":false,"autocast_state":{"cached_enabled":true,"dtype":[15,5,5,15,5,5,15,15,5,5],"enabled":[false,false,false,false,false,false,false,false,false,false]},"default_dtype":6,"deterministic_algorithms":false,"deterministic_algorithms_warn_only":false,"grad_mode":true,"num_threads":2,"torch_function":true,"torch_function_all_disabled":false}
    __guard_hit = __guard_hit and ___check_torch_function_mode_stack()
    __guard_hit = __guard_hit and utils_device.CURRENT_DEVICE == None                           # _dynamo/output_graph.py:1122 in init_ambient_guards
    __guard_hit = __guard_hit and check_tensor(L['x'], Tensor, DispatchKeySet(CPU, BackendSelect, ADInplaceOrView, AutogradCPU), torch.float32, device=None, requires_grad=True, size=[4, 3], stride=[3, 1])  # return invoke_subgraph_placeholder(inner_func, *args, **kwargs)  # _higher_order_ops/invoke_subgraph.py:438 in inner
    __guard_hit = __guard_hit and hasattr(L['x'], '_dynamo_dynamic_indices') == False           # return invoke_subgraph_placeholder(inner_func, *args, **kwargs)  # _higher_order_ops/invoke_subgraph.py:438 in inner
    __guard_hit = __guard_hit and hasattr(L['x'], '_dynamo_weak_dynamic_indices') == False      # return invoke_subgraph_placeholder(inner_func, *args, **kwargs)  # _higher_order_ops/invoke_subgraph.py:438 in inner
    __guard_hit = __guard_hit and hasattr(L['x'], '_dynamo_unbacked_indices') == False          # return invoke_subgraph_placeholder(inner_func, *args, **kwargs)  # _higher_order_ops/invoke_subgraph.py:438 in inner
    __guard_hit = __guard_hit and hasattr(L['x'], '_dynamo_strict_unbacked_indices') == False   # return invoke_subgraph_placeholder(inner_func, *args, **kwargs)  # _higher_order_ops/invoke_subgraph.py:438 in inner
    __guard_hit = __guard_hit and hasattr(L['x'], '_dynamo_static_indices') == False            # return invoke_subgraph_placeholder(inner_func, *args, **kwargs)  # _higher_order_ops/invoke_subgraph.py:438 in inner
    __guard_hit = __guard_hit and check_no_aliasing(L['x'], L['y'])
    __guard_hit = __guard_hit and check_tensor(L['y'], Tensor, DispatchKeySet(CPU, BackendSelect, ADInplaceOrView, AutogradCPU), torch.float32, device=None, requires_grad=False, size=[4, 3], stride=[3, 1])  # return invoke_subgraph_placeholder(inner_func, *args, **kwargs)  # _higher_order_ops/invoke_subgraph.py:438 in inner
    __guard_hit = __guard_hit and hasattr(L['y'], '_dynamo_dynamic_indices') == False           # return invoke_subgraph_placeholder(inner_func, *args, **kwargs)  # _higher_order_ops/invoke_subgraph.py:438 in inner
    __guard_hit = __guard_hit and hasattr(L['y'], '_dynamo_weak_dynamic_indices') == False      # return invoke_subgraph_placeholder(inner_func, *args, **kwargs)  # _higher_order_ops/invoke_subgraph.py:438 in inner
    __guard_hit = __guard_hit and hasattr(L['y'], '_dynamo_unbacked_indices') == False          # return invoke_subgraph_placeholder(inner_func, *args, **kwargs)  # _higher_order_ops/invoke_subgraph.py:438 in inner
    __guard_hit = __guard_hit and hasattr(L['y'], '_dynamo_strict_unbacked_indices') == False   # return invoke_subgraph_placeholder(inner_func, *args, **kwargs)  # _higher_order_ops/invoke_subgraph.py:438 in inner
    __guard_hit = __guard_hit and hasattr(L['y'], '_dynamo_static_indices') == False            # return invoke_subgraph_placeholder(inner_func, *args, **kwargs)  # _higher_order_ops/invoke_subgraph.py:438 in inner
    __guard_hit = __guard_hit and ___check_obj_id(G['torch'], 140634897239392), type=<class 'module'>  # return torch.mul(x, y).sin()  # tests/forms/gen/progs.py:139 in _region
    __guard_hit = __guard_hit and ___check_obj_id(G['torch'].mul, 140634889352864), type=<class 'builtin_function_or_method'>  # return torch.mul(x, y).sin()  # tests/forms/gen/progs.py:139 in _region
    __guard_hit = __guard_hit and ___check_obj_id(G['_region'].__code__, 140634353958960), type=<class 'code'>  # a = _region(x, y)          # called twice: 2.13 inlines single-use regions  # tests/forms/gen/progs.py:144 in forward
    __guard_hit = __guard_hit and ___check_obj_id(G['_region'].__closure__[0].cell_contents.__code__, 140634295361824), type=<class 'code'>  # while hasattr(inner_func, "__marked_compile_region_fn__"):  # _higher_order_ops/invoke_subgraph.py:436 in inner (HINT: guard on "func".__code__)
    __guard_hit = __guard_hit and ___check_obj_id(G['__builtins_dict___0']['hasattr'], 140634902794448), type=<class 'builtin_function_or_method'>  # while hasattr(inner_func, "__marked_compile_region_fn__"):  # _higher_order_ops/invoke_subgraph.py:436 in inner
    __guard_hit = __guard_hit and ___check_obj_id(G['__import_torch_dot__higher_order_ops_dot_invoke_subgraph'], 140634353839264), type=<class 'module'>  # return invoke_subgraph_placeholder(inner_func, *args, **kwargs)  # _higher_order_ops/invoke_subgraph.py:438 in inner
    return __guard_hit

# Note: please refer to the graph code in __compiled_fn_1_1c6decb8_7f88_456c_9bf1_b61c3c99bd5c*.py.
# Captured Graph: Dynamo generated graph (debuggable when using eager backend).
# Joint graph: joint forward+backward graph from aot autograd.
# Forward graph: forward graph from aot autograd (debuggable when using aot_eager backend).
# Backward graph: backward graph from aot autograd (debuggable when using aot_eager backend).
# AFTER XXX: graph processed by inductor (not debuggable).
def __compiled_fn_1_1c6decb8_7f88_456c_9bf1_b61c3c99bd5c(*args, **kwargs):
    pass

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


# Note: if there is a transformed version below, this function might well not be executed directly. Please check the transformed version if possible.
def forward(self, x, y):
    a = _region(x, y)
    b = _region(a, y)
    return a + b

def transformed_forward(self, x, y):
    __local_dict = {"self": self, "x": x, "y": y}
    __global_dict = globals()
    if __guard_0_for_forward(__local_dict, __global_dict):
        return __transformed_code_0_for_forward(self, x, y)
    # Note: this function might well not be executed directly. It might well be transformed again, i.e. adding one more guards and transformed code.
    return forward(self, x, y)

#============ end of forward ============#
