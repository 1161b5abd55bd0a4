# expect-config: --report-unused-suppressions
# expect-none
# Every suppression here hides a finding (FX903 undefined-name), by code, by name, by prefix,
# bare, and for the whole file: nothing is reported, and none of them is unused.
# fxlint: ignore-file[FX902]
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[4]"):
        a: "f32[4]" = torch.ops.aten.sin.default(missing_a)  # fxlint: ignore[FX903]
        b: "f32[4]" = torch.ops.aten.cos.default(missing_b)  # fxlint: ignore[undefined-name]
        c: "f32[4]" = torch.ops.aten.tan.default(missing_c)  # noqa: FX9
        d: "f32[4]" = torch.ops.aten.exp.default(missing_d)  # noqa
        e: "f32[4, 4" = torch.ops.aten.neg.default(arg0_1)
        return (a, b, c, d, e)
