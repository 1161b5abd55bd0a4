class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/triton_wrapper_none.py:13 in forward, code: return triton_kernel_wrapper_functional(kernel_idx=0, constant_args_idx=0, grid=[(1, 1, 1)], tma_descriptor_metadata={}, kwargs={'x': x}, tensors_to_clone=['x'])['x']
        triton_kernel_wrapper_functional_proxy = torch.ops.higher_order.triton_kernel_wrapper_functional(kernel_idx = 0, constant_args_idx = 0, grid = [(1, 1, 1)], tma_descriptor_metadata = {}, kwargs = {'x': arg0_1}, tensors_to_clone = ['x']);  arg0_1 = None
        getitem: "f32[4, 4]" = triton_kernel_wrapper_functional_proxy['x'];  triton_kernel_wrapper_functional_proxy = None
        return getitem
        