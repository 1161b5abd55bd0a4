# ATen dialect (a pass re-wrote in-place ATen calls as auto_functionalized): built-in ops
# (aten, prims) are never auto-functionalized; their functional variants are used instead.
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4][1]cpu", arg1_1: "f32[4][1]cpu", arg2_1: "i64[2][1]cpu"):
        # File: /home/user/model.py:9 in forward, code: x.add_(y)
        auto_functionalized = torch.ops.higher_order.auto_functionalized(torch.ops.aten.add_.Tensor, self = arg0_1, other = arg1_1)  # expect: FX103 {{'auto_functionalized' auto-functionalizes aten.add_.Tensor, a built-in op (namespace 'aten')}} {{in AutoFunctionalized.__call__}}
        getitem_1: "f32[4][1]cpu" = auto_functionalized[1];  auto_functionalized = None
        
        # File: /home/user/model.py:10 in forward, code: x[idx] = 0.0
        auto_functionalized_v2 = torch.ops.higher_order.auto_functionalized_v2(torch.ops.aten.index_put_.default, indices = [arg2_1], values = arg1_1, accumulate = False, _self_base_index = 0, _all_bases = [getitem_1]);  arg2_1 = arg1_1 = None  # expect: FX103 {{aten.index_put_.default}} {{AutoFunctionalizedV2.__call__}}
        getitem_3: "f32[4][1]cpu" = auto_functionalized_v2[1];  auto_functionalized_v2 = None
        copy_: "f32[4][1]cpu" = torch.ops.aten.copy_.default(arg0_1, getitem_3);  arg0_1 = getitem_3 = copy_ = None
        return ()
