# expect-config: --report-unused-suppressions
# fxlint: ignore-file[FX902, FX903]  # expect: FX908 {{unused code in file-level suppression: no FX902 finding in this file}}
# A file-level suppression: FX903 hides the undefined name below, FX902 hides nothing.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[4]"):
        a: "f32[4]" = torch.ops.aten.sin.default(missing)
        return (a,)
