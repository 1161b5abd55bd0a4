# expect-config: --verbose --capture export --grad no-grad
# What is said wins over what the dump shows, and the note says so.
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4][1]cpu"):  # expect: FX911 {{capture path torch.export, as said (--capture export)}} {{grad mode no-grad, as said (--grad); a grad mode the graph prints still wins where it runs}}
        sin: "f32[4][1]cpu" = torch.ops.aten.sin.default(primals_1);  primals_1 = None
        return (sin,)
