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
        
        # File: tests/conformance/programs/flex_direct_ok.py:21 in forward, code: return out * 2
        mul: "f32[1, 2, 8, 4]" = torch.ops.aten.mul.Tensor(getitem, 2);  getitem = None
        return mul
        
    class sdpa_score0(torch.nn.Module):
        def forward(self, score_1: "f32[]", b_1: "i32[]", h_1: "i32[]", m_1: "i32[]", n_1: "i32[]"):
            # No stacktrace found for following nodes
            sub: "f32[]" = torch.ops.aten.sub.Tensor(score_1, n_1);  score_1 = n_1 = None
            return sub
            
    class sdpa_mask0(torch.nn.Module):
        def forward(self, b_1: "i32[]", h_1: "i32[]", q_idx_1: "i32[]", kv_idx_1: "i32[]"):
            # No stacktrace found for following nodes
            ge: "b8[]" = torch.ops.aten.ge.Tensor(q_idx_1, kv_idx_1);  q_idx_1 = kv_idx_1 = None
            return ge
            