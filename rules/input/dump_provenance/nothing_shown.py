# expect-config: --verbose
# gm.code of an ATen graph prints no annotations: neither the capture path nor the grad mode
# shows, and the note says what the rules do then.
class GraphModule(torch.nn.Module):  # expect: FX911 {{capture path not shown, so every path is considered (say --capture)}} {{grad mode not shown}}
    def forward(self, arg0_1, arg1_1):
        add = torch.ops.aten.add.Tensor(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
        return (add,)
