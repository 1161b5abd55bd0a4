/* The FX IR front end (print(gm.graph)): a one-pass parser of its own. */
#ifndef FXLINT_FE_FXIR_H
#define FXLINT_FE_FXIR_H

#include "frontends/frontend.h"

/* Parses `src` into one graph in `out` (allocated in `a`); returns 0 or 1 graphs. The
 * `graph():` blocks after the first are its subgraphs, as a loop over named_modules() prints
 * them: one per get_attr of a submodule, in order, depth first. */
int fe_fxir_parse(Frontend *fe, const Source *src, Graph *out, Arena *a);

/* Reads the text at `at` of src as a value printed by Python's repr() (an args tuple, a kwargs
 * dict, a returned value): a bare name is the node of that name in module m of g (an unknown
 * one is an FX903), containers are copied into a. `form` names the format in FX901 messages
 * ("tabular"). Returns false after reporting an FX901 for a malformed value; *out then holds
 * what was read. */
bool fe_fxir_read_value(Frontend *fe, const Source *src, Graph *g, Arena *a, ModuleId m, Span at, const char *form,
                        Value *out);

/* What FX's printers share: an opcode's name ("call_function", or "CallFunction" in newer
 * fragments) as a NodeKind (false when it names none), and a node's printed target as the
 * model's Target for its kind (call_function: a callable path such as torch.ops.aten.add.Tensor
 * or operator.getitem; slices point into `printed`). */
bool fe_fxir_opcode(Str op, NodeKind *kind);
Target fe_fxir_target(NodeKind kind, Str printed);

/* What the splitter of many-graph files shares with the parsers of FX IR and tables, to cut
 * their blocks the same way: whether a get_attr target names a submodule (not a tensor such as
 * `_tensor_constant0`); whether an FX IR line is a Dynamo root's input (`placeholder[target=L_x_]`);
 * the target of an FX IR get_attr line (a slice of it; empty for another line). */
bool fe_fxir_subgraph_attr(const char *target, size_t n);
bool fe_fxir_root_line(const char *line, size_t n);
Str fe_fxir_get_attr(const char *line, size_t n);

#endif
