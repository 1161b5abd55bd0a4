# flex_attention before 2.9 took only tensors as the extra buffers of score_mod and mask_mod
# ("Other buffers must be tensors."); 2.9 accepts ints and SymInts too.
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[2, 4, 128, 64][32768, 8192, 64, 1]cuda:0", arg1_1: "f32[2, 4, 128, 64][32768, 8192, 64, 1]cuda:0", arg2_1: "f32[2, 4, 128, 64][32768, 8192, 64, 1]cuda:0", arg3_1: "i32[2, 1, 1][1, 1, 1]cuda:0", arg4_1: "i32[2, 1, 1, 1][1, 1, 1, 1]cuda:0"):
        # File: /home/user/attn.py:61 in forward, code: out = flex_attention(q, k, v, block_mask=local_mask(window=16))
        sdpa_score0 = self.sdpa_score0
        sdpa_mask0 = self.sdpa_mask0
        flex_attention = torch.ops.higher_order.flex_attention(arg0_1, arg1_1, arg2_1, sdpa_score0, (arg3_1, arg4_1, None, None, arg3_1, arg4_1, None, None, 128, 128, sdpa_mask0), 0.125, {'PRESCALE_QK': False, 'ROWS_GUARANTEED_SAFE': False, 'OUTPUT_LOGSUMEXP': False}, (), (16,));  arg0_1 = arg1_1 = arg2_1 = sdpa_score0 = arg3_1 = arg4_1 = sdpa_mask0 = None  # expect-upgrade: gone FX408
        getitem: "f32[2, 4, 128, 64][32768, 8192, 64, 1]cuda:0" = flex_attention[0];  flex_attention = None
        return (getitem,)

    class sdpa_score0(torch.nn.Module):
        def forward(self, arg0_1: "f32[][]cuda:0", arg1_1: "i32[][]cuda:0", arg2_1: "i32[][]cuda:0", arg3_1: "i32[][]cuda:0", arg4_1: "i32[][]cuda:0"):
            return arg0_1

    class sdpa_mask0(torch.nn.Module):
        def forward(self, arg0_1: "i32[][]cuda:0", arg1_1: "i32[][]cuda:0", arg2_1: "i32[][]cuda:0", arg3_1: "i32[][]cuda:0", arg4_1):
            # File: /home/user/attn.py:40 in local, code: return (q - kv).abs() < window
            sub: "i32[][]cuda:0" = torch.ops.aten.sub.Tensor(arg2_1, arg3_1);  arg2_1 = arg3_1 = None
            abs_1: "i32[][]cuda:0" = torch.ops.aten.abs.default(sub);  sub = None
            lt: "b8[][]cuda:0" = torch.ops.aten.lt.Scalar(abs_1, arg4_1);  abs_1 = arg4_1 = None
            return lt
