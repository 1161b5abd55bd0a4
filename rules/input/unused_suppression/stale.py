# expect-config: --report-unused-suppressions
# A suppression that outlived its finding: the graph was fixed (or printed again) and the
# comment now hides nothing; one code of a two-code comment is stale; a code names no rule.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[4]"):
        sin: "f32[4]" = torch.ops.aten.sin.default(arg0_1)  # fxlint: ignore[FX903]  # expect: FX908 {{unused suppression: no FX903}}
        cos: "f32[4]" = torch.ops.aten.cos.default(missing)  # noqa: FX903, FX902  # expect: FX908 {{unused code in suppression: no FX902}}
        tan: "f32[4]" = torch.ops.aten.tan.default(sin)  # noqa: FX999  # expect: FX908 {{unknown rule code 'FX999'}}
        exp: "f32[4]" = torch.ops.aten.exp.default(cos)  # noqa  # expect: FX908 {{nothing here to suppress}}
        return (tan, exp)
