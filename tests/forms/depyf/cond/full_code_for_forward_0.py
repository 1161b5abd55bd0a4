
# Note: the following variables are used inside the guard function.
___check_tensors = '''None'''
___check_tensors_verbose = '''None'''
___check_global_state = '''<built-in method check of torch._C._dynamo.guards.GlobalStateGuard object at 0x7f173b12c670>'''
___check_torch_function_mode_stack = '''<function make_torch_function_mode_stack_guard.<locals>.check_torch_function_mode_stack at 0x7f1739ece8e0>'''
IsNonOverlappingAndDenseIndicator = '''<function _eval_is_non_overlapping_and_dense_flat at 0x7f173daae980>'''
cast_symbool_to_symint_guardless = '''<function cast_symbool_to_symint_guardless at 0x7f173daae8e0>'''
math = '''<module 'math' from '/root/.pyenv/versions/3.11.7/lib/python3.11/lib-dynload/math.cpython-311-x86_64-linux-gnu.so'>'''
torch = '''<module 'torch' from '/workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/__init__.py'>'''
___check_type_id = '''<built-in function check_type_id>'''
___check_obj_id = '''<built-in function check_obj_id>'''
___odict_getitem = '''<method '__getitem__' of 'dict' objects>'''
___key_to_id = '''<function key_to_id at 0x7f173da0c5e0>'''
___dict_version = '''<built-in function dict_version>'''
___dict_contains = '''<function _get_closure_vars.<locals>.<lambda> at 0x7f1739fb3ba0>'''
___tuple_iterator_len = '''<method '__length_hint__' of 'tuple_iterator' objects>'''
___normalize_count_iter = '''<function normalize_count_iter at 0x7f173d9fbe20>'''
___normalize_range_iter = '''<function normalize_range_iter at 0x7f173d9fbec0>'''
___tuple_iterator_getitem = '''<function tuple_iterator_getitem at 0x7f173d9fbce0>'''
___dataclass_fields = '''<function dataclass_fields at 0x7f173d9fbd80>'''
___namedtuple_fields = '''<function _get_closure_vars.<locals>.<lambda> at 0x7f1739fb2b60>'''
___get_torch_function_mode_stack_at = '''<function get_torch_function_mode_stack_at at 0x7f173da14b80>'''
___get_current_stream = '''<function get_current_stream at 0x7f173da14d60>'''
__math_isnan = '''<built-in function isnan>'''
__numpy_isnan = '''<ufunc 'isnan'>'''
inf = '''inf'''
__load_module = '''<function import_module at 0x7f1760557920>'''
utils_device = '''<module 'torch.utils._device' from '/workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/utils/_device.py'>'''
device = '''<class 'torch.device'>'''
___from_numpy = '''<function from_numpy at 0x7f173d44a8e0>'''
___as_tensor = '''<function _as_tensor_fullprec at 0x7f173f24ae80>'''
inspect = '''<module 'inspect' from '/root/.pyenv/versions/3.11.7/lib/python3.11/inspect.py'>'''
def __guard_1_for_forward(L, G, **___kwargs_ignored):
    __guard_hit = True
    __guard_hit = __guard_hit and torch._functorch.aot_autograd.utils.top_saved_tensors_hooks ids == None  # _dynamo/output_graph.py:1135 in init_ambient_guards
    __guard_hit = __guard_hit and ___check_global_state() against {"allow_bf16_reduce":0,"allow_fp16_reduce":0,"allow_tf32":false,"autocast_state":{"cached_enabled":true,"dtype":[15,5,5,15,5,5,15,15,5,5],"enabled":[false,false,false,false,false,false,false,false,false,false]},"default_dtype":6,"deterministic_algorithms":false,"deterministic_algorithms_warn_only":false,"grad_mode":false,"num_threads":2,"torch_function":true,"torch_function_all_disabled":false}
    __guard_hit = __guard_hit and ___check_torch_function_mode_stack()
    __guard_hit = __guard_hit and utils_device.CURRENT_DEVICE == None                           # _dynamo/output_graph.py:1122 in init_ambient_guards
    __guard_hit = __guard_hit and check_tensor(L['x'], Tensor, DispatchKeySet(CPU, BackendSelect, ADInplaceOrView, AutogradCPU), torch.float32, device=None, requires_grad=False, size=[4, 3], stride=[3, 1])  # (r,) = torch.cond(x.sum() > 0, true_fn, false_fn, (self.lin(x),))  # tests/forms/gen/progs.py:58 in forward
    __guard_hit = __guard_hit and hasattr(L['x'], '_dynamo_dynamic_indices') == False           # (r,) = torch.cond(x.sum() > 0, true_fn, false_fn, (self.lin(x),))  # tests/forms/gen/progs.py:58 in forward
    __guard_hit = __guard_hit and hasattr(L['x'], '_dynamo_weak_dynamic_indices') == False      # (r,) = torch.cond(x.sum() > 0, true_fn, false_fn, (self.lin(x),))  # tests/forms/gen/progs.py:58 in forward
    __guard_hit = __guard_hit and hasattr(L['x'], '_dynamo_unbacked_indices') == False          # (r,) = torch.cond(x.sum() > 0, true_fn, false_fn, (self.lin(x),))  # tests/forms/gen/progs.py:58 in forward
    __guard_hit = __guard_hit and hasattr(L['x'], '_dynamo_strict_unbacked_indices') == False   # (r,) = torch.cond(x.sum() > 0, true_fn, false_fn, (self.lin(x),))  # tests/forms/gen/progs.py:58 in forward
    __guard_hit = __guard_hit and hasattr(L['x'], '_dynamo_static_indices') == False            # (r,) = torch.cond(x.sum() > 0, true_fn, false_fn, (self.lin(x),))  # tests/forms/gen/progs.py:58 in forward
    __guard_hit = __guard_hit and ___check_obj_id(G['torch'], 139738375539744), type=<class 'module'>  # (r,) = torch.cond(x.sum() > 0, true_fn, false_fn, (self.lin(x),))  # tests/forms/gen/progs.py:58 in forward
    __guard_hit = __guard_hit and ___check_obj_id(G['torch'].cond.__code__, 94769013056480), type=<class 'code'>  # (r,) = torch.cond(x.sum() > 0, true_fn, false_fn, (self.lin(x),))  # tests/forms/gen/progs.py:58 in forward
    __guard_hit = __guard_hit and ___check_obj_id(G['torch'].compiler, 139737822175424), type=<class 'module'>  # if torch.compiler.is_dynamo_compiling():  # _higher_order_ops/cond.py:195 in cond
    __guard_hit = __guard_hit and ___check_obj_id(G['torch'].compiler.is_dynamo_compiling.__code__, 139737824234544), type=<class 'code'>  # if torch.compiler.is_dynamo_compiling():  # _higher_order_ops/cond.py:195 in cond
    __guard_hit = __guard_hit and ___check_obj_id(G['__builtins_dict___2']['len'], 139738381357984), type=<class 'builtin_function_or_method'>  # num_children = len(self._children)  # utils/_pytree.py:1165 in __post_init__
    __guard_hit = __guard_hit and ___check_obj_id(G['__builtins_dict___2']['str'], 139738388764768), type=<class 'str'>  # if str(self.type) != str(other.type):  # utils/_pytree.py:1190 in __eq__
    __guard_hit = __guard_hit and ___check_obj_id(G['__builtins_dict___2']['list'], 139738388722496), type=<class 'list'>  # def helper(node: PyTree, leaves: list[Any]) -> TreeSpec:  # utils/_pytree.py:1471 in tree_flatten
    __guard_hit = __guard_hit and ___check_obj_id(G['__builtins_dict___2']['type'], 139738388752896), type=<class 'type'>  # return TreeSpec(node_type, context, subspecs)  # utils/_pytree.py:1482 in helper
    __guard_hit = __guard_hit and ___check_obj_id(G['__builtins_dict___2']['tuple'], 139738388751232), type=<class 'tuple'>  # if not isinstance(leaves, (list, tuple)):  # utils/_pytree.py:1312 in unflatten
    __guard_hit = __guard_hit and ___check_obj_id(G['__builtins_dict___2']['object'], 139738388752480), type=<class 'object'>  # object.__setattr__(self, "type", type)  # utils/_pytree.py:1145 in __init__
    __guard_hit = __guard_hit and ___check_obj_id(G['__builtins_dict___2']['isinstance'], 139738381357664), type=<class 'builtin_function_or_method'>  # if isinstance(obj, TreeSpec):  # utils/_pytree.py:1428 in _is_pytreespec_instance
    __guard_hit = __guard_hit and ___check_obj_id(G['__builtins_dict___2']['issubclass'], 139738381357744), type=<class 'builtin_function_or_method'>  # return TreeSpec(node_type, context, subspecs)  # utils/_pytree.py:1482 in helper
    __guard_hit = __guard_hit and ___check_obj_id(G['__import_torch_dot_utils_dot__pytree'], 139737855423440), type=<class 'module'>  # def helper(node: PyTree, leaves: list[Any]) -> TreeSpec:  # utils/_pytree.py:1471 in tree_flatten
    __guard_hit = __guard_hit and ___check_obj_id(G['__import_torch_dot_utils_dot__pytree'].Any, 94768936832160), type=<class 'typing.Any'>  # def helper(node: PyTree, leaves: list[Any]) -> TreeSpec:  # utils/_pytree.py:1471 in tree_flatten
    __guard_hit = __guard_hit and ___check_obj_id(G['__import_torch_dot_utils_dot__pytree'].TreeSpec, 94768993350176), type=<class 'torch.utils._pytree.TreeSpec'>  # return TreeSpec(node_type, context, subspecs)  # utils/_pytree.py:1482 in helper
    __guard_hit = __guard_hit and ___check_type_id(G['__import_torch_dot_utils_dot__pytree']._LEAF_SPEC, 94769002203200), type=<class 'torch.utils._pytree.LeafSpec'>  # return TreeSpec(node_type, context, subspecs)  # utils/_pytree.py:1482 in helper (HINT: type LeafSpec)
    __guard_hit = __guard_hit and G['__import_torch_dot_utils_dot__pytree']._LEAF_SPEC.num_nodes == 1  # num_nodes += child.num_nodes  # utils/_pytree.py:1163 in __post_init__
    __guard_hit = __guard_hit and G['__import_torch_dot_utils_dot__pytree']._LEAF_SPEC.num_leaves == 1  # num_leaves += child.num_leaves  # utils/_pytree.py:1164 in __post_init__
    __guard_hit = __guard_hit and ___check_obj_id(G['__import_torch_dot_utils_dot__pytree'].tree_is_leaf.__code__, 139737854733520), type=<class 'code'>  # if tree_is_leaf(node, is_leaf=is_leaf):  # utils/_pytree.py:1472 in helper
    __guard_hit = __guard_hit and ___check_obj_id(G['__import_torch_dot_utils_dot__pytree']._get_node_type.__code__, 139737854733248), type=<class 'code'>  # node_type = _get_node_type(node)  # utils/_pytree.py:1476 in helper
    __guard_hit = __guard_hit and ___check_obj_id(G['__import_torch_dot_utils_dot__pytree']._is_pytreespec_instance.__code__, 139737855020464), type=<class 'code'>  # if not _is_pytreespec_instance(treespec):  # utils/_pytree.py:1493 in tree_unflatten
    __guard_hit = __guard_hit and ___check_obj_id(G['__import_torch_dot_nn_dot_modules_dot_linear'], 139737854936144), type=<class 'module'>  # return F.linear(input, self.weight, self.bias)  # nn/modules/linear.py:134 in forward
    __guard_hit = __guard_hit and ___check_obj_id(G['__import_torch_dot_nn_dot_modules_dot_linear'].F, 139737854938224), type=<class 'module'>  # return F.linear(input, self.weight, self.bias)  # nn/modules/linear.py:134 in forward
    __guard_hit = __guard_hit and ___check_obj_id(G['__import_torch_dot_nn_dot_modules_dot_linear'].F.linear, 139737865731456), type=<class 'builtin_function_or_method'>  # return F.linear(input, self.weight, self.bias)  # nn/modules/linear.py:134 in forward
    __guard_hit = __guard_hit and ___check_obj_id(G['__import_torch_dot_nn_dot_modules_dot_module'], 139737860880912), type=<class 'module'>  # (r,) = torch.cond(x.sum() > 0, true_fn, false_fn, (self.lin(x),))  # tests/forms/gen/progs.py:58 in forward
    __guard_hit = __guard_hit and ___check_type_id(G['__import_torch_dot_nn_dot_modules_dot_module']._global_forward_hooks, 139738388734656), type=<class 'collections.OrderedDict'>  # (r,) = torch.cond(x.sum() > 0, true_fn, false_fn, (self.lin(x),))  # tests/forms/gen/progs.py:58 in forward (HINT: type OrderedDict)
    __guard_hit = __guard_hit and ___check_type_id(G['__import_torch_dot_nn_dot_modules_dot_module']._global_backward_hooks, 139738388734656), type=<class 'collections.OrderedDict'>  # (r,) = torch.cond(x.sum() > 0, true_fn, false_fn, (self.lin(x),))  # tests/forms/gen/progs.py:58 in forward (HINT: type OrderedDict)
    __guard_hit = __guard_hit and ___check_type_id(G['__import_torch_dot_nn_dot_modules_dot_module']._global_forward_pre_hooks, 139738388734656), type=<class 'collections.OrderedDict'>  # (r,) = torch.cond(x.sum() > 0, true_fn, false_fn, (self.lin(x),))  # tests/forms/gen/progs.py:58 in forward (HINT: type OrderedDict)
    __guard_hit = __guard_hit and ___check_type_id(G['__import_torch_dot_nn_dot_modules_dot_module']._global_backward_pre_hooks, 139738388734656), type=<class 'collections.OrderedDict'>  # (r,) = torch.cond(x.sum() > 0, true_fn, false_fn, (self.lin(x),))  # tests/forms/gen/progs.py:58 in forward (HINT: type OrderedDict)
    __guard_hit = __guard_hit and ___check_obj_id(G['__import_torch_dot__higher_order_ops_dot_cond'], 139737836843264), type=<class 'module'>  # if torch.compiler.is_dynamo_compiling():  # _higher_order_ops/cond.py:195 in cond
    __guard_hit = __guard_hit and ___check_type_id(G['__import_torch_dot__higher_order_ops_dot_cond'].cond_op, 94769013000336), type=<class 'torch._higher_order_ops.cond.CondOp'>  # return cond_op(pred, true_fn, false_fn, operands)  # _higher_order_ops/cond.py:196 in cond (HINT: type CondOp)
    __guard_hit = __guard_hit and ___dict_contains(<class 'tuple'>, __import__('torch').utils._pytree.SUPPORTED_NODES)  # if tree_is_leaf(node, is_leaf=is_leaf):  # utils/_pytree.py:1472 in helper
    __guard_hit = __guard_hit and not ___dict_contains(<class 'torch.Tensor'>, __import__('torch').utils._pytree.SUPPORTED_NODES)  # if tree_is_leaf(node, is_leaf=is_leaf):  # utils/_pytree.py:1472 in helper
    __guard_hit = __guard_hit and ___check_type_id(L['self'], 94769045692336), type=<class 'progs.CondModel'>  # (r,) = torch.cond(x.sum() > 0, true_fn, false_fn, (self.lin(x),))  # tests/forms/gen/progs.py:58 in forward (HINT: type CondModel)
    __guard_hit = __guard_hit and ___check_type_id(L['self']._modules, 139738388729504), type=<class 'dict'>  # (r,) = torch.cond(x.sum() > 0, true_fn, false_fn, (self.lin(x),))  # tests/forms/gen/progs.py:58 in forward (HINT: type dict)
    __guard_hit = __guard_hit and ___check_type_id(L['self']._modules['lin'], 94769003106160), type=<class 'torch.nn.modules.linear.Linear'>  # (r,) = torch.cond(x.sum() > 0, true_fn, false_fn, (self.lin(x),))  # tests/forms/gen/progs.py:58 in forward (HINT: type Linear)
    __guard_hit = __guard_hit and not ___dict_contains('forward', L['self']._modules['lin'].__dict__)  # (r,) = torch.cond(x.sum() > 0, true_fn, false_fn, (self.lin(x),))  # tests/forms/gen/progs.py:58 in forward
    __guard_hit = __guard_hit and ___check_type_id(L['self']._modules['lin']._parameters, 139738388729504), type=<class 'dict'>  # return F.linear(input, self.weight, self.bias)  # nn/modules/linear.py:134 in forward (HINT: type dict)
    __guard_hit = __guard_hit and check_tensor(L['self']._modules['lin']._parameters['bias'], Parameter, DispatchKeySet(CPU, BackendSelect, ADInplaceOrView, AutogradCPU), torch.float32, device=None, requires_grad=True, size=[3], stride=[1])  # return F.linear(input, self.weight, self.bias)  # nn/modules/linear.py:134 in forward
    __guard_hit = __guard_hit and hasattr(L['self']._modules['lin']._parameters['bias'], '_dynamo_dynamic_indices') == False  # return F.linear(input, self.weight, self.bias)  # nn/modules/linear.py:134 in forward
    __guard_hit = __guard_hit and hasattr(L['self']._modules['lin']._parameters['bias'], '_dynamo_weak_dynamic_indices') == False  # return F.linear(input, self.weight, self.bias)  # nn/modules/linear.py:134 in forward
    __guard_hit = __guard_hit and hasattr(L['self']._modules['lin']._parameters['bias'], '_dynamo_unbacked_indices') == False  # return F.linear(input, self.weight, self.bias)  # nn/modules/linear.py:134 in forward
    __guard_hit = __guard_hit and hasattr(L['self']._modules['lin']._parameters['bias'], '_dynamo_strict_unbacked_indices') == False  # return F.linear(input, self.weight, self.bias)  # nn/modules/linear.py:134 in forward
    __guard_hit = __guard_hit and hasattr(L['self']._modules['lin']._parameters['bias'], '_dynamo_static_indices') == False  # return F.linear(input, self.weight, self.bias)  # nn/modules/linear.py:134 in forward
    __guard_hit = __guard_hit and check_tensor(L['self']._modules['lin']._parameters['weight'], Parameter, DispatchKeySet(CPU, BackendSelect, ADInplaceOrView, AutogradCPU), torch.float32, device=None, requires_grad=True, size=[3, 3], stride=[3, 1])  # return F.linear(input, self.weight, self.bias)  # nn/modules/linear.py:134 in forward
    __guard_hit = __guard_hit and hasattr(L['self']._modules['lin']._parameters['weight'], '_dynamo_dynamic_indices') == False  # return F.linear(input, self.weight, self.bias)  # nn/modules/linear.py:134 in forward
    __guard_hit = __guard_hit and hasattr(L['self']._modules['lin']._parameters['weight'], '_dynamo_weak_dynamic_indices') == False  # return F.linear(input, self.weight, self.bias)  # nn/modules/linear.py:134 in forward
    __guard_hit = __guard_hit and hasattr(L['self']._modules['lin']._parameters['weight'], '_dynamo_unbacked_indices') == False  # return F.linear(input, self.weight, self.bias)  # nn/modules/linear.py:134 in forward
    __guard_hit = __guard_hit and hasattr(L['self']._modules['lin']._parameters['weight'], '_dynamo_strict_unbacked_indices') == False  # return F.linear(input, self.weight, self.bias)  # nn/modules/linear.py:134 in forward
    __guard_hit = __guard_hit and hasattr(L['self']._modules['lin']._parameters['weight'], '_dynamo_static_indices') == False  # return F.linear(input, self.weight, self.bias)  # nn/modules/linear.py:134 in forward
    __guard_hit = __guard_hit and ___check_type_id(L['self']._parameters, 139738388729504), type=<class 'dict'>  # (r,) = torch.cond(x.sum() > 0, true_fn, false_fn, (self.lin(x),))  # tests/forms/gen/progs.py:58 in forward (HINT: type dict)
    __guard_hit = __guard_hit and G['torch'] is G['__import_torch_dot__higher_order_ops_dot_cond'].torch  # if torch.compiler.is_dynamo_compiling():  # _higher_order_ops/cond.py:195 in cond
    __guard_hit = __guard_hit and __import__('torch').utils._pytree.SUPPORTED_NODES is G['__import_torch_dot_utils_dot__pytree'].SUPPORTED_NODES  # flatten_fn = SUPPORTED_NODES[node_type].flatten_fn  # utils/_pytree.py:1477 in helper
    return __guard_hit

