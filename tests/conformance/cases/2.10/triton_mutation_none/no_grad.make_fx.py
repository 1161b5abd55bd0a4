class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/triton_mutation_none.py:13 in forward, code: triton_kernel_wrapper_mutation(kernel_idx=0, constant_args_idx=0, grid=[(1, 1, 1)], tma_descriptor_metadata={}, kwargs={'x': x})
        triton_kernel_wrapper_mutation_proxy = torch.ops.higher_order.triton_kernel_wrapper_mutation(kernel_idx = 0, constant_args_idx = 0, grid = [(1, 1, 1)], tma_descriptor_metadata = {}, kwargs = {'x': arg0_1});  triton_kernel_wrapper_mutation_proxy = None
        
        # File: tests/conformance/programs/triton_mutation_none.py:14 in forward, code: return x.sin()
        sin: "f32[4, 4]" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
        return sin
        