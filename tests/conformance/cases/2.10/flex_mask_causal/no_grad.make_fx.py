class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[1, 2, 8, 4]", arg1_1: "f32[1, 2, 8, 4]", arg2_1: "f32[1, 2, 8, 4]"):
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
        flex_attention = torch.ops.higher_order.flex_attention(arg0_1, arg1_1, arg2_1, sdpa_score0, (8, 8, _tensor_constant0, _tensor_constant1, _tensor_constant2, _tensor_constant3, _tensor_constant4, _tensor_constant5, _tensor_constant6, _tensor_constant7, 128, 128, sdpa_mask0), 0.5, {'BACKEND': 'AUTO', 'PRESCALE_QK': False, 'ROWS_GUARANTEED_SAFE': False, 'BLOCKS_ARE_CONTIGUOUS': False, 'WRITE_DQ': True, 'OUTPUT_LOGSUMEXP': False, 'OUTPUT_MAX': False}, (), ());  arg0_1 = arg1_1 = arg2_1 = sdpa_score0 = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = _tensor_constant3 = _tensor_constant4 = _tensor_constant5 = _tensor_constant6 = _tensor_constant7 = sdpa_mask0 = None
        getitem: "f32[1, 2, 8, 4]" = flex_attention[0]
        getitem_1: "f32[1, 2, 8]" = flex_attention[1];  getitem_1 = None
        getitem_2: "f32[1, 2, 8]" = flex_attention[2];  flex_attention = getitem_2 = None
        return getitem
        
    class sdpa_score0(torch.nn.Module):
        def forward(self, arg0_1: "f32[]", arg1_1: "i32[]", arg2_1: "i32[]", arg3_1: "i32[]", arg4_1: "i32[]"):
            return arg0_1
            
    class sdpa_mask0(torch.nn.Module):
        def forward(self, arg0_1: "i32[]", arg1_1: "i32[]", arg2_1: "i32[]", arg3_1: "i32[]"):
            # No stacktrace found for following nodes
            ge: "b8[]" = torch.ops.aten.ge.Tensor(arg2_1, arg3_1);  arg2_1 = arg3_1 = None
            return ge
            