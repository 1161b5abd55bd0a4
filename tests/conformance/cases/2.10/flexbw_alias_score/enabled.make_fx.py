class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[1, 2, 8, 4]", arg1_1: "f32[1, 2, 8, 4]", arg2_1: "f32[1, 2, 8, 4]"):
        # File: tests/conformance/programs/flexbw_alias_score.py:20 in forward, code: out, lse, mx = flex_hop(q, k, v, score_mod, BLOCK_MASK.as_tuple(), 0.5, ko)
        new_zeros: "f32[]" = torch.ops.aten.new_zeros.default(arg0_1, [], pin_memory = False);  new_zeros = None
        new_zeros_1: "i32[]" = torch.ops.aten.new_zeros.default(arg0_1, [], dtype = torch.int32, pin_memory = False);  new_zeros_1 = None
        new_zeros_2: "i32[]" = torch.ops.aten.new_zeros.default(arg0_1, [], dtype = torch.int32, pin_memory = False);  new_zeros_2 = None
        new_zeros_3: "i32[]" = torch.ops.aten.new_zeros.default(arg0_1, [], dtype = torch.int32, pin_memory = False);  new_zeros_3 = None
        new_zeros_4: "i32[]" = torch.ops.aten.new_zeros.default(arg0_1, [], dtype = torch.int32, pin_memory = False);  new_zeros_4 = None
        
        # File: /venv/lib/python3.11/site-packages/torch/_higher_order_ops/flex_attention.py:659 in forward, code: out, logsumexp, max_scores = flex_attention(
        sdpa_score0 = self.sdpa_score0
        _tensor_constant0: "i32[1, 2, 1]" = self._tensor_constant0
        _tensor_constant1: "i32[1, 2, 1, 1]" = self._tensor_constant1
        _tensor_constant2: "i32[1, 2, 1]" = self._tensor_constant2
        _tensor_constant3: "i32[1, 2, 1, 1]" = self._tensor_constant3
        _tensor_constant4: "i32[1, 2, 1]" = self._tensor_constant4
        _tensor_constant5: "i32[1, 2, 1, 1]" = self._tensor_constant5
        _tensor_constant6: "i32[1, 2, 1]" = self._tensor_constant6
        _tensor_constant7: "i32[1, 2, 1, 1]" = self._tensor_constant7
        sdpa_mask0 = self.sdpa_mask0
        flex_attention = torch.ops.higher_order.flex_attention(arg0_1, arg1_1, arg2_1, sdpa_score0, (8, 8, _tensor_constant0, _tensor_constant1, _tensor_constant2, _tensor_constant3, _tensor_constant4, _tensor_constant5, _tensor_constant6, _tensor_constant7, 128, 128, sdpa_mask0), 0.5, {'BACKEND': 'AUTO', 'PRESCALE_QK': False, 'ROWS_GUARANTEED_SAFE': False, 'BLOCKS_ARE_CONTIGUOUS': False, 'WRITE_DQ': True, 'OUTPUT_LOGSUMEXP': False, 'OUTPUT_MAX': False}, (), ());  sdpa_score0 = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = _tensor_constant3 = _tensor_constant4 = _tensor_constant5 = _tensor_constant6 = _tensor_constant7 = sdpa_mask0 = None
        getitem: "f32[1, 2, 8, 4]" = flex_attention[0]
        getitem_1: "f32[1, 2, 8]" = flex_attention[1]
        getitem_2: "f32[1, 2, 8]" = flex_attention[2];  flex_attention = getitem_2 = None
        
        # File: tests/conformance/programs/flexbw_alias_score.py:20 in forward, code: out, lse, mx = flex_hop(q, k, v, score_mod, BLOCK_MASK.as_tuple(), 0.5, ko)
        detach: "f32[1, 2, 8, 4]" = torch.ops.aten.detach.default(getitem)
        detach_1: "f32[1, 2, 8]" = torch.ops.aten.detach.default(getitem_1);  getitem_1 = None
        
        # File: tests/conformance/programs/flexbw_alias_score.py:21 in forward, code: (gq,) = torch.autograd.grad(out.sum(), (q,))
        sum_1: "f32[]" = torch.ops.aten.sum.default(getitem)
        ones_like: "f32[]" = torch.ops.aten.ones_like.default(sum_1, pin_memory = False, memory_format = torch.preserve_format);  sum_1 = None
        expand: "f32[1, 2, 8, 4]" = torch.ops.aten.expand.default(ones_like, [1, 2, 8, 4]);  ones_like = None
        zeros: "f32[1, 2, 8]" = torch.ops.aten.zeros.default([1, 2, 8], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        zeros_1: "f32[1, 2, 8]" = torch.ops.aten.zeros.default([1, 2, 8], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_1 = None
        detach_2: "f32[1, 2, 8, 4]" = torch.ops.aten.detach.default(detach);  detach = None
        detach_3: "f32[1, 2, 8]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        fw_graph0 = self.fw_graph0
        joint_graph0 = self.joint_graph0
        _tensor_constant0_1: "i32[1, 2, 1]" = self._tensor_constant0
        _tensor_constant1_1: "i32[1, 2, 1, 1]" = self._tensor_constant1
        _tensor_constant2_1: "i32[1, 2, 1]" = self._tensor_constant2
        _tensor_constant3_1: "i32[1, 2, 1, 1]" = self._tensor_constant3
        _tensor_constant4_1: "i32[1, 2, 1]" = self._tensor_constant4
        _tensor_constant5_1: "i32[1, 2, 1, 1]" = self._tensor_constant5
        _tensor_constant6_1: "i32[1, 2, 1]" = self._tensor_constant6
        _tensor_constant7_1: "i32[1, 2, 1, 1]" = self._tensor_constant7
        mask_graph0 = self.mask_graph0
        flex_attention_backward = torch.ops.higher_order.flex_attention_backward(arg0_1, arg1_1, arg2_1, detach_2, detach_3, expand, zeros, fw_graph0, joint_graph0, (8, 8, _tensor_constant0_1, _tensor_constant1_1, _tensor_constant2_1, _tensor_constant3_1, _tensor_constant4_1, _tensor_constant5_1, _tensor_constant6_1, _tensor_constant7_1, 128, 128, mask_graph0), 0.5, {'BACKEND': 'AUTO', 'PRESCALE_QK': False, 'ROWS_GUARANTEED_SAFE': False, 'BLOCKS_ARE_CONTIGUOUS': False, 'WRITE_DQ': True, 'OUTPUT_LOGSUMEXP': False, 'OUTPUT_MAX': False}, (), ());  arg0_1 = arg1_1 = arg2_1 = detach_2 = detach_3 = expand = zeros = fw_graph0 = joint_graph0 = _tensor_constant0_1 = _tensor_constant1_1 = _tensor_constant2_1 = _tensor_constant3_1 = _tensor_constant4_1 = _tensor_constant5_1 = _tensor_constant6_1 = _tensor_constant7_1 = mask_graph0 = None
        getitem_3: "f32[1, 2, 8, 4]" = flex_attention_backward[0]
        getitem_4: "f32[1, 2, 8, 4]" = flex_attention_backward[1];  getitem_4 = None
        getitem_5: "f32[1, 2, 8, 4]" = flex_attention_backward[2];  getitem_5 = None
        getitem_6 = flex_attention_backward[3];  flex_attention_backward = getitem_6 = None
        return (getitem, getitem_3)
        
    class sdpa_score0(torch.nn.Module):
        def forward(self, score_1: "f32[]", b_1: "i32[]", h_1: "i32[]", m_1: "i32[]", n_1: "i32[]"):
            return score_1
            
    class sdpa_mask0(torch.nn.Module):
        def forward(self, b_1: "i32[]", h_1: "i32[]", q_idx_1: "i32[]", kv_idx_1: "i32[]"):
            # No stacktrace found for following nodes
            ge: "b8[]" = torch.ops.aten.ge.Tensor(q_idx_1, kv_idx_1);  q_idx_1 = kv_idx_1 = None
            return ge
            
    class fw_graph0(torch.nn.Module):
        def forward(self, score_1: "f32[]", b_1: "i32[]", h_1: "i32[]", m_1: "i32[]", n_1: "i32[]"):
            return score_1
            
    class joint_graph0(torch.nn.Module):
        def forward(self, arg0_1: "f32[]", arg1_1: "i32[]", arg2_1: "i32[]", arg3_1: "i32[]", arg4_1: "i32[]", arg5_1: "f32[]"):
            return [arg5_1, None, None, None, None]
            
    class mask_graph0(torch.nn.Module):
        def forward(self, b_1: "i32[]", h_1: "i32[]", q_idx_1: "i32[]", kv_idx_1: "i32[]"):
            # No stacktrace found for following nodes
            ge: "b8[]" = torch.ops.aten.ge.Tensor(q_idx_1, kv_idx_1);  q_idx_1 = kv_idx_1 = None
            return ge
            