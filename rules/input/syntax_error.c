/*
 * FX901 syntax-error
 *
 * What it does: reports text that the front end cannot read as a printed graph: a statement
 * that is not Python, an FX IR line that does not follow `%name : [...] = opcode[target=...]`,
 * a class or `def forward` that is cut off, a file that holds no graph at all.
 * Why is this bad: fxlint checks only what it can read; the nodes on such a line are missing
 * from the model, so rules may miss problems there. The rest of the file is still checked.
 * Example:
 *     class GraphModule(torch.nn.Module):
 *         def forward(self, arg0_1: "f32[4]"):
 *             sin: "f32[4]" = torch.ops.aten.sin.default(arg0_1)
 *             add: "f32[4]" = torch.ops.aten.add.Tensor(sin, 1
 *             mul: "f32[4]" = torch.ops.aten.mul.Tensor(add, 2)
 *             return (mul,)
 * Fix: print the graph again (a dump cut off or edited by hand is the usual cause), or open
 * an issue with the dump if PyTorch printed it this way.
 */
#include "engine/rule.h" /* reported by the front ends (analyzer/fe_*.c); this file holds the documentation */
