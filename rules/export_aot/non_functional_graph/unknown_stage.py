# expect-none
# An aten-level graph printed without its stage (a saved print_readable()): this one is an
# Inductor post-grad graph, which re-inplaces scatter and index_put and keeps the copy_ epilogue.
# A printout cannot tell it from an AOT graph, so FX501 stays silent without a trace event.
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[64][1]cuda:0", arg1_1: "i64[8][1]cuda:0", arg2_1: "f32[8][1]cuda:0"):
         # File: /home/user/model.py:9 in forward, code: hist.index_put_((idx,), vals, accumulate=True)
        clone: "f32[64][1]cuda:0" = torch.ops.aten.clone.default(arg0_1)
        index_put_: "f32[64][1]cuda:0" = torch.ops.aten.index_put_.default(clone, [arg1_1], arg2_1, True);  arg1_1 = arg2_1 = index_put_ = None
        
         # File: /home/user/model.py:10 in forward, code: hist.div_(hist.sum())
        sum_1: "f32[][]cuda:0" = torch.ops.aten.sum.default(clone)
        div_: "f32[64][1]cuda:0" = torch.ops.aten.div_.Tensor(clone, sum_1);  sum_1 = div_ = None
        copy_: "f32[64][1]cuda:0" = torch.ops.aten.copy_.default(arg0_1, clone);  arg0_1 = clone = copy_ = None
        return ()
