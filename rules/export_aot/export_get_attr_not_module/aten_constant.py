# expect-none
# An AOT inference graph (ATen dialect, not an ExportedProgram): a tensor constant fetched with
# get_attr is how AOTAutograd keeps it; only the export verifier rejects it.
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 8][8, 1]cpu"):
        # File: /home/user/model.py:18 in forward, code: y = x + torch.arange(8.0)
        _tensor_constant0: "f32[8][1]cpu" = self._tensor_constant0
        add: "f32[4, 8][8, 1]cpu" = torch.ops.aten.add.Tensor(arg0_1, _tensor_constant0);  arg0_1 = _tensor_constant0 = None
        return (add,)
