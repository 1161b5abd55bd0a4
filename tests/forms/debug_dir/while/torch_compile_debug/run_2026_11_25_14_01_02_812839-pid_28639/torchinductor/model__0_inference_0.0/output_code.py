# AOT ID: ['0_inference']
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



cpp_fused_lt_sum_0 = async_compile.cpp_pybinding(['const int64_t*', 'bool*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       bool* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        {
            {
                auto tmp0 = in_ptr0[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(5);
                auto tmp2 = tmp0 < tmp1;
                out_ptr0[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

def while_loop_cond_graph_0(args):
    while_loop_cond_graph_0_arg0_1, while_loop_cond_graph_0_arg1_1 = args
    args.clear()
    assert_size_stride(while_loop_cond_graph_0_arg0_1, (1, ), (1, ), 'input')
    while_loop_cond_graph_0_buf0 = empty_strided_cpu((), (), torch.bool)
    # [Provenance debug handles] cpp_fused_lt_sum_0:1
    cpp_fused_lt_sum_0(while_loop_cond_graph_0_arg0_1, while_loop_cond_graph_0_buf0)
    del while_loop_cond_graph_0_arg0_1
    return (while_loop_cond_graph_0_buf0, )



cpp_fused_add_mul_1 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'int64_t*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const float* in_ptr1,
                       int64_t* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        {
            {
                auto tmp0 = in_ptr0[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr0[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(6L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(6L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(6L));
                    auto tmp1 = static_cast<float>(2.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    auto tmp4 = static_cast<float>(1.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    tmp6.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(6L));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

def while_loop_body_graph_0(args):
    while_loop_body_graph_0_arg0_1, while_loop_body_graph_0_arg1_1 = args
    args.clear()
    assert_size_stride(while_loop_body_graph_0_arg0_1, (1, ), (1, ), 'input')
    while_loop_body_graph_0_buf0 = empty_strided_cpu((1, ), (1, ), torch.int64)
    assert_size_stride(while_loop_body_graph_0_arg1_1, (2, 3), (3, 1), 'input')
    while_loop_body_graph_0_buf1 = empty_strided_cpu((2, 3), (3, 1), torch.float32)
    # [Provenance debug handles] cpp_fused_add_mul_1:2
    cpp_fused_add_mul_1(while_loop_body_graph_0_arg0_1, while_loop_body_graph_0_arg1_1, while_loop_body_graph_0_buf0, while_loop_body_graph_0_buf1)
    del while_loop_body_graph_0_arg0_1
    del while_loop_body_graph_0_arg1_1
    return (while_loop_body_graph_0_buf0, while_loop_body_graph_0_buf1, )


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
        arg0_1, arg1_1 = args
        args.clear()
        assert_size_stride(arg0_1, (1, ), (1, ), 'input')
        assert_size_stride(arg1_1, (2, 3), (3, 1), 'input')
        buf0 = [None] * 2
        buf0[0] = arg0_1
        buf0[1] = arg1_1

        # subgraph: while_loop_cond_graph_0
        while_loop_cond_graph_0_args = [buf0[0], buf0[1]]
        (buf0_cond_result,) = while_loop_cond_graph_0(while_loop_cond_graph_0_args)
        should_loop = buf0_cond_result
        if not should_loop:
            buf0[0] = arg0_1.clone()
            buf0[1] = arg1_1.clone()
        while should_loop:

            # subgraph: while_loop_body_graph_0
            while_loop_body_graph_0_args = [buf0[0], buf0[1]]
            (buf0[0], buf0[1]) = while_loop_body_graph_0(while_loop_body_graph_0_args)

            # subgraph: while_loop_cond_graph_0
            while_loop_cond_graph_0_args = [buf0[0], buf0[1]]
            (buf0_cond_result,) = while_loop_cond_graph_0(while_loop_cond_graph_0_args)
            should_loop = buf0_cond_result
        del arg0_1
        del arg1_1
        buf1 = buf0[0]
        assert_size_stride(buf1, (1, ), (1, ), 'torch.ops.while_loop')
        assert_alignment(buf1, 16, 'torch.ops.while_loop')
        buf2 = buf0[1]
        assert_size_stride(buf2, (2, 3), (3, 1), 'torch.ops.while_loop')
        assert_alignment(buf2, 16, 'torch.ops.while_loop')
        return (buf1, buf2, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((1, ), (1, ), device='cpu', dtype=torch.int64)
    arg1_1 = rand_strided((2, 3), (3, 1), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
