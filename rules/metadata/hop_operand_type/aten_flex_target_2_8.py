# expect-config: --target 2.8
# Before 2.9 flex_attention took tensors only as score_mod / mask_mod buffers ("Other buffers
# must be tensors."): a SymInt and an int buffer are rejected there, the tensor is not.
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "Sym(s2)", arg1_1: "f32[1, 4, s2, 64][256*s2, 64*s2, 64, 1]cuda:0", arg2_1: "f32[1, 4, s2, 64][256*s2, 64*s2, 64, 1]cuda:0", arg3_1: "f32[1, 4, s2, 64][256*s2, 64*s2, 64, 1]cuda:0", arg4_1: "i32[1, 1, 1][1, 1, 1]cuda:0", arg5_1: "i32[1, 1, 1, 1][1, 1, 1, 1]cuda:0", arg6_1: "f32[4][1]cuda:0"):
        # File: /home/user/model.py:40 in forward, code: out = flex_attention(q, k, v, score_mod=rel_bias, block_mask=bm)
        sdpa_score0 = self.sdpa_score0
        sdpa_mask0 = self.sdpa_mask0
        flex_attention = torch.ops.higher_order.flex_attention(arg1_1, arg2_1, arg3_1, sdpa_score0, (arg4_1, arg5_1, None, None, arg4_1, arg5_1, None, None, 128, 128, sdpa_mask0), 0.125, {'PRESCALE_QK': False, 'ROWS_GUARANTEED_SAFE': False, 'OUTPUT_LOGSUMEXP': False}, (arg6_1, arg0_1), (7,));  arg1_1 = arg2_1 = arg3_1 = sdpa_score0 = arg4_1 = arg5_1 = sdpa_mask0 = arg6_1 = None  # expect: FX408 {{score_mod_other_buffers[1], 'arg0_1' (Sym(s2)), is a SymInt, but flex_attention accepts only a Tensor there}} {{"Other buffers must be tensors."}}, FX408 {{mask_mod_other_buffers[0], the literal 7, is an int}}
        getitem: "f32[1, 4, s2, 64][256*s2, 64*s2, 64, 1]cuda:0" = flex_attention[0];  flex_attention = None
        return (getitem,)

    class sdpa_score0(torch.nn.Module):
        def forward(self, arg0_1: "f32[][]cuda:0", arg1_1: "i32[][]cuda:0", arg2_1: "i32[][]cuda:0", arg3_1: "i32[][]cuda:0", arg4_1: "i32[][]cuda:0", arg5_1: "f32[4][1]cuda:0", arg6_1: "Sym(s2)"):
            # File: /home/user/model.py:33 in rel_bias, code: return score + bias[h] * (q - kv) / L
            index: "f32[][]cuda:0" = torch.ops.aten.index.Tensor(arg5_1, [arg2_1]);  arg5_1 = arg2_1 = None
            sub: "i32[][]cuda:0" = torch.ops.aten.sub.Tensor(arg3_1, arg4_1);  arg3_1 = arg4_1 = None
            mul: "f32[][]cuda:0" = torch.ops.aten.mul.Tensor(index, sub);  index = sub = None
            div: "f32[][]cuda:0" = torch.ops.aten.div.Tensor(mul, arg6_1);  mul = arg6_1 = None
            add: "f32[][]cuda:0" = torch.ops.aten.add.Tensor(arg0_1, div);  arg0_1 = div = None
            return add

    class sdpa_mask0(torch.nn.Module):
        def forward(self, arg0_1: "i32[][]cuda:0", arg1_1: "i32[][]cuda:0", arg2_1: "i32[][]cuda:0", arg3_1: "i32[][]cuda:0", arg4_1):
            # File: /home/user/model.py:36 in windowed, code: return (q >= kv) & (q - kv < w)
            ge: "b8[][]cuda:0" = torch.ops.aten.ge.Tensor(arg2_1, arg3_1)
            sub: "i32[][]cuda:0" = torch.ops.aten.sub.Tensor(arg2_1, arg3_1);  arg2_1 = arg3_1 = None
            lt: "b8[][]cuda:0" = torch.ops.aten.lt.Scalar(sub, arg4_1);  sub = arg4_1 = None
            bitwise_and: "b8[][]cuda:0" = torch.ops.aten.bitwise_and.Tensor(ge, lt);  ge = lt = None
            return bitwise_and
