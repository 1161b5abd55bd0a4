
import os
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root'
os.environ.pop('TORCHDYNAMO_REPRO_AFTER', None)
os.environ.pop('TORCHDYNAMO_REPRO_LEVEL', None)

import torch
from torch import tensor, device
import torch.fx as fx
from torch._dynamo.testing import rand_strided
from math import inf
import torch._inductor.inductor_prims



import torch._dynamo.config
import torch._inductor.config
import torch._functorch.config
import torch.fx.experimental._config

torch._inductor.config.trace.save_real_tensors = False
torch._inductor.config.trace.enabled = False
torch._functorch.config.functionalize_rng_ops = False
torch._functorch.config.debug_partitioner = True
torch._functorch.config.fake_tensor_allow_unsafe_data_ptr_access = True
torch._functorch.config.unlift_effect_tokens = True
torch._functorch.config.selective_decompose = False



isolate_fails_code_str = None





if "__compile_source__" in globals():
    import inspect as __after_aot_inspect
    import linecache as __after_aot_linecache
    __after_aot_filename = __after_aot_inspect.currentframe().f_code.co_filename
    __after_aot_linecache.cache[__after_aot_filename] = (
        len(__compile_source__),
        None,
        __compile_source__.splitlines(True),
        __after_aot_filename,
    )
# torch version: 2.13.0+cpu
# torch cuda version: None
# torch git version: cf30153c4c131c8164ee7798e5022d810682e2cb


# torch.cuda.is_available()==False, no GPU info collected
torch._higher_order_ops.triton_kernel_wrap.kernel_side_table.reset_table()

