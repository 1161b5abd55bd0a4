/*
 * FX907 unsupported-construct
 *
 * What it does: notes a statement that fxlint reads but does not model, such as a Python
 * construct that PyTorch's printer does not emit inside `forward` (a loop, an `if`).
 * Why is this bad: the statement is left out of the graph model, so rules do not see it. It is
 * an info note: the rest of the graph is checked.
 * Example:
 *     class GraphModule(torch.nn.Module):
 *         def forward(self, arg0_1: "f32[4]"):
 *             sin: "f32[4]" = torch.ops.aten.sin.default(arg0_1)
 *             for i in range(3):
 *                 sin = torch.ops.aten.add.Tensor(sin, 1)
 *             return (sin,)
 * Fix: nothing to fix in the dump if PyTorch printed it; open an issue so fxlint can learn it.
 */
#include "engine/rule.h" /* reported by the front ends (analyzer/fe_*.c); this file holds the documentation */
