/*
 * FX902 bad-annotation
 *
 * What it does: reports a tensor-meta annotation that does not read as `dtype[sizes]`,
 * `dtype[sizes][strides]device` or `Sym(expr)`, such as `"f32[4, 4"` or `"f32[2][1, 1]cpu"`
 * (a stride list whose length differs from the sizes).
 * Why is this bad: the metadata rules (FX4xx) compare dtypes, ranks, strides and devices read
 * from annotations; a value whose annotation cannot be read is treated as having no meta.
 * Example:
 *     class GraphModule(torch.nn.Module):
 *         def forward(self, arg0_1: "f32[4, 4][4, 1]cpu"):
 *             sin: "f32[4, 4][4, 1]cpu" = torch.ops.aten.sin.default(arg0_1)
 *             add: "f32[4, 4" = torch.ops.aten.add.Tensor(sin, 1)
 *             return (add,)
 * Fix: print the graph again with `print_readable(include_stride=True, include_device=True)`.
 */
#include "engine/rule.h" /* reported by the front ends (analyzer/fe_*.c); this file holds the documentation */
