# AOT ID: ['0_forward']
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
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(12L));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(12L));
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



cpp_fused_mul_sin_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
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
                    auto tmp2 = tmp0 * tmp1;
                    auto tmp3 = tmp2.sin();
                    tmp3.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(12L));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

def partitioned_fw_subgraph_0_0(args):
    partitioned_fw_subgraph_0_0_primals_0, partitioned_fw_subgraph_0_0_primals_1 = args
    args.clear()
    assert_size_stride(partitioned_fw_subgraph_0_0_primals_0, (4, 3), (3, 1), 'input')
    assert_size_stride(partitioned_fw_subgraph_0_0_primals_1, (4, 3), (3, 1), 'input')
    partitioned_fw_subgraph_0_0_buf0 = empty_strided_cpu((4, 3), (3, 1), torch.float32)
    cpp_fused_mul_sin_0(partitioned_fw_subgraph_0_0_primals_0, partitioned_fw_subgraph_0_0_primals_1, partitioned_fw_subgraph_0_0_buf0)
    return (partitioned_fw_subgraph_0_0_buf0, partitioned_fw_subgraph_0_0_primals_0, partitioned_fw_subgraph_0_0_primals_1, )


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
        primals_1, primals_2 = args
        args.clear()
        assert_size_stride(primals_1, (4, 3), (3, 1), 'input')
        assert_size_stride(primals_2, (4, 3), (3, 1), 'input')
        buf0 = [None] * 3

        # subgraph: partitioned_fw_subgraph_0_0
        partitioned_fw_subgraph_0_0_args = [primals_1, primals_2]
        del primals_1
        buf0 = partitioned_fw_subgraph_0_0(partitioned_fw_subgraph_0_0_args)
        buf1 = buf0[0]
        buf2 = buf0[1]
        buf3 = buf0[2]
        del buf0
        buf4 = [None] * 3

        # subgraph: partitioned_fw_subgraph_0_0
        partitioned_fw_subgraph_0_0_args = [buf1, primals_2]
        del primals_2
        buf4 = partitioned_fw_subgraph_0_0(partitioned_fw_subgraph_0_0_args)
        buf5 = buf4[0]
        buf6 = buf4[1]
        buf7 = buf4[2]
        del buf4
        buf8 = buf1; del buf1  # reuse
        cpp_fused_add_1(buf8, buf5)
        return (buf8, buf3, buf2, buf7, buf6, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((4, 3), (3, 1), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((4, 3), (3, 1), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