# Note: please refer to the graph code in __compiled_fn_3_fde3b35d_115b_40a3_87fe_1b23dfda47e5*.py.
# Captured Graph: Dynamo generated graph (debuggable when using eager backend).
# Joint graph: joint forward+backward graph from aot autograd.
# Forward graph: forward graph from aot autograd (debuggable when using aot_eager backend).
# Backward graph: backward graph from aot autograd (debuggable when using aot_eager backend).
# AFTER XXX: graph processed by inductor (not debuggable).
def __compiled_fn_3_fde3b35d_115b_40a3_87fe_1b23dfda47e5(*args, **kwargs):
    pass

def __transformed_code_1_for_forward(self, x):
    false_fn = None; r = None; true_fn = None # this line helps Python to generate bytecode with at least the same number of local variables as the original function
    tmp_1 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter
    tmp_2 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter()
    tmp_3 = self._modules['lin']._parameters
    tmp_4 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit
    __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit(tmp_2)
    graph_out_0 = __compiled_fn_3_fde3b35d_115b_40a3_87fe_1b23dfda47e5(x, self.
        _modules['lin']._parameters['weight'], tmp_3['bias'])
    []
    []
    __temp_17 = []
    __temp_17.extend([])
    [__temp_17]
    return graph_out_0[0]


