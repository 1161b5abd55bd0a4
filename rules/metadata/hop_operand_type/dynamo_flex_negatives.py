# expect-none
# Dynamo output graph of a flex_attention whose score_mod closes over a bias tensor and a
# dynamic sequence length: a tensor and a SymInt buffer, both accepted by the newest PyTorch
# (older releases took tensors only; see hop_operand_type.aten_flex_target_2_8.py).
class GraphModule(torch.nn.Module):
    def forward(self, s2: "Sym(s2)", L_q_: "f32[1, 4, s2, 64][256*s2, 64*s2, 64, 1]cuda:0", L_k_: "f32[1, 4, s2, 64][256*s2, 64*s2, 64, 1]cuda:0", L_v_: "f32[1, 4, s2, 64][256*s2, 64*s2, 64, 1]cuda:0", L_bias_: "f32[4][1]cuda:0", L_block_mask_kv_num_blocks: "i32[1, 1, 1][1, 1, 1]cuda:0", L_block_mask_kv_indices: "i32[1, 1, 1, 1][1, 1, 1, 1]cuda:0"):
        l_q_ = L_q_
        l_k_ = L_k_
        l_v_ = L_v_
        l_bias_ = L_bias_
        l_block_mask_kv_num_blocks = L_block_mask_kv_num_blocks
        l_block_mask_kv_indices = L_block_mask_kv_indices

        # File: /home/user/model.py:40 in forward, code: out = flex_attention(q, k, v, score_mod=rel_bias, block_mask=bm)
        score_mod_0 = self.score_mod_0
        mask_fn_0 = self.mask_fn_0
        flex_attention = torch.ops.higher_order.flex_attention(l_q_, l_k_, l_v_, score_mod_0, (l_block_mask_kv_num_blocks, l_block_mask_kv_indices, None, None, l_block_mask_kv_num_blocks, l_block_mask_kv_indices, None, None, 128, 128, mask_fn_0), 0.125, {'PRESCALE_QK': False, 'ROWS_GUARANTEED_SAFE': False, 'BLOCKS_ARE_CONTIGUOUS': False, 'OUTPUT_LOGSUMEXP': False}, (l_bias_, s2), ());  l_q_ = l_k_ = l_v_ = score_mod_0 = mask_fn_0 = l_bias_ = None
        out: "f32[1, 4, s2, 64][256*s2, 64*s2, 64, 1]cuda:0" = flex_attention[0];  flex_attention = None
        return (out,)

    class score_mod_0(torch.nn.Module):
        def forward(self, child: "f32[][]cuda:0", child_1: "i32[][]cuda:0", child_2: "i32[][]cuda:0", child_3: "i32[][]cuda:0", child_4: "i32[][]cuda:0", l_bias_: "f32[4][1]cuda:0", s2: "Sym(s2)"):
            # File: /home/user/model.py:33 in rel_bias, code: return score + bias[h] * (q - kv) / L
            getitem: "f32[][]cuda:0" = l_bias_[child_2];  l_bias_ = child_2 = None
            sub: "i32[][]cuda:0" = child_3 - child_4;  child_3 = child_4 = None
            mul: "f32[][]cuda:0" = getitem * sub;  getitem = sub = None
            truediv: "f32[][]cuda:0" = mul / s2;  mul = s2 = None
            add: "f32[][]cuda:0" = child + truediv;  child = truediv = None
            return add

    class mask_fn_0(torch.nn.Module):
        def forward(self, child: "i32[][]cuda:0", child_1: "i32[][]cuda:0", child_2: "i32[][]cuda:0", child_3: "i32[][]cuda:0"):
            # File: /home/user/model.py:36 in causal, code: return q >= kv
            ge: "b8[][]cuda:0" = child_2 >= child_3;  child_2 = child_3 = None
            return ge
