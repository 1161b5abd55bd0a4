class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # # ac_graph_id: 1 - PREFER_RECOMPUTE File: tests/conformance/programs/tag_ckpt_direct.py:15 in forward, code: return W.tag_activation_checkpoint(GM, x)
        sin: "f32[4, 4]" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
        mul: "f32[4, 4]" = torch.ops.aten.mul.Tensor(sin, 2);  sin = None
        return mul
        