/*
 * FX904 subgraph-not-printed
 *
 * What it does: notes a subgraph that a higher-order op uses (`true_graph_0 = self.true_graph_0`)
 * but that the dump does not print. `gm.code` and `print(gm.graph)` show only the top level.
 * Why is this bad: the subgraph's checks (mutation, aliasing, metadata) were skipped. It is an
 * info note, never an error: the dump is fine, fxlint just could not see everything.
 * Example:
 *     def forward(self, arg0_1, arg1_1):
 *         true_graph_0 = self.true_graph_0
 *         false_graph_0 = self.false_graph_0
 *         cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1,))
 *         getitem = cond[0]
 *         return (getitem,)
 * Fix: dump with `gm.print_readable(print_output=False)`, which prints every subgraph as a
 * nested class.
 */
#include "engine/rule.h" /* reported by the engine (analyzer/engine.c); this file holds the documentation */
