# expect-none
# ATen dialect (what AOTAutograd prints for mutating custom ops): custom OpOverloads, including
# ones in namespaces that look built-in (_C is vLLM's), and auto_functionalized_v2 of a
# higher-order op with a generated schema. Their schemas are not printed, so nothing is judged.
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "bf16[16, 64][64, 1]cuda:0", arg1_1: "bf16[64][1]cuda:0", arg2_1: "f32[2][1]cpu", arg3_1: "f32[2][1]cpu"):
        # File: /home/user/vllm/_custom_ops.py:153 in rms_norm, code: torch.ops._C.rms_norm(out, input, weight, epsilon)
        empty_like: "bf16[16, 64][64, 1]cuda:0" = torch.ops.aten.empty_like.default(arg0_1, pin_memory = False)
        auto_functionalized = torch.ops.higher_order.auto_functionalized(torch.ops._C.rms_norm.default, result = empty_like, input = arg0_1, weight = arg1_1, epsilon = 1e-06);  empty_like = arg0_1 = arg1_1 = None
        getitem_1: "bf16[16, 64][64, 1]cuda:0" = auto_functionalized[1];  auto_functionalized = None
        
        # File: /home/user/model.py:20 in forward, code: torch.ops.mylib.foo(x, y)
        auto_functionalized_v2 = torch.ops.higher_order.auto_functionalized_v2(torch.ops.mylib.foo.default, _x_base_index = 0, _y_base_index = 1, _all_bases = [arg2_1, arg3_1])
        getitem_2: "f32[2][1]cpu" = auto_functionalized_v2[1]
        getitem_3: "f32[2][1]cpu" = auto_functionalized_v2[2];  auto_functionalized_v2 = None
        
        # File: /home/user/model.py:21 in forward, code: kernel[grid](x, y)
        auto_functionalized_v2_1 = torch.ops.higher_order.auto_functionalized_v2(torch.ops.higher_order.triton_kernel_wrapper_mutation, kernel_idx = 0, constant_args_idx = 1, grid = [(2, 1, 1)], _in_ptr_base_index = 0, _out_ptr_base_index = 1, _all_bases = [getitem_2, getitem_3]);  getitem_2 = getitem_3 = None
        getitem_4: "f32[2][1]cpu" = auto_functionalized_v2_1[1]
        getitem_5: "f32[2][1]cpu" = auto_functionalized_v2_1[2];  auto_functionalized_v2_1 = None
        copy_: "f32[2][1]cpu" = torch.ops.aten.copy_.default(arg2_1, getitem_4);  arg2_1 = getitem_4 = copy_ = None
        copy__1: "f32[2][1]cpu" = torch.ops.aten.copy_.default(arg3_1, getitem_5);  arg3_1 = getitem_5 = copy__1 = None
        return (getitem_1,)
