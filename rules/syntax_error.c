/*
 * FX901 syntax-error
 *
 * What it does: reports text that the front end cannot read as a printed graph: a statement
 * that is not Python, an FX IR line that does not follow `%name : [...] = opcode[target=...]`,
 * a class or `def forward` that is cut off, a file that holds no graph at all.
 * Why is this bad: fxlint checks only what it can read; the nodes on such a line are missing
 * from the model, so rules may miss problems there. The rest of the file is still checked.
 * Example:
 *     add_: "f32[4]" = torch.ops.aten.add_.Tensor(arg0_1, 1
 * Fix: print the graph again (a dump cut off or edited by hand is the usual cause), or open
 * an issue with the dump if PyTorch printed it this way.
 */
#include "rule.h" /* reported by the front ends (analyzer/fe_*.c); this file holds the documentation */