# Note: the following variables are used inside the guard function.
___check_tensors = '''None'''
___check_tensors_verbose = '''None'''
___check_global_state = '''<built-in method check of torch._C._dynamo.guards.GlobalStateGuard object at 0x7f173b4ab130>'''
___check_torch_function_mode_stack = '''<function make_torch_function_mode_stack_guard.<locals>.check_torch_function_mode_stack at 0x7f1739fb36a0>'''
IsNonOverlappingAndDenseIndicator = '''<function _eval_is_non_overlapping_and_dense_flat at 0x7f173daae980>'''
cast_symbool_to_symint_guardless = '''<function cast_symbool_to_symint_guardless at 0x7f173daae8e0>'''
math = '''<module 'math' from '/root/.pyenv/versions/3.11.7/lib/python3.11/lib-dynload/math.cpython-311-x86_64-linux-gnu.so'>'''
torch = '''<module 'torch' from '/workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/__init__.py'>'''
___check_type_id = '''<built-in function check_type_id>'''
___check_obj_id = '''<built-in function check_obj_id>'''
___odict_getitem = '''<method '__getitem__' of 'dict' objects>'''
___key_to_id = '''<function key_to_id at 0x7f173da0c5e0>'''
___dict_version = '''<built-in function dict_version>'''
___dict_contains = '''<function _get_closure_vars.<locals>.<lambda> at 0x7f1739fb3ba0>'''
___tuple_iterator_len = '''<method '__length_hint__' of 'tuple_iterator' objects>'''
___normalize_count_iter = '''<function normalize_count_iter at 0x7f173d9fbe20>'''
___normalize_range_iter = '''<function normalize_range_iter at 0x7f173d9fbec0>'''
___tuple_iterator_getitem = '''<function tuple_iterator_getitem at 0x7f173d9fbce0>'''
___dataclass_fields = '''<function dataclass_fields at 0x7f173d9fbd80>'''
___namedtuple_fields = '''<function _get_closure_vars.<locals>.<lambda> at 0x7f1739fb2b60>'''
___get_torch_function_mode_stack_at = '''<function get_torch_function_mode_stack_at at 0x7f173da14b80>'''
___get_current_stream = '''<function get_current_stream at 0x7f173da14d60>'''
__math_isnan = '''<built-in function isnan>'''
__numpy_isnan = '''<ufunc 'isnan'>'''
inf = '''inf'''
__load_module = '''<function import_module at 0x7f1760557920>'''
utils_device = '''<module 'torch.utils._device' from '/workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/utils/_device.py'>'''
device = '''<class 'torch.device'>'''
___from_numpy = '''<function from_numpy at 0x7f173d44a8e0>'''
___as_tensor = '''<function _as_tensor_fullprec at 0x7f173f24ae80>'''
inspect = '''<module 'inspect' from '/root/.pyenv/versions/3.11.7/lib/python3.11/inspect.py'>'''
def __guard_0_for_forward(L, G, **___kwargs_ignored):
    __guard_hit = True
    __guard_hit = __guard_hit and torch._functorch.aot_autograd.utils.top_saved_tensors_hooks ids == None  # _dynamo/output_graph.py:1135 in init_ambient_guards
    __guard_hit = __guard_hit and ___check_global_state() against {"allow_bf16_reduce":0,"allow_fp16_reduce":0,"allow_tf32":false,"autocast_state":{"cached_enabled":true,"dtype":[15,5,5,15,5,5,15,15,5,5],"enabled":[false,false,false,false,false,false,false,false,false,false]},"default_dtype":6,"deterministic_algorithms":false,"deterministic_algorithms_warn_only":false,"grad_mode":true,"num_threads":2,"torch_function":true,"torch_function_all_disabled":false}
    __guard_hit = __guard_hit and ___check_torch_function_mode_stack()
    __guard_hit = __guard_hit and utils_device.CURRENT_DEVICE == None                           # _dynamo/output_graph.py:1122 in init_ambient_guards
    __guard_hit = __guard_hit and check_tensor(L['x'], Tensor, DispatchKeySet(CPU, BackendSelect, ADInplaceOrView, AutogradCPU), torch.float32, device=None, requires_grad=True, size=[4, 3], stride=[3, 1])  # (r,) = torch.cond(x.sum() > 0, true_fn, false_fn, (self.lin(x),))  # tests/forms/gen/progs.py:58 in forward
    __guard_hit = __guard_hit and hasattr(L['x'], '_dynamo_dynamic_indices') == False           # (r,) = torch.cond(x.sum() > 0, true_fn, false_fn, (self.lin(x),))  # tests/forms/gen/progs.py:58 in forward
    __guard_hit = __guard_hit and hasattr(L['x'], '_dynamo_weak_dynamic_indices') == False      # (r,) = torch.cond(x.sum() > 0, true_fn, false_fn, (self.lin(x),))  # tests/forms/gen/progs.py:58 in forward
    __guard_hit = __guard_hit and hasattr(L['x'], '_dynamo_unbacked_indices') == False          # (r,) = torch.cond(x.sum() > 0, true_fn, false_fn, (self.lin(x),))  # tests/forms/gen/progs.py:58 in forward
    __guard_hit = __guard_hit and hasattr(L['x'], '_dynamo_strict_unbacked_indices') == False   # (r,) = torch.cond(x.sum() > 0, true_fn, false_fn, (self.lin(x),))  # tests/forms/gen/progs.py:58 in forward
    __guard_hit = __guard_hit and hasattr(L['x'], '_dynamo_static_indices') == False            # (r,) = torch.cond(x.sum() > 0, true_fn, false_fn, (self.lin(x),))  # tests/forms/gen/progs.py:58 in forward
    __guard_hit = __guard_hit and ___check_obj_id(G['torch'], 139738375539744), type=<class 'module'>  # (r,) = torch.cond(x.sum() > 0, true_fn, false_fn, (self.lin(x),))  # tests/forms/gen/progs.py:58 in forward
    __guard_hit = __guard_hit and ___check_obj_id(G['torch'].cond.__code__, 94769013056480), type=<class 'code'>  # (r,) = torch.cond(x.sum() > 0, true_fn, false_fn, (self.lin(x),))  # tests/forms/gen/progs.py:58 in forward
    __guard_hit = __guard_hit and ___check_obj_id(G['torch'].compiler, 139737822175424), type=<class 'module'>  # if torch.compiler.is_dynamo_compiling():  # _higher_order_ops/cond.py:195 in cond
    __guard_hit = __guard_hit and ___check_obj_id(G['torch'].compiler.is_dynamo_compiling.__code__, 139737824234544), type=<class 'code'>  # if torch.compiler.is_dynamo_compiling():  # _higher_order_ops/cond.py:195 in cond
    __guard_hit = __guard_hit and ___check_obj_id(G['__builtins_dict___0']['len'], 139738381357984), type=<class 'builtin_function_or_method'>  # num_children = len(self._children)  # utils/_pytree.py:1165 in __post_init__
    __guard_hit = __guard_hit and ___check_obj_id(G['__builtins_dict___0']['str'], 139738388764768), type=<class 'str'>  # if str(self.type) != str(other.type):  # utils/_pytree.py:1190 in __eq__
    __guard_hit = __guard_hit and ___check_obj_id(G['__builtins_dict___0']['list'], 139738388722496), type=<class 'list'>  # def helper(node: PyTree, leaves: list[Any]) -> TreeSpec:  # utils/_pytree.py:1471 in tree_flatten
    __guard_hit = __guard_hit and ___check_obj_id(G['__builtins_dict___0']['type'], 139738388752896), type=<class 'type'>  # return TreeSpec(node_type, context, subspecs)  # utils/_pytree.py:1482 in helper
    __guard_hit = __guard_hit and ___check_obj_id(G['__builtins_dict___0']['tuple'], 139738388751232), type=<class 'tuple'>  # if not isinstance(leaves, (list, tuple)):  # utils/_pytree.py:1312 in unflatten
    __guard_hit = __guard_hit and ___check_obj_id(G['__builtins_dict___0']['object'], 139738388752480), type=<class 'object'>  # object.__setattr__(self, "type", type)  # utils/_pytree.py:1145 in __init__
    __guard_hit = __guard_hit and ___check_obj_id(G['__builtins_dict___0']['isinstance'], 139738381357664), type=<class 'builtin_function_or_method'>  # if isinstance(obj, TreeSpec):  # utils/_pytree.py:1428 in _is_pytreespec_instance
    __guard_hit = __guard_hit and ___check_obj_id(G['__builtins_dict___0']['issubclass'], 139738381357744), type=<class 'builtin_function_or_method'>  # return TreeSpec(node_type, context, subspecs)  # utils/_pytree.py:1482 in helper
    __guard_hit = __guard_hit and ___check_obj_id(G['__import_torch_dot_utils_dot__pytree'], 139737855423440), type=<class 'module'>  # def helper(node: PyTree, leaves: list[Any]) -> TreeSpec:  # utils/_pytree.py:1471 in tree_flatten
    __guard_hit = __guard_hit and ___check_obj_id(G['__import_torch_dot_utils_dot__pytree'].Any, 94768936832160), type=<class 'typing.Any'>  # def helper(node: PyTree, leaves: list[Any]) -> TreeSpec:  # utils/_pytree.py:1471 in tree_flatten
    __guard_hit = __guard_hit and ___check_obj_id(G['__import_torch_dot_utils_dot__pytree'].TreeSpec, 94768993350176), type=<class 'torch.utils._pytree.TreeSpec'>  # return TreeSpec(node_type, context, subspecs)  # utils/_pytree.py:1482 in helper
    __guard_hit = __guard_hit and ___check_type_id(G['__import_torch_dot_utils_dot__pytree']._LEAF_SPEC, 94769002203200), type=<class 'torch.utils._pytree.LeafSpec'>  # return TreeSpec(node_type, context, subspecs)  # utils/_pytree.py:1482 in helper (HINT: type LeafSpec)
    __guard_hit = __guard_hit and G['__import_torch_dot_utils_dot__pytree']._LEAF_SPEC.num_nodes == 1  # num_nodes += child.num_nodes  # utils/_pytree.py:1163 in __post_init__
    __guard_hit = __guard_hit and G['__import_torch_dot_utils_dot__pytree']._LEAF_SPEC.num_leaves == 1  # num_leaves += child.num_leaves  # utils/_pytree.py:1164 in __post_init__
    __guard_hit = __guard_hit and ___check_obj_id(G['__import_torch_dot_utils_dot__pytree'].tree_is_leaf.__code__, 139737854733520), type=<class 'code'>  # if tree_is_leaf(node, is_leaf=is_leaf):  # utils/_pytree.py:1472 in helper
    __guard_hit = __guard_hit and ___check_obj_id(G['__import_torch_dot_utils_dot__pytree']._get_node_type.__code__, 139737854733248), type=<class 'code'>  # node_type = _get_node_type(node)  # utils/_pytree.py:1476 in helper
    __guard_hit = __guard_hit and ___check_obj_id(G['__import_torch_dot_utils_dot__pytree']._is_pytreespec_instance.__code__, 139737855020464), type=<class 'code'>  # if not _is_pytreespec_instance(treespec):  # utils/_pytree.py:1493 in tree_unflatten
    __guard_hit = __guard_hit and ___check_obj_id(G['__import_torch_dot_nn_dot_modules_dot_linear'], 139737854936144), type=<class 'module'>  # return F.linear(input, self.weight, self.bias)  # nn/modules/linear.py:134 in forward
    __guard_hit = __guard_hit and ___check_obj_id(G['__import_torch_dot_nn_dot_modules_dot_linear'].F, 139737854938224), type=<class 'module'>  # return F.linear(input, self.weight, self.bias)  # nn/modules/linear.py:134 in forward
    __guard_hit = __guard_hit and ___check_obj_id(G['__import_torch_dot_nn_dot_modules_dot_linear'].F.linear, 139737865731456), type=<class 'builtin_function_or_method'>  # return F.linear(input, self.weight, self.bias)  # nn/modules/linear.py:134 in forward
    __guard_hit = __guard_hit and ___check_obj_id(G['__import_torch_dot_nn_dot_modules_dot_module'], 139737860880912), type=<class 'module'>  # (r,) = torch.cond(x.sum() > 0, true_fn, false_fn, (self.lin(x),))  # tests/forms/gen/progs.py:58 in forward
    __guard_hit = __guard_hit and ___check_type_id(G['__import_torch_dot_nn_dot_modules_dot_module']._global_forward_hooks, 139738388734656), type=<class 'collections.OrderedDict'>  # (r,) = torch.cond(x.sum() > 0, true_fn, false_fn, (self.lin(x),))  # tests/forms/gen/progs.py:58 in forward (HINT: type OrderedDict)
    __guard_hit = __guard_hit and ___check_type_id(G['__import_torch_dot_nn_dot_modules_dot_module']._global_backward_hooks, 139738388734656), type=<class 'collections.OrderedDict'>  # (r,) = torch.cond(x.sum() > 0, true_fn, false_fn, (self.lin(x),))  # tests/forms/gen/progs.py:58 in forward (HINT: type OrderedDict)
    __guard_hit = __guard_hit and ___check_type_id(G['__import_torch_dot_nn_dot_modules_dot_module']._global_forward_pre_hooks, 139738388734656), type=<class 'collections.OrderedDict'>  # (r,) = torch.cond(x.sum() > 0, true_fn, false_fn, (self.lin(x),))  # tests/forms/gen/progs.py:58 in forward (HINT: type OrderedDict)
    __guard_hit = __guard_hit and ___check_type_id(G['__import_torch_dot_nn_dot_modules_dot_module']._global_backward_pre_hooks, 139738388734656), type=<class 'collections.OrderedDict'>  # (r,) = torch.cond(x.sum() > 0, true_fn, false_fn, (self.lin(x),))  # tests/forms/gen/progs.py:58 in forward (HINT: type OrderedDict)
    __guard_hit = __guard_hit and ___check_obj_id(G['__import_torch_dot__higher_order_ops_dot_cond'], 139737836843264), type=<class 'module'>  # if torch.compiler.is_dynamo_compiling():  # _higher_order_ops/cond.py:195 in cond
    __guard_hit = __guard_hit and ___check_type_id(G['__import_torch_dot__higher_order_ops_dot_cond'].cond_op, 94769013000336), type=<class 'torch._higher_order_ops.cond.CondOp'>  # return cond_op(pred, true_fn, false_fn, operands)  # _higher_order_ops/cond.py:196 in cond (HINT: type CondOp)
    __guard_hit = __guard_hit and ___check_obj_id(__import__('torch'), 139738375539744), type=<class 'module'>  # if tree_is_leaf(node, is_leaf=is_leaf):  # utils/_pytree.py:1472 in helper
    __guard_hit = __guard_hit and ___dict_contains(<class 'tuple'>, __import__('torch').utils._pytree.SUPPORTED_NODES)  # if tree_is_leaf(node, is_leaf=is_leaf):  # utils/_pytree.py:1472 in helper
    __guard_hit = __guard_hit and not ___dict_contains(<class 'torch.Tensor'>, __import__('torch').utils._pytree.SUPPORTED_NODES)  # if tree_is_leaf(node, is_leaf=is_leaf):  # utils/_pytree.py:1472 in helper
    __guard_hit = __guard_hit and ___check_type_id(L['self'], 94769045692336), type=<class 'progs.CondModel'>  # (r,) = torch.cond(x.sum() > 0, true_fn, false_fn, (self.lin(x),))  # tests/forms/gen/progs.py:58 in forward (HINT: type CondModel)
    __guard_hit = __guard_hit and ___check_type_id(L['self']._modules, 139738388729504), type=<class 'dict'>  # (r,) = torch.cond(x.sum() > 0, true_fn, false_fn, (self.lin(x),))  # tests/forms/gen/progs.py:58 in forward (HINT: type dict)
    __guard_hit = __guard_hit and ___check_type_id(L['self']._modules['lin'], 94769003106160), type=<class 'torch.nn.modules.linear.Linear'>  # (r,) = torch.cond(x.sum() > 0, true_fn, false_fn, (self.lin(x),))  # tests/forms/gen/progs.py:58 in forward (HINT: type Linear)
    __guard_hit = __guard_hit and not ___dict_contains('forward', L['self']._modules['lin'].__dict__)  # (r,) = torch.cond(x.sum() > 0, true_fn, false_fn, (self.lin(x),))  # tests/forms/gen/progs.py:58 in forward
    __guard_hit = __guard_hit and ___check_type_id(L['self']._modules['lin']._parameters, 139738388729504), type=<class 'dict'>  # return F.linear(input, self.weight, self.bias)  # nn/modules/linear.py:134 in forward (HINT: type dict)
    __guard_hit = __guard_hit and check_tensor(L['self']._modules['lin']._parameters['bias'], Parameter, DispatchKeySet(CPU, BackendSelect, ADInplaceOrView, AutogradCPU), torch.float32, device=None, requires_grad=True, size=[3], stride=[1])  # return F.linear(input, self.weight, self.bias)  # nn/modules/linear.py:134 in forward
    __guard_hit = __guard_hit and hasattr(L['self']._modules['lin']._parameters['bias'], '_dynamo_dynamic_indices') == False  # return F.linear(input, self.weight, self.bias)  # nn/modules/linear.py:134 in forward
    __guard_hit = __guard_hit and hasattr(L['self']._modules['lin']._parameters['bias'], '_dynamo_weak_dynamic_indices') == False  # return F.linear(input, self.weight, self.bias)  # nn/modules/linear.py:134 in forward
    __guard_hit = __guard_hit and hasattr(L['self']._modules['lin']._parameters['bias'], '_dynamo_unbacked_indices') == False  # return F.linear(input, self.weight, self.bias)  # nn/modules/linear.py:134 in forward
    __guard_hit = __guard_hit and hasattr(L['self']._modules['lin']._parameters['bias'], '_dynamo_strict_unbacked_indices') == False  # return F.linear(input, self.weight, self.bias)  # nn/modules/linear.py:134 in forward
    __guard_hit = __guard_hit and hasattr(L['self']._modules['lin']._parameters['bias'], '_dynamo_static_indices') == False  # return F.linear(input, self.weight, self.bias)  # nn/modules/linear.py:134 in forward
    __guard_hit = __guard_hit and check_tensor(L['self']._modules['lin']._parameters['weight'], Parameter, DispatchKeySet(CPU, BackendSelect, ADInplaceOrView, AutogradCPU), torch.float32, device=None, requires_grad=True, size=[3, 3], stride=[3, 1])  # return F.linear(input, self.weight, self.bias)  # nn/modules/linear.py:134 in forward
    __guard_hit = __guard_hit and hasattr(L['self']._modules['lin']._parameters['weight'], '_dynamo_dynamic_indices') == False  # return F.linear(input, self.weight, self.bias)  # nn/modules/linear.py:134 in forward
    __guard_hit = __guard_hit and hasattr(L['self']._modules['lin']._parameters['weight'], '_dynamo_weak_dynamic_indices') == False  # return F.linear(input, self.weight, self.bias)  # nn/modules/linear.py:134 in forward
    __guard_hit = __guard_hit and hasattr(L['self']._modules['lin']._parameters['weight'], '_dynamo_unbacked_indices') == False  # return F.linear(input, self.weight, self.bias)  # nn/modules/linear.py:134 in forward
    __guard_hit = __guard_hit and hasattr(L['self']._modules['lin']._parameters['weight'], '_dynamo_strict_unbacked_indices') == False  # return F.linear(input, self.weight, self.bias)  # nn/modules/linear.py:134 in forward
    __guard_hit = __guard_hit and hasattr(L['self']._modules['lin']._parameters['weight'], '_dynamo_static_indices') == False  # return F.linear(input, self.weight, self.bias)  # nn/modules/linear.py:134 in forward
    __guard_hit = __guard_hit and ___check_type_id(L['self']._parameters, 139738388729504), type=<class 'dict'>  # (r,) = torch.cond(x.sum() > 0, true_fn, false_fn, (self.lin(x),))  # tests/forms/gen/progs.py:58 in forward (HINT: type dict)
    __guard_hit = __guard_hit and G['torch'] is G['__import_torch_dot__higher_order_ops_dot_cond'].torch  # if torch.compiler.is_dynamo_compiling():  # _higher_order_ops/cond.py:195 in cond
    __guard_hit = __guard_hit and __import__('torch').utils._pytree.SUPPORTED_NODES is G['__import_torch_dot_utils_dot__pytree'].SUPPORTED_NODES  # flatten_fn = SUPPORTED_NODES[node_type].flatten_fn  # utils/_pytree.py:1477 in helper
    return __guard_hit

