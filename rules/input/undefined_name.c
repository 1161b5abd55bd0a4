/*
 * FX903 undefined-name
 *
 * What it does: reports a node argument that names a value not defined earlier in the same
 * graph (`%x` in FX IR, a bare name in printed code).
 * Why is this bad: FX graphs are in topological order; a use before definition means the dump
 * was edited or cut, and the edges the analyses follow are incomplete.
 * Example:
 *     graph():
 *         %x : [num_users=1] = placeholder[target=x]
 *         %sin : [num_users=1] = call_function[target=torch.ops.aten.sin.default](args = (%x,), kwargs = {})
 *         %add : [num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%sin_1, 1), kwargs = {})
 *         return (add,)
 * Fix: print the graph again; if you edited it by hand, define the value before its use.
 */
#include "engine/rule.h" /* reported by the front ends (analyzer/fe_*.c); this file holds the documentation */
