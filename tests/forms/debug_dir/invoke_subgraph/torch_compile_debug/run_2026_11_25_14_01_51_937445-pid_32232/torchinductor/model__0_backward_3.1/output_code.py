# AOT ID: ['0_backward']
from ctypes import c_void_p, c_long, c_int
import torch
import math
import random
import os
import tempfile
from math import inf, nan
from cmath import nanj
from torch._inductor.hooks import run_intermediate_hooks
from torch._inductor.utils import maybe_profile
from torch._inductor.codegen.memory_planning import _align as align
from torch import device, empty_strided
from torch._inductor.async_compile import AsyncCompile
from torch._inductor.select_algorithm import extern_kernels

aten = torch.ops.aten
inductor_ops = torch.ops.inductor
_quantized = torch.ops._quantized
assert_size_stride = torch._C._dynamo.guards.assert_size_stride
assert_alignment = torch._C._dynamo.guards.assert_alignment
empty_strided_cpu = torch._C._dynamo.guards._empty_strided_cpu
empty_strided_cpu_pinned = torch._C._dynamo.guards._empty_strided_cpu_pinned
empty_strided_cuda = torch._C._dynamo.guards._empty_strided_cuda
empty_strided_xpu = torch._C._dynamo.guards._empty_strided_xpu
empty_strided_mtia = torch._C._dynamo.guards._empty_strided_mtia
reinterpret_tensor = torch._C._dynamo.guards._reinterpret_tensor
alloc_from_pool = torch.ops.inductor._alloc_from_pool
async_compile = AsyncCompile()
empty_strided_p2p = torch._C._distributed_c10d._SymmetricMemory.empty_strided_p2p


cpp_fused_add_1 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(12L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(12L));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(12L));
                    auto tmp2 = tmp0 + tmp1;
                    tmp2.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(12L));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')



cpp_fused_cos_mul_0 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(12L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(12L));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(12L));
                    auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(12L));
                    auto tmp3 = tmp1 * tmp2;
                    auto tmp4 = tmp3.cos();
                    auto tmp5 = tmp0 * tmp4;
                    auto tmp6 = tmp5 * tmp2;
                    tmp6.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(12L));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

def partitioned_bw_subgraph_0_0(args):
    partitioned_bw_subgraph_0_0_primals_0, partitioned_bw_subgraph_0_0_primals_1, partitioned_bw_subgraph_0_0_tangents_0 = args
    args.clear()
    assert_size_stride(partitioned_bw_subgraph_0_0_tangents_0, (4, 3), (3, 1), 'input')
    assert_size_stride(partitioned_bw_subgraph_0_0_primals_0, (4, 3), (3, 1), 'input')
    assert_size_stride(partitioned_bw_subgraph_0_0_primals_1, (4, 3), (3, 1), 'input')
    partitioned_bw_subgraph_0_0_buf0 = partitioned_bw_subgraph_0_0_primals_1; del partitioned_bw_subgraph_0_0_primals_1  # reuse
    # [Provenance debug handles] cpp_fused_cos_mul_0:1
    cpp_fused_cos_mul_0(partitioned_bw_subgraph_0_0_buf0, partitioned_bw_subgraph_0_0_tangents_0, partitioned_bw_subgraph_0_0_primals_0)
    del partitioned_bw_subgraph_0_0_primals_0
    del partitioned_bw_subgraph_0_0_tangents_0
    return (partitioned_bw_subgraph_0_0_buf0, None, )


async_compile.wait(globals())
del async_compile

class Runner:
    def __init__(self, partitions):
        self.partitions = partitions

    def recursively_apply_fns(self, fns):
        new_callables = []
        for fn, c in zip(fns, self.partitions):
            new_callables.append(fn(c))
        self.partitions = new_callables

    def call(self, args):
        getitem_9, getitem_8, getitem_11, getitem_10, tangents_1 = args
        args.clear()
        assert_size_stride(getitem_10, (4, 3), (3, 1), 'input')
        assert_size_stride(getitem_11, (4, 3), (3, 1), 'input')
        assert_size_stride(tangents_1, (4, 3), (3, 1), 'input')
        buf0 = [None] * 2

        # subgraph: partitioned_bw_subgraph_0_0
        partitioned_bw_subgraph_0_0_args = [getitem_10, getitem_11, tangents_1]
        del getitem_10
        del getitem_11
        buf0 = partitioned_bw_subgraph_0_0(partitioned_bw_subgraph_0_0_args)
        buf1 = buf0[0]
        del buf0
        buf2 = buf1; del buf1  # reuse
        assert_size_stride(getitem_8, (4, 3), (3, 1), 'input')
        assert_size_stride(getitem_9, (4, 3), (3, 1), 'input')
        # [Provenance debug handles] cpp_fused_add_1:2
        cpp_fused_add_1(buf2, tangents_1)
        del tangents_1
        buf3 = [None] * 2

        # subgraph: partitioned_bw_subgraph_0_0
        partitioned_bw_subgraph_0_0_args = [getitem_8, getitem_9, buf2]
        del buf2
        del getitem_8
        del getitem_9
        buf3 = partitioned_bw_subgraph_0_0(partitioned_bw_subgraph_0_0_args)
        buf4 = buf3[0]
        return (buf4, None, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    _shared_storage_0 = rand_strided((12,), (1,), device='cpu', dtype=torch.float32)
    _shared_storage_1 = rand_strided((12,), (1,), device='cpu', dtype=torch.float32)
    getitem_9 = torch.as_strided(_shared_storage_0, (4, 3), (3, 1))
    getitem_8 = torch.as_strided(_shared_storage_1, (4, 3), (3, 1))
    getitem_11 = torch.as_strided(_shared_storage_0, (4, 3), (3, 1))
    getitem_10 = torch.as_strided(_shared_storage_1, (4, 3), (3, 1))
    tangents_1 = rand_strided((4, 3), (3, 1), device='cpu', dtype=torch.float32)
    return [getitem_9, getitem_8, getitem_11, getitem_10, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