from torch.nn import *
class Repro(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.sdpa_score0 = <lambda>()
        self.sdpa_mask0 = <lambda>()



    def forward(self, arg0_1, arg1_1, arg2_1):
        iota_2 = torch.ops.prims.iota.default(128, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        iota_3 = torch.ops.prims.iota.default(128, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        view = torch.ops.aten.view.default(iota_2, [128, 1]);  iota_2 = None
        ge = torch.ops.aten.ge.Tensor(view, iota_3);  view = iota_3 = None
        expand = torch.ops.aten.expand.default(ge, [1, 128, 128]);  ge = None
        expand_1 = torch.ops.aten.expand.default(expand, [1, 1, 128, 128]);  expand = None
        view_1 = torch.ops.aten.view.default(expand_1, [1, 1, 1, 128, 1, 128]);  expand_1 = None
        permute = torch.ops.aten.permute.default(view_1, [0, 1, 2, 4, 3, 5]);  view_1 = None
        sum_1 = torch.ops.aten.sum.dim_IntList(permute, [-2, -1]);  permute = None
        eq = torch.ops.aten.eq.Scalar(sum_1, 16384)
        gt = torch.ops.aten.gt.Scalar(sum_1, 0)
        lt = torch.ops.aten.lt.Scalar(sum_1, 16384);  sum_1 = None
        bitwise_and = torch.ops.aten.bitwise_and.Tensor(gt, lt);  gt = lt = None
        convert_element_type = torch.ops.prims.convert_element_type.default(bitwise_and, torch.int8);  bitwise_and = None
        convert_element_type_1 = torch.ops.prims.convert_element_type.default(eq, torch.int8);  eq = None
        convert_element_type_2 = torch.ops.prims.convert_element_type.default(convert_element_type, torch.int32);  convert_element_type = None
        sum_2 = torch.ops.aten.sum.dim_IntList(convert_element_type_2, [-1])
        sort = torch.ops.aten.sort.stable(convert_element_type_2, stable = True, descending = True);  convert_element_type_2 = None
        getitem_1 = sort[1];  sort = None
        convert_element_type_3 = torch.ops.prims.convert_element_type.default(sum_2, torch.int32);  sum_2 = None
        convert_element_type_4 = torch.ops.prims.convert_element_type.default(getitem_1, torch.int32);  getitem_1 = None
        convert_element_type_5 = torch.ops.prims.convert_element_type.default(convert_element_type_1, torch.int32);  convert_element_type_1 = None
        sum_3 = torch.ops.aten.sum.dim_IntList(convert_element_type_5, [-1])
        sort_1 = torch.ops.aten.sort.stable(convert_element_type_5, stable = True, descending = True);  convert_element_type_5 = None
        getitem_3 = sort_1[1];  sort_1 = None
        convert_element_type_6 = torch.ops.prims.convert_element_type.default(sum_3, torch.int32);  sum_3 = None
        convert_element_type_7 = torch.ops.prims.convert_element_type.default(getitem_3, torch.int32);  getitem_3 = None
        full_default = torch.ops.aten.full.default([1, 1, 1, 2], 0, dtype = torch.int32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        iota_4 = torch.ops.prims.iota.default(1, start = 0, step = 1, dtype = torch.int32, device = device(type='cpu'), requires_grad = False)
        unsqueeze = torch.ops.aten.unsqueeze.default(iota_4, -1);  iota_4 = None
        iota_5 = torch.ops.prims.iota.default(1, start = 0, step = 1, dtype = torch.int32, device = device(type='cpu'), requires_grad = False)
        unsqueeze_1 = torch.ops.aten.unsqueeze.default(convert_element_type_3, 3)
        lt_1 = torch.ops.aten.lt.Tensor(iota_5, unsqueeze_1);  iota_5 = unsqueeze_1 = None
        full_default_1 = torch.ops.aten.full.default([], 1, dtype = torch.int32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where = torch.ops.aten.where.self(lt_1, convert_element_type_4, full_default_1);  lt_1 = full_default_1 = None
        full_1 = torch.ops.aten.full.default([1, 1], 1, dtype = torch.int32, layout = torch.strided, device = device(type='cpu'), pin_memory = False);  full_1 = None
        iota_6 = torch.ops.prims.iota.default(1, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        unsqueeze_2 = torch.ops.aten.unsqueeze.default(iota_6, -1);  iota_6 = None
        unsqueeze_3 = torch.ops.aten.unsqueeze.default(unsqueeze_2, -1);  unsqueeze_2 = None
        full_default_2 = torch.ops.aten.full.default([1, 1, 1, 1], 1, dtype = torch.int32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        iota_7 = torch.ops.prims.iota.default(1, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        unsqueeze_4 = torch.ops.aten.unsqueeze.default(iota_7, -1);  iota_7 = None
        unsqueeze_5 = torch.ops.aten.unsqueeze.default(unsqueeze_4, -1);  unsqueeze_4 = None
        unsqueeze_6 = torch.ops.aten.unsqueeze.default(unsqueeze_5, -1);  unsqueeze_5 = None
        index_put = torch.ops.aten.index_put.default(full_default, [unsqueeze_6, unsqueeze_3, unsqueeze, where], full_default_2);  full_default = unsqueeze_6 = unsqueeze_3 = unsqueeze = where = full_default_2 = None
        slice_3 = torch.ops.aten.slice.Tensor(index_put, 3, 0, 1);  index_put = None
        permute_2 = torch.ops.aten.permute.default(slice_3, [0, 1, 3, 2]);  slice_3 = None
        sum_4 = torch.ops.aten.sum.dim_IntList(permute_2, [-1])
        sort_2 = torch.ops.aten.sort.stable(permute_2, stable = True, descending = True);  permute_2 = None
        getitem_5 = sort_2[1];  sort_2 = None
        convert_element_type_8 = torch.ops.prims.convert_element_type.default(sum_4, torch.int32);  sum_4 = None
        convert_element_type_9 = torch.ops.prims.convert_element_type.default(getitem_5, torch.int32);  getitem_5 = None
        full_default_3 = torch.ops.aten.full.default([1, 1, 1, 2], 0, dtype = torch.int32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        iota_8 = torch.ops.prims.iota.default(1, start = 0, step = 1, dtype = torch.int32, device = device(type='cpu'), requires_grad = False)
        unsqueeze_7 = torch.ops.aten.unsqueeze.default(iota_8, -1);  iota_8 = None
        iota_9 = torch.ops.prims.iota.default(1, start = 0, step = 1, dtype = torch.int32, device = device(type='cpu'), requires_grad = False)
        unsqueeze_8 = torch.ops.aten.unsqueeze.default(convert_element_type_6, 3)
        lt_2 = torch.ops.aten.lt.Tensor(iota_9, unsqueeze_8);  iota_9 = unsqueeze_8 = None
        full_default_4 = torch.ops.aten.full.default([], 1, dtype = torch.int32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where_1 = torch.ops.aten.where.self(lt_2, convert_element_type_7, full_default_4);  lt_2 = full_default_4 = None
        full_3 = torch.ops.aten.full.default([1, 1], 1, dtype = torch.int32, layout = torch.strided, device = device(type='cpu'), pin_memory = False);  full_3 = None
        iota_10 = torch.ops.prims.iota.default(1, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        unsqueeze_9 = torch.ops.aten.unsqueeze.default(iota_10, -1);  iota_10 = None
        unsqueeze_10 = torch.ops.aten.unsqueeze.default(unsqueeze_9, -1);  unsqueeze_9 = None
        full_default_5 = torch.ops.aten.full.default([1, 1, 1, 1], 1, dtype = torch.int32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        iota_11 = torch.ops.prims.iota.default(1, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        unsqueeze_11 = torch.ops.aten.unsqueeze.default(iota_11, -1);  iota_11 = None
        unsqueeze_12 = torch.ops.aten.unsqueeze.default(unsqueeze_11, -1);  unsqueeze_11 = None
        unsqueeze_13 = torch.ops.aten.unsqueeze.default(unsqueeze_12, -1);  unsqueeze_12 = None
        index_put_1 = torch.ops.aten.index_put.default(full_default_3, [unsqueeze_13, unsqueeze_10, unsqueeze_7, where_1], full_default_5);  full_default_3 = unsqueeze_13 = unsqueeze_10 = unsqueeze_7 = where_1 = full_default_5 = None
        slice_6 = torch.ops.aten.slice.Tensor(index_put_1, 3, 0, 1);  index_put_1 = None
        permute_4 = torch.ops.aten.permute.default(slice_6, [0, 1, 3, 2]);  slice_6 = None
        sum_5 = torch.ops.aten.sum.dim_IntList(permute_4, [-1])
        sort_3 = torch.ops.aten.sort.stable(permute_4, stable = True, descending = True);  permute_4 = None
        getitem_7 = sort_3[1];  sort_3 = None
        convert_element_type_10 = torch.ops.prims.convert_element_type.default(sum_5, torch.int32);  sum_5 = None
        convert_element_type_11 = torch.ops.prims.convert_element_type.default(getitem_7, torch.int32);  getitem_7 = None
        sdpa_score0 = self.sdpa_score0
        sdpa_mask0 = self.sdpa_mask0
        flex_attention = torch.ops.higher_order.flex_attention(arg0_1, arg1_1, arg2_1, sdpa_score0, (128, 128, convert_element_type_3, convert_element_type_4, convert_element_type_6, convert_element_type_7, convert_element_type_8, convert_element_type_9, convert_element_type_10, convert_element_type_11, None, None, None, None, 128, 128, sdpa_mask0), 0.25, {'BACKEND': 'AUTO', 'PRESCALE_QK': False, 'ROWS_GUARANTEED_SAFE': False, 'BLOCKS_ARE_CONTIGUOUS': False, 'WRITE_DQ': True, 'OUTPUT_LOGSUMEXP': False, 'OUTPUT_MAX': False}, (), ());  arg0_1 = arg1_1 = arg2_1 = sdpa_score0 = convert_element_type_3 = convert_element_type_4 = convert_element_type_6 = convert_element_type_7 = convert_element_type_8 = convert_element_type_9 = convert_element_type_10 = convert_element_type_11 = sdpa_mask0 = None
        getitem_8 = flex_attention[0];  flex_attention = None
        return (getitem_8,)

def load_args(reader):
    buf0 = reader.storage(None, 16384)
    reader.tensor(buf0, (1, 2, 128, 16), is_leaf=True)  # arg0_1
    buf1 = reader.storage(None, 16384)
    reader.tensor(buf1, (1, 2, 128, 16), is_leaf=True)  # arg1_1
    buf2 = reader.storage(None, 16384)
    reader.tensor(buf2, (1, 2, 128, 16), is_leaf=True)  # arg2_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)