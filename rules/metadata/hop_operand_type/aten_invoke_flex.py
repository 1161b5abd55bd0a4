# ATen dialect: an invoke_subgraph region called with a float literal (None and ints are
# allowed there), and a flex_attention whose score_mod buffers hold a float literal.
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[1, 4, 512, 64][131072, 32768, 64, 1]cuda:0", arg1_1: "f32[1, 4, 512, 64][131072, 32768, 64, 1]cuda:0", arg2_1: "f32[1, 4, 512, 64][131072, 32768, 64, 1]cuda:0", arg3_1: "i32[1, 1, 16][16, 16, 1]cuda:0", arg4_1: "i32[1, 1, 16, 16][256, 256, 16, 1]cuda:0", arg5_1: "f32[4][1]cuda:0"):
        # File: /home/user/model.py:30 in forward, code: h = block(q, 0.5)
        repeated_subgraph0 = self.repeated_subgraph0
        invoke_subgraph = torch.ops.higher_order.invoke_subgraph(repeated_subgraph0, 'subgraph_0', arg0_1, 0.5);  arg0_1 = None  # expect: FX408 {{torch.ops.higher_order.invoke_subgraph operands[1], the literal 0.5, is a float}} {{"invoke_subgraph operands must be a list of tensors/ints/SymInts/Generator/opaque objects (...)"}}
        getitem: "f32[1, 4, 512, 64][131072, 32768, 64, 1]cuda:0" = invoke_subgraph[0];  invoke_subgraph = None

        # File: /home/user/model.py:31 in forward, code: h = block(h, None, 2)
        repeated_subgraph0_1 = self.repeated_subgraph0
        invoke_subgraph_1 = torch.ops.higher_order.invoke_subgraph(repeated_subgraph0_1, 'subgraph_0', getitem, None, 2);  repeated_subgraph0_1 = getitem = None
        getitem_1: "f32[1, 4, 512, 64][131072, 32768, 64, 1]cuda:0" = invoke_subgraph_1[0];  invoke_subgraph_1 = None

        # File: /home/user/model.py:32 in forward, code: out = flex_attention(h, k, v, score_mod=lambda s, b, h, q, kv: s * bias[h] + 2.0, block_mask=bm)
        sdpa_score0 = self.sdpa_score0
        sdpa_mask0 = self.sdpa_mask0
        flex_attention = torch.ops.higher_order.flex_attention(getitem_1, arg1_1, arg2_1, sdpa_score0, (arg3_1, arg4_1, arg3_1, arg4_1, arg3_1, arg4_1, arg3_1, arg4_1, 128, 128, sdpa_mask0), 0.125, {'PRESCALE_QK': False, 'ROWS_GUARANTEED_SAFE': False, 'BLOCKS_ARE_CONTIGUOUS': False, 'OUTPUT_LOGSUMEXP': False}, (arg5_1, 2.0), ());  getitem_1 = arg1_1 = arg2_1 = sdpa_score0 = arg3_1 = arg4_1 = sdpa_mask0 = arg5_1 = None  # expect: FX408 {{torch.ops.higher_order.flex_attention score_mod_other_buffers[1], the literal 2.0, is a float}} {{but got (<class 'torch._subclasses.fake_tensor.FakeTensor'>, <class 'float'>)}}
        getitem_2: "f32[1, 4, 512, 64][131072, 32768, 64, 1]cuda:0" = flex_attention[0];  flex_attention = None
        return (getitem_2,)

    class repeated_subgraph0(torch.nn.Module):
        def forward(self, arg0_1: "f32[1, 4, 512, 64][131072, 32768, 64, 1]cuda:0", arg1_1, arg2_1):
            # File: /home/user/model.py:8 in block, code: return x.relu()
            relu: "f32[1, 4, 512, 64][131072, 32768, 64, 1]cuda:0" = torch.ops.aten.relu.default(arg0_1);  arg0_1 = None
            return (relu,)

    class sdpa_score0(torch.nn.Module):
        def forward(self, arg0_1: "f32[][]cuda:0", arg1_1: "i32[][]cuda:0", arg2_1: "i32[][]cuda:0", arg3_1: "i32[][]cuda:0", arg4_1: "i32[][]cuda:0", arg5_1: "f32[4][1]cuda:0", arg6_1):
            # File: /home/user/model.py:32 in <lambda>, code: s * bias[h] + 2.0
            index: "f32[][]cuda:0" = torch.ops.aten.index.Tensor(arg5_1, [arg2_1]);  arg5_1 = arg2_1 = None
            mul: "f32[][]cuda:0" = torch.ops.aten.mul.Tensor(arg0_1, index);  arg0_1 = index = None
            add: "f32[][]cuda:0" = torch.ops.aten.add.Tensor(mul, arg6_1);  mul = arg6_1 = None
            return add

    class sdpa_mask0(torch.nn.Module):
        def forward(self, arg0_1: "i32[][]cuda:0", arg1_1: "i32[][]cuda:0", arg2_1: "i32[][]cuda:0", arg3_1: "i32[][]cuda:0"):
            # File: /home/user/model.py:25 in causal, code: return q >= kv
            ge: "b8[][]cuda:0" = torch.ops.aten.ge.Tensor(arg2_1, arg3_1);  arg2_1 = arg3_1 = None
            return ge
