/*
 * FX908 unused-suppression
 *
 * What it does: with `--report-unused-suppressions`, notes a suppression comment in a checked
 * dump (`# fxlint: ignore[FX101]`, `# noqa: FX101`, `# fxlint: ignore-file[FX101]`) that
 * suppressed nothing, a code in it that matched no finding, or a code that names no rule.
 * Why is this bad: a stale suppression hides the next real finding on that line. Dumps are
 * printed again after every change to the model, so comments pasted into them go stale fast.
 * Example:
 *     class GraphModule(torch.nn.Module):
 *         def forward(self, arg0_1: "f32[4]"):
 *             sin: "f32[4]" = torch.ops.aten.sin.default(arg0_1)  # fxlint: ignore[FX101]
 *             cos: "f32[4]" = torch.ops.aten.cos.default(sin)  # noqa: FX110
 *             return (cos,)
 * Fix: delete the comment, or the codes in it that no longer match. A suppression that must
 * outlive the dump belongs on the user's source line the finding's `# File:` origin names.
 */
#include "engine/rule.h" /* reported by the suppression pass (analyzer/suppress.c); this file holds the documentation */