# Note: please refer to the graph code in __compiled_fn_1_f33866b6_fb81_4e09_b0eb_d28d4a447ef5*.py.
# Captured Graph: Dynamo generated graph (debuggable when using eager backend).
# Joint graph: joint forward+backward graph from aot autograd.
# Forward graph: forward graph from aot autograd (debuggable when using aot_eager backend).
# Backward graph: backward graph from aot autograd (debuggable when using aot_eager backend).
# AFTER XXX: graph processed by inductor (not debuggable).
def __compiled_fn_1_f33866b6_fb81_4e09_b0eb_d28d4a447ef5(*args, **kwargs):
    pass

def __transformed_code_0_for_forward(self, x):
    false_fn = None; r = None; true_fn = None # this line helps Python to generate bytecode with at least the same number of local variables as the original function
    tmp_1 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter
    tmp_2 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_enter()
    tmp_3 = self._modules['lin']._parameters
    tmp_4 = __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit
    __import_torch_dot__dynamo_dot_utils.record_pregraph_bytecode_exit(tmp_2)
    graph_out_0 = __compiled_fn_1_f33866b6_fb81_4e09_b0eb_d28d4a447ef5(x, self.
        _modules['lin']._parameters['weight'], tmp_3['bias'])
    []
    []
    __temp_8 = []
    __temp_8.extend([])
    [__temp_8]
    return graph_out_0[0]


# Note: if there is a transformed version below, this function might well not be executed directly. Please check the transformed version if possible.
def forward(self, x):
    def true_fn(x):
        return x.sin() + 1,
    def false_fn(x):
        return x.cos() - 1,
    __temp_26, = torch.cond(x.sum() > 0, true_fn, false_fn, (self.lin(x),))
    r = __temp_26
    return r * 2

def transformed_forward(self, x):
    __local_dict = {"self": self, "x": x}
    __global_dict = globals()
    if __guard_1_for_forward(__local_dict, __global_dict):
        return __transformed_code_1_for_forward(self, x)
    if __guard_0_for_forward(__local_dict, __global_dict):
        return __transformed_code_0_for_forward(self, x)
    # Note: this function might well not be executed directly. It might well be transformed again, i.e. adding one more guards and transformed code.
    return forward(self, x)

#============ end of forward ============#
