# ATen dialect: auto_functionalized takes an OpOverload; a packet (an op without its overload)
# and, for the first version, a higher-order op make can_auto_functionalize return False.
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[8][1]cpu", arg1_1: "f32[8][1]cpu"):
        # File: /home/user/model.py:14 in forward, code: torch.ops.mylib.scale_(x, 2.0)
        auto_functionalized = torch.ops.higher_order.auto_functionalized(torch.ops.mylib.scale_, x = arg0_1, factor = 2.0)  # expect: FX103 {{auto-functionalizes mylib.scale_, an OpOverloadPacket}}
        getitem_1: "f32[8][1]cpu" = auto_functionalized[1];  auto_functionalized = None
        
        # File: /home/user/model.py:15 in forward, code: kernel[grid](x, y)
        auto_functionalized_1 = torch.ops.higher_order.auto_functionalized(torch.ops.higher_order.triton_kernel_wrapper_mutation, kernel_idx = 0, constant_args_idx = 1, grid = [(8, 1, 1)], kwargs = {'in_ptr': getitem_1, 'out_ptr': arg1_1});  getitem_1 = None  # expect: FX103 {{higher_order.triton_kernel_wrapper_mutation, a higher-order op}}
        getitem_3: "f32[8][1]cpu" = auto_functionalized_1[1];  auto_functionalized_1 = None
        copy_: "f32[8][1]cpu" = torch.ops.aten.copy_.default(arg1_1, getitem_3);  arg1_1 = getitem_3 = copy_ = None
        return ()
