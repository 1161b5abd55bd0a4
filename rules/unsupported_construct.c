/*
 * FX907 unsupported-construct
 *
 * What it does: notes a statement that fxlint reads but does not model, such as a Python
 * construct that PyTorch's printer does not emit inside `forward` (a loop, an `if`).
 * Why is this bad: the statement is left out of the graph model, so rules do not see it. It is
 * an info note: the rest of the graph is checked.
 * Example:
 *     for i in range(3): x = x + 1
 * Fix: nothing to fix in the dump if PyTorch printed it; open an issue so fxlint can learn it.
 */
#include "rule.h" /* reported by the front ends (analyzer/fe_*.c); this file holds the documentation */
