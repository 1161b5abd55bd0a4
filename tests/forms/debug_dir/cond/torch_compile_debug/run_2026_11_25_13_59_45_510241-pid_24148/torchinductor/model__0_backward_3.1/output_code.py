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


cpp_fused_mul_0 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
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
                    auto tmp1 = static_cast<float>(2.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    tmp3.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(12L));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_sum_3 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3L); x0+=static_cast<int64_t>(1L))
        {
            {
                {
                    auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                    auto tmp1 = in_ptr0[static_cast<int64_t>(3L + x0)];
                    auto tmp3 = in_ptr0[static_cast<int64_t>(6L + x0)];
                    auto tmp5 = in_ptr0[static_cast<int64_t>(9L + x0)];
                    auto tmp2 = float(tmp0 + tmp1);
                    auto tmp4 = float(tmp2 + tmp3);
                    auto tmp6 = float(tmp4 + tmp5);
                    out_ptr0[static_cast<int64_t>(x0)] = tmp6;
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')



cpp_fused_cos_mul_1 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*'], r'''
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
                    auto tmp2 = tmp1.cos();
                    auto tmp3 = tmp0 * tmp2;
                    tmp3.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(12L));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

def true_graph_1(args):
    true_graph_1_arg0_1, true_graph_1_arg1_1 = args
    args.clear()
    assert_size_stride(true_graph_1_arg1_1, (4, 3), (3, 1), 'input')
    assert_size_stride(true_graph_1_arg0_1, (4, 3), (3, 1), 'input')
    true_graph_1_buf0 = empty_strided_cpu((4, 3), (3, 1), torch.float32)
    # [Provenance debug handles] cpp_fused_cos_mul_1:2
    cpp_fused_cos_mul_1(true_graph_1_arg1_1, true_graph_1_arg0_1, true_graph_1_buf0)
    del true_graph_1_arg0_1
    del true_graph_1_arg1_1
    return (true_graph_1_buf0, )



cpp_fused_mul_neg_sin_2 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*'], r'''
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
                    auto tmp2 = tmp1.sin();
                    auto tmp3 = tmp2.neg();
                    auto tmp4 = tmp0 * tmp3;
                    tmp4.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(12L));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

def false_graph_1(args):
    false_graph_1_arg0_1, false_graph_1_arg1_1 = args
    args.clear()
    assert_size_stride(false_graph_1_arg1_1, (4, 3), (3, 1), 'input')
    assert_size_stride(false_graph_1_arg0_1, (4, 3), (3, 1), 'input')
    false_graph_1_buf0 = empty_strided_cpu((4, 3), (3, 1), torch.float32)
    # [Provenance debug handles] cpp_fused_mul_neg_sin_2:3
    cpp_fused_mul_neg_sin_2(false_graph_1_arg1_1, false_graph_1_arg0_1, false_graph_1_buf0)
    del false_graph_1_arg0_1
    del false_graph_1_arg1_1
    return (false_graph_1_buf0, )


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
        primals_1, primals_2, gt, addmm, tangents_1 = args
        args.clear()
        assert_size_stride(tangents_1, (4, 3), (3, 1), 'input')
        buf0 = empty_strided_cpu((4, 3), (3, 1), torch.float32)
        assert_size_stride(gt, (), (), 'input')
        assert_size_stride(addmm, (4, 3), (3, 1), 'input')
        # [Provenance debug handles] cpp_fused_mul_0:1
        cpp_fused_mul_0(tangents_1, buf0)
        del tangents_1
        buf1 = [None] * 1
        if gt.item():

            # subgraph: true_graph_1
            true_graph_1_args = [addmm, buf0]
            del addmm
            del buf0
            del gt
            buf1 = true_graph_1(true_graph_1_args)
        else:

            # subgraph: false_graph_1
            false_graph_1_args = [addmm, buf0]
            buf1 = false_graph_1(false_graph_1_args)
        buf2 = buf1[0]
        assert_size_stride(buf2, (4, 3), (3, 1), 'torch.ops.cond')
        assert_alignment(buf2, 16, 'torch.ops.cond')
        del buf1
        assert_size_stride(primals_2, (3, 3), (3, 1), 'input')
        buf3 = empty_strided_cpu((4, 3), (3, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear, permute_1, mm], Original ATen: [aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:4
        extern_kernels.mm(buf2, primals_2, out=buf3)
        del primals_2
        assert_size_stride(primals_1, (4, 3), (3, 1), 'input')
        buf4 = empty_strided_cpu((3, 3), (3, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_2, permute_4], Original ATen: [aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:5
        extern_kernels.mm(reinterpret_tensor(buf2, (3, 4), (1, 3), 0), primals_1, out=buf4)
        del primals_1
        buf5 = empty_strided_cpu((1, 3), (3, 1), torch.float32)
        # [Provenance debug handles] cpp_fused_sum_3:6
        cpp_fused_sum_3(buf2, buf5)
        return (buf3, buf4, reinterpret_tensor(buf5, (3, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((4, 3), (3, 1), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((3, 3), (3, 1), device='cpu', dtype=torch.float32)
    gt = rand_strided((), (), device='cpu', dtype=torch.bool)
    addmm = rand_strided((4, 3), (3, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((4, 3), (3, 1), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, gt, addmm, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
